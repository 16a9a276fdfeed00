import { formatAmount } from '@quorum/domain';

/** An amount of the wire (digits of minor units) as people read it: "$25,000", "$25,000.50". */
export const money = (minor: string, currency: string): string => formatAmount(BigInt(minor), currency);

let dateFormat: Intl.DateTimeFormat | null = null;
let dateTimeFormat: Intl.DateTimeFormat | null = null;

/** "Jun 8, 2026" for a calendar day (YYYY-MM-DD, read as that day everywhere). */
export function formatDay(day: string): string {
  dateFormat ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return dateFormat.format(new Date(`${day}T00:00:00Z`));
}

/** "Jun 8, 2026, 12:00 PM UTC": a deadline says its own time zone, the reader's is unknown to the server. */
export function formatDeadline(iso: string): string {
  dateTimeFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return `${dateTimeFormat.format(new Date(iso))} UTC`;
}
