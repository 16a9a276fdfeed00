/**
 * A measurement, not a test: builds the index keys of a generated 20,000-entry list, then screens
 * one application (5 people) and 1,000 members against it through an in-memory key map standing
 * in for the screening_keys table. Figures are quoted in docs/flows/screening.md.
 * Run: npx tsx --tsconfig apps/api/tsconfig.app.json apps/api/src/modules/screening/matching/measure-matching.ts
 */
import { SYLLABLES, seededRandom } from '../../../testing/seeded-names';
import type { ListEntry } from '../lists/list-entry';
import { matcher } from './matcher';
import type { ScreenedPerson } from './screened-person';

const LIST_SIZE = 20_000;
const random = seededRandom(42);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const word = () => Array.from({ length: 2 + Math.floor(random() * 2) }, () => pick(SYLLABLES)).join('');
const fullName = () => Array.from({ length: 2 + Math.floor(random() * 2) }, word).join(' ');
const year = () => String(1940 + Math.floor(random() * 60));

const entries: ListEntry[] = Array.from({ length: LIST_SIZE }, (_, index) => ({
  externalId: String(index),
  kind: random() < 0.8 ? 'person' : 'entity',
  name: fullName(),
  aliases: Array.from({ length: Math.floor(random() * 3) }, fullName),
  birthDates: [year()],
  nationalities: [pick(['ru', 'ir', 'sy', 'kp', 'gb', 'us'])],
  topics: ['sanction'],
  details: {},
}));

let started = performance.now();
const index = new Map<string, number[]>();
let keyCount = 0;
let names = 0;
for (const [position, entry] of entries.entries()) {
  for (const name of [entry.name, ...entry.aliases]) {
    const keys = matcher.nameKeys(name);
    names += 1;
    keyCount += keys.length;
    for (const key of keys) {
      const positions = index.get(key);
      if (positions) positions.push(position);
      else index.set(key, [position]);
    }
  }
}
const buildMs = performance.now() - started;

function screen(people: readonly ScreenedPerson[], wordKeysOnly = false): { hits: number; candidates: number } {
  let hits = 0;
  let candidates = 0;
  for (const person of people) {
    const found = new Set<number>();
    for (const key of matcher.nameKeys(person.name)) {
      if (wordKeysOnly && !key.startsWith('t:')) continue;
      for (const position of index.get(key) ?? []) found.add(position);
    }
    candidates += found.size;
    for (const position of found) if (matcher.scoreMatch(person, entries[position] as ListEntry)) hits += 1;
  }
  return { hits, candidates };
}
/** One person in ten is on the list, born the year the list says; the others are new names. */
function person(): ScreenedPerson {
  if (random() < 0.1) {
    const listed = pick(entries);
    return { name: listed.name, birthDate: `${listed.birthDates[0] ?? year()}-06-15`, nationality: 'gb' };
  }
  return { name: fullName(), birthDate: `${year()}-01-01`, nationality: 'gb' };
}

const application = Array.from({ length: 5 }, person);
started = performance.now();
const applicationResult = screen(application);
const applicationMs = performance.now() - started;

const members = Array.from({ length: 1_000 }, person);
started = performance.now();
const membersResult = screen(members);
const membersMs = performance.now() - started;

console.log(`keys: ${names} names, ${(keyCount / names).toFixed(1)} keys a name (max 16), ${index.size} distinct keys, built in ${buildMs.toFixed(0)} ms`);
console.log(`one application (5 people): ${applicationMs.toFixed(1)} ms, ${applicationResult.candidates} candidates scored, ${applicationResult.hits} hits`);
const wordsOnly = screen(members, true);
console.log(`(the same 1,000 members through word keys alone: ${wordsOnly.candidates} candidates, ${wordsOnly.hits} hits)`);
console.log(`1,000 members: ${membersMs.toFixed(0)} ms, ${membersResult.candidates} candidates scored, ${membersResult.hits} hits`);
