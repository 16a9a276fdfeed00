import { CONSTANTS } from '../constants';
import { VALIDATION_MESSAGES } from './validation-messages';

export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** 'YYYY-MM-DD' as a real calendar date (no 2023-02-30), else undefined. */
export function parseCalendarDate(text: string): CalendarDate | undefined {
  const match = typeof text === 'string' ? ISO_DATE.exec(text.trim()) : null;
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

function compare(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * The date rule: 'YYYY-MM-DD', a real date, not in the future and not more than 120
 * years ago. "Today" is `now`'s UTC calendar date: the domain takes the clock as an argument and
 * UTC keeps the answer the same on every server. An invalid `now` skips the range check (the
 * format check still applies) rather than rejecting every applicant because of a broken clock.
 */
export function dateMessage(text: string, now: Date): string | undefined {
  const date = parseCalendarDate(text);
  if (date === undefined) return VALIDATION_MESSAGES.DATE_INVALID;
  const time = now instanceof Date ? now.getTime() : Number.NaN;
  if (!Number.isFinite(time)) return undefined;
  const today: CalendarDate = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
  const earliest: CalendarDate = { ...today, year: today.year - CONSTANTS.MAX_DATE_AGE_YEARS };
  if (compare(date, today) > 0 || compare(date, earliest) < 0) return VALIDATION_MESSAGES.DATE_OUT_OF_RANGE;
  return undefined;
}
