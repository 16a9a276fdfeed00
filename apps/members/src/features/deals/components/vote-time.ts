const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * "2 days 5 hours left", "3 hours 10 minutes left", "under a minute left": the two largest units
 * are enough to decide whether to vote now; nothing finer, since the page refreshes once a minute.
 */
export function timeLeftText(ms: number): string {
  if (ms <= 0) return 'Closing now';
  if (ms < MINUTE) return 'Under a minute left';
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  if (days > 0) return `${plural(days, 'day')}${hours > 0 ? ` ${plural(hours, 'hour')}` : ''} left`;
  if (hours > 0) return `${plural(hours, 'hour')}${minutes > 0 ? ` ${plural(minutes, 'minute')}` : ''} left`;
  return `${plural(minutes, 'minute')} left`;
}

/**
 * "Fri, Nov 27, 2026, 2:00 PM GMT+1": a moment in the reader's own time zone (the browser's,
 * unless one is given), with the zone named so nobody has to guess whose afternoon it is.
 */
export function localMomentText(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short', ...(timeZone ? { timeZone } : {}) }).format(date);
}

/** "4 of 6 votes needed" while short of the quorum, "7 votes, quorum of 6 reached" once there. */
export function turnoutText(turnout: number, quorum: number): string {
  return turnout < quorum ? `${turnout} of ${quorum} votes needed` : `${plural(turnout, 'vote')}, quorum of ${quorum} reached`;
}

/** "3 yes · 1 no". */
export const yesNoText = (tally: { yes: number; no: number }) => `${tally.yes} yes · ${tally.no} no`;
