import type { ListEntry } from '../lists/list-entry';

/** A person screened: the name as given, with the date of birth and nationality when known. */
export interface ScreenedPerson {
  name: string;
  /** YYYY-MM-DD, or null. */
  birthDate: string | null;
  /** ISO 3166 alpha-2 lower case, or a country name, or null. */
  nationality: string | null;
}

export type FieldComparison = 'match' | 'mismatch' | 'unknown';

/** How closely a person matches an entry: null below the threshold. */
export interface MatchResult {
  /** 0–100. */
  score: number;
  /** The entry's name or alias that matched best. */
  matchedName: string;
  birthDate: FieldComparison;
  nationality: FieldComparison;
}

/**
 * The matching contract (matching/ implements it):
 * - `nameKeys(name)`: the keys stored in screening_keys for an entry's names at import, and looked
 *   up for a screened person's name, so candidates come from the index, never from a scan.
 * - `scoreMatch(person, entry)`: the score, or null when below MATCH_THRESHOLD.
 */
export interface Matcher {
  nameKeys(name: string): string[];
  scoreMatch(person: ScreenedPerson, entry: Pick<ListEntry, 'name' | 'aliases' | 'birthDates' | 'nationalities' | 'kind'>): MatchResult | null;
}
