import type { LeasedWork } from '@quorum/domain';

/** Instants as the admin's own clock reads them, to the minute. */
const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const MINUTE = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

export const formatWhen = (iso: string): string => WHEN.format(new Date(iso));
export const formatMinute = (iso: string): string => MINUTE.format(new Date(iso));

/** "1 review job", "3 review jobs". */
export const counted = (value: number, one: string, many: string): string => `${value.toLocaleString()} ${value === 1 ? one : many}`;

/** "4 days 2 hours", "12 minutes", "less than a minute": the two largest units, enough to read at a glance. */
export function formatDuration(seconds: number): string {
  const units: Array<[number, string, string]> = [
    [86_400, 'day', 'days'],
    [3_600, 'hour', 'hours'],
    [60, 'minute', 'minutes'],
  ];
  const parts: string[] = [];
  let left = Math.max(0, Math.floor(seconds));
  for (const [size, one, many] of units) {
    const value = Math.floor(left / size);
    left -= value * size;
    if (value > 0 || parts.length > 0) parts.push(counted(value, one, many));
    if (parts.length === 2) break;
  }
  const shown = parts.filter((part) => !part.startsWith('0 '));
  return shown.length > 0 ? shown.join(' ') : 'less than a minute';
}

/** A share of a limit as a whole percent; "under 1%" rather than a misleading 0 once anything is used. */
export function percentOf(used: number, limit: number): string {
  if (limit <= 0) return '—';
  const share = (used / limit) * 100;
  if (used > 0 && share < 1) return 'under 1%';
  return `${Math.round(share)}%`;
}

/** What each kind of leased work is called, counted. */
export const LEASED_WORK_TEXT: Record<LeasedWork, [string, string]> = {
  'review-jobs': ['review job', 'review jobs'],
  'webhook-deliveries': ['webhook delivery', 'webhook deliveries'],
  'vote-windows': ['vote window closing', 'vote windows closing'],
  rounds: ['round closing or capital call', 'rounds closing or capital calls'],
  retention: ['retention run', 'retention runs'],
};

/** The events a webhook carries, as an admin reads them. */
const EVENT_TEXT: Record<string, string> = {
  onComplete: 'Report finished (the submitter’s webhook)',
  onError: 'Report failed (the submitter’s webhook)',
  'deal.decided': 'Deal decided',
  'round.opened': 'Round opened',
  'round.closed': 'Round closed',
  'distribution.recorded': 'Distribution recorded',
};
export const eventText = (event: string): string => wordsFor(EVENT_TEXT, event);

/**
 * The words a table has for a value the server sent, or the value itself: only the table's own
 * entries, so a value named like an Object property ('constructor', 'toString') is shown as it is,
 * not as a function React cannot render.
 */
export const wordsFor = (table: Readonly<Record<string, string>>, value: string): string => (Object.hasOwn(table, value) ? (table[value] ?? value) : value);
