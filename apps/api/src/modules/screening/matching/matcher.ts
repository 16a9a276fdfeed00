import { doubleMetaphone } from 'double-metaphone';
import { compareBirthDates, compareNationalities } from './field-comparison';
import { nameSimilarity } from './name-similarity';
import { normalizeName } from './normalize-name';
import type { Matcher, MatchResult } from './screened-person';

export { normalizeName };

/**
 * The score from which a person and a list entry make a hit. At 88 a one-letter typo in a
 * surname (Smyth for Smith: 94), an initial for a first name (J Smith: 93), a missing middle name
 * or patronymic (97) or a transliteration variant (Usama/Osama, Ladin/Laden: ~90) still flag,
 * while a different first name or surname (John/Jane Smith: under 60) does not, and a birth year
 * two or more years apart takes any name under it. See docs/flows/screening.md.
 */
export const MATCH_THRESHOLD = 88;

/** Words too common in listed names to find candidates by: 'bin Laden' is found by 'laden'. */
const COMMON_WORDS = new Set(['bin', 'ibn', 'abu', 'abd', 'the', 'and', 'for', 'ltd', 'llc', 'inc', 'company', 'group', 'limited']);
const MIN_KEY_TOKEN = 3;
/** Names with more words (long entity names) are keyed on their longest words, which tell them apart. */
const MAX_KEYED_TOKENS = 8;

/**
 * Index keys for a name: each normalised word of 3+ letters ('t:smith') and its Double Metaphone
 * code ('p:SM0'), so spellings that sound alike (Mohammed/Muhammad, Qaddafi/Gaddafi, Smith/Smyth)
 * meet in the index even when every word has a typo. At most 16 keys a name.
 */
function nameKeys(name: string): string[] {
  const words = [...new Set(normalizeName(name))].filter((word) => word.length >= MIN_KEY_TOKEN && !COMMON_WORDS.has(word));
  const keyed = words.sort((a, b) => b.length - a.length || a.localeCompare(b)).slice(0, MAX_KEYED_TOKENS);
  const keys = new Set<string>();
  for (const word of keyed) {
    keys.add(`t:${word}`);
    const [primary] = doubleMetaphone(word);
    if (primary) keys.add(`p:${primary}`);
  }
  return [...keys];
}

function scoreMatch(...[person, entry]: Parameters<Matcher['scoreMatch']>): MatchResult | null {
  // A person is never a ship or an aeroplane, however the vessel is named.
  if (entry.kind === 'vessel' || entry.kind === 'aircraft') return null;
  const personTokens = normalizeName(person.name);
  let bestName = { score: 0, name: entry.name };
  for (const listedName of [entry.name, ...entry.aliases]) {
    const score = nameSimilarity(personTokens, normalizeName(listedName));
    if (score > bestName.score) bestName = { score, name: listedName };
  }
  if (bestName.score === 0) return null;
  // Dates of birth and nationalities belong to people; an entity's name alone decides.
  const isPerson = entry.kind !== 'entity';
  const birthDate = isPerson ? compareBirthDates(person.birthDate, entry.birthDates) : { comparison: 'unknown' as const, points: 0 };
  const nationality = isPerson ? compareNationalities(person.nationality, entry.nationalities) : { comparison: 'unknown' as const, points: 0 };
  const score = Math.round(Math.max(0, Math.min(100, bestName.score + birthDate.points + nationality.points)));
  if (score < MATCH_THRESHOLD) return null;
  return { score, matchedName: bestName.name, birthDate: birthDate.comparison, nationality: nationality.comparison };
}

export const matcher: Matcher = { nameKeys, scoreMatch };
