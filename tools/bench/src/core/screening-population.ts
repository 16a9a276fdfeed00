import { SYLLABLES, seededRandom } from '@quorum/api/testing';
import { openSanctionsCsv, type ListedPerson } from '@quorum/testing';

/**
 * A generated sanctions list and the people screened against it, the same on every run (a fixed
 * seed). Given names are one syllable (the 630 there are, so each is shared by about 60 entries of a
 * 20,000-entry list and their aliases, as the commonest given names are on real lists) and surnames
 * two or three, from a pool of 15,000. Short names sound alike, so the sound keys bring many more
 * candidates still: a screened name finds about 470 entries to score. Denser than a real list, so
 * the figures are upper ones (docs/flows/screening.md).
 */

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export interface ScreenedName {
  firstName: string;
  lastName: string;
}

export interface ScreeningPopulation {
  /** The list's people, each with one alias and a date of birth. */
  listed: ListedPerson[];
  /** Its OpenSanctions targets.simple.csv. */
  file: Buffer;
  /** A name to screen: one in ten is a listed person's own name, the others new names from the same pools. */
  person(): ScreenedName;
}

export function screeningPopulation(entries: number, seed = 42): ScreeningPopulation {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const word = (syllables: number) => capitalised(Array.from({ length: syllables }, () => pick(SYLLABLES)).join(''));
  const firstNames = SYLLABLES.map(capitalised);
  const surnames = Array.from({ length: 15_000 }, () => word(2 + Math.floor(random() * 2)));
  const name = (): ScreenedName => ({ firstName: pick(firstNames), lastName: pick(surnames) });
  const year = () => 1940 + Math.floor(random() * 60);
  const listed: ListedPerson[] = Array.from({ length: entries }, (_, index) => {
    const main = name();
    const birth = `${year()}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;
    return { id: `BENCH-${index}`, ...main, aliases: [{ firstName: pick(firstNames), lastName: main.lastName }], birthDate: birth };
  });
  return {
    listed,
    file: openSanctionsCsv('2026-11-27T06:00:00', listed),
    person: () => {
      if (random() >= 0.1) return name();
      const { firstName, lastName } = pick(listed);
      return { firstName, lastName };
    },
  };
}
