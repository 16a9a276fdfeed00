import type { FieldComparison } from './screened-person';
import { countryCode } from '../lists/country-codes';

/**
 * Date of birth and nationality, compared only when both sides have them: they move the name's
 * score up or down, and an unknown side leaves the name to decide. See docs/flows/screening.md.
 */
export interface FieldOutcome {
  comparison: FieldComparison;
  /** Points added to (or taken from) the name's score. */
  points: number;
}

const UNKNOWN: FieldOutcome = { comparison: 'unknown', points: 0 };
/** The same day (or the day and month swapped, a common clerical slip). */
const SAME_DATE = 8;
/** The same year, or within a year where one side gives only the year. */
const SAME_YEAR = 3;
/** A birth year further apart: the same name, but another person. Enough to take any name under the threshold. */
const OTHER_YEAR = -40;
const SAME_NATIONALITY = 3;
/** Weaker than the date: people hold two nationalities and lists record one. */
const OTHER_NATIONALITY = -8;

function parts(date: string): { year: number; month?: string; day?: string } {
  const [year, month, day] = date.split('-');
  return { year: Number(year), month, day };
}

function compareOne(person: string, listed: string): FieldOutcome {
  const a = parts(person);
  const b = parts(listed);
  if (!Number.isInteger(a.year) || !Number.isInteger(b.year)) return UNKNOWN;
  const bothFull = a.month && a.day && b.month && b.day;
  if (bothFull && ((a.month === b.month && a.day === b.day) || (a.month === b.day && a.day === b.month))) {
    if (a.year === b.year) return { comparison: 'match', points: SAME_DATE };
  }
  if (a.year === b.year) return { comparison: 'match', points: SAME_YEAR };
  if (!bothFull && Math.abs(a.year - b.year) <= 1) return { comparison: 'match', points: SAME_YEAR };
  return { comparison: 'mismatch', points: OTHER_YEAR };
}

/** The best outcome over the entry's dates: lists give several when unsure. */
export function compareBirthDates(person: string | null, listed: readonly string[]): FieldOutcome {
  if (!person || listed.length === 0) return UNKNOWN;
  let best: FieldOutcome | null = null;
  for (const date of listed) {
    const outcome = compareOne(person, date);
    if (outcome.comparison !== 'unknown' && (!best || outcome.points > best.points)) best = outcome;
  }
  return best ?? UNKNOWN;
}

export function compareNationalities(person: string | null, listed: readonly string[]): FieldOutcome {
  if (!person || listed.length === 0) return UNKNOWN;
  const code = countryCode(person);
  return listed.map(countryCode).includes(code)
    ? { comparison: 'match', points: SAME_NATIONALITY }
    : { comparison: 'mismatch', points: OTHER_NATIONALITY };
}
