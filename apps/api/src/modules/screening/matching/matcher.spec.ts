import fc from 'fast-check';
import { expectLinearTime } from '../../../testing/linear-time-contract';
import type { ListEntry } from '../lists/list-entry';
import { matcher, MATCH_THRESHOLD, normalizeName } from './matcher';
import type { ScreenedPerson } from './screened-person';

type Entry = Pick<ListEntry, 'name' | 'aliases' | 'birthDates' | 'nationalities' | 'kind'>;

function entry(name: string, extra: Partial<Entry> = {}): Entry {
  return { name, aliases: [], birthDates: [], nationalities: [], kind: 'person', ...extra };
}

function person(name: string, birthDate: string | null = null, nationality: string | null = null): ScreenedPerson {
  return { name, birthDate, nationality };
}

describe('normalizeName', () => {
  it.each([
    ['John SMITH', ['john', 'smith']],
    ['Smith, John', ['john', 'smith']],
    ['José Müller-Lüdenscheidt', ['jose', 'ludenscheidt', 'muller']],
    ["Seán O'Brien", ['obrien', 'sean']],
    ['Владимир Путин', ['putin', 'vladimir']],
    ['Αλέξης Τσίπρας', ['alexis', 'tsipras']],
    ['习近平', ['jin', 'ping', 'xi']],
    ['Mr. Dr. John Smith Jr.', ['john', 'smith']],
    ['Sheikh Haji Abdul Rahman', ['abdul', 'rahman']],
    ['Haji', ['haji']],
    ['J. R. R. Tolkien', ['j', 'r', 'r', 'tolkien']],
  ])('%s → %j', (name, tokens) => {
    expect(normalizeName(name)).toEqual(tokens);
  });

  it('gives Arabic a Latin spelling to compare', () => {
    expect(normalizeName('محمد').join('')).toMatch(/^[a-z]+$/);
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (name) => {
      const once = normalizeName(name);
      expect(normalizeName(once.join(' '))).toEqual(once);
    }));
  });

  it('does not depend on word order', () => {
    // Letters only: À-ÿ holds two symbols, × and ÷, and a "word" of ÷ is no name (it normalizes to nothing).
    const word = fc.stringMatching(/^[A-Za-zÀ-ÖØ-öø-ÿ]{1,10}$/);
    const wordsAndShuffle = fc
      .array(word, { minLength: 1, maxLength: 5 })
      .chain((words) => fc.tuple(fc.constant(words), fc.shuffledSubarray(words, { minLength: words.length, maxLength: words.length })));
    fc.assert(fc.property(wordsAndShuffle, ([words, shuffled]) => {
      expect(normalizeName(shuffled.join(' '))).toEqual(normalizeName(words.join(' ')));
      expect(matcher.scoreMatch(person(shuffled.join(' ')), entry(words.join(' ')))?.score).toBe(100);
    }));
  });
});

describe('matcher.scoreMatch: names', () => {
  it.each([
    ['exact', 'John Smith', 'John Smith'],
    ['reordered', 'Smith John', 'John Smith'],
    ['OFAC order', 'John Smith', 'SMITH, John'],
    ['accented', 'José Müller', 'Jose Muller'],
    ['transliterated from Cyrillic', 'Ivan Petrov', 'Иван Петров'],
    ['transliterated from Greek', 'Alexis Tsipras', 'Αλέξης Τσίπρας'],
    ['transliterated from Chinese', 'Xi Jinping', '习近平'],
    ['a transliteration variant', 'Muammar Gaddafi', 'Muammar Qaddafi'],
    ['another variant', 'Osama bin Laden', 'Usama bin Ladin'],
    ['honorific', 'Dr John Smith', 'John Smith'],
    ['honorific on the list', 'Abdul Rahman', 'Sheikh Abdul Rahman'],
    ['initial', 'J. Smith', 'John Smith'],
    ['a typo within the threshold', 'John Smyth', 'John Smith'],
    ['a missing patronymic', 'Vladimir Putin', 'Vladimir Vladimirovich Putin'],
    ['written as one word', 'Abdulrahman Ali', 'Abdul Rahman Ali'],
  ])('%s: %s matches %s', (_case, name, listed) => {
    const result = matcher.scoreMatch(person(name), entry(listed));
    expect(result).not.toBeNull();
    expect(result?.score).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    expect(result).toMatchObject({ matchedName: listed, birthDate: 'unknown', nationality: 'unknown' });
  });

  it.each([
    ['another first name', 'Jane Smithson', 'John Smith'],
    ['another person altogether', 'Peter Brown', 'Petra Braun'],
    ['a surname alone', 'Smith', 'John Smith'],
    ['sharing one word', 'Alexei Navalny', 'Alexei Novikov'],
  ])('%s: %s does not match %s', (_case, name, listed) => {
    expect(matcher.scoreMatch(person(name), entry(listed))).toBeNull();
  });

  it('matches through an alias and names the alias', () => {
    const listed = entry('Ivan Sergeyevich PETROV', { aliases: ['Иван Петров', 'Vanya PETROFF'] });
    expect(matcher.scoreMatch(person('Vanya Petroff'), listed)).toMatchObject({ score: 100, matchedName: 'Vanya PETROFF' });
  });

  it('never matches a person with a vessel or an aircraft of the same name', () => {
    expect(matcher.scoreMatch(person('Anna Maria'), entry('ANNA MARIA', { kind: 'vessel' }))).toBeNull();
    expect(matcher.scoreMatch(person('Anna Maria'), entry('ANNA MARIA', { kind: 'aircraft' }))).toBeNull();
  });
});

describe('matcher.scoreMatch: date of birth and nationality', () => {
  const listed = entry('John Smith', { birthDates: ['1980-05-17'], nationalities: ['gb'] });

  it.each([
    ['same date', '1980-05-17', 'match'],

    ['same year', '1980-01-01', 'match'],
  ] as const)('%s: a hit, the date matching', (_case, birthDate, comparison) => {
    expect(matcher.scoreMatch(person('John Smith', birthDate), listed)?.birthDate).toBe(comparison);
  });

  it('day and month swapped on one side: still the same date', () => {
    const swapped = entry('John Smith', { birthDates: ['1980-07-05'] });
    expect(matcher.scoreMatch(person('John Smith', '1980-05-07'), swapped)).toMatchObject({ birthDate: 'match' });
  });

  it('a different birth year: no hit, however exact the name', () => {
    expect(matcher.scoreMatch(person('John Smith', '1985-05-17'), listed)).toBeNull();
    expect(matcher.scoreMatch(person('John Smith', '1981-05-17'), listed)).toBeNull();
  });

  it('a year only on the list: within one year matches, further does not', () => {
    const yearOnly = entry('John Smith', { birthDates: ['1980'] });
    expect(matcher.scoreMatch(person('John Smith', '1981-03-02'), yearOnly)?.birthDate).toBe('match');
    expect(matcher.scoreMatch(person('John Smith', '1979-12-30'), yearOnly)?.birthDate).toBe('match');
    expect(matcher.scoreMatch(person('John Smith', '1982-03-02'), yearOnly)).toBeNull();
  });

  it('one side unknown: the name decides', () => {
    expect(matcher.scoreMatch(person('John Smith', null), listed)).toMatchObject({ score: 100, birthDate: 'unknown' });
    expect(matcher.scoreMatch(person('John Smith', '1960-01-01'), entry('John Smith'))).toMatchObject({ score: 100, birthDate: 'unknown' });
  });

  it('the date lifts a fuzzy name it agrees with', () => {
    const fuzzyWithout = matcher.scoreMatch(person('John Smyth'), listed);
    const fuzzyWith = matcher.scoreMatch(person('John Smyth', '1980-05-17'), listed);
    expect(fuzzyWith?.score).toBeGreaterThan(fuzzyWithout?.score ?? 0);
  });

  it('nationality is weaker: a different one alone leaves an exact name a hit, but drops a fuzzy one', () => {
    expect(matcher.scoreMatch(person('John Smith', null, 'fr'), listed)).toMatchObject({ nationality: 'mismatch' });
    expect(matcher.scoreMatch(person('John Smith', null, 'fr'), listed)?.score).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    expect(matcher.scoreMatch(person('Jon Smyth', null, 'fr'), listed)).toBeNull();
    expect(matcher.scoreMatch(person('Jon Smyth', null, 'gb'), listed)).toMatchObject({ nationality: 'match' });
  });

  it('compares a country name with a code', () => {
    expect(matcher.scoreMatch(person('John Smith', null, 'United Kingdom'), listed)?.nationality).toBe('match');
  });

  it('an entity has no birth date or nationality to weigh', () => {
    const company = entry('Northern Star Shipping', { kind: 'entity', nationalities: ['ir'] });
    expect(matcher.scoreMatch(person('Northern Star Shipping', '1980-01-01', 'gb'), company)).toMatchObject({ score: 100, nationality: 'unknown' });
  });
});

describe('matcher.nameKeys', () => {
  it('keys each word of three letters or more and its sound, so spelling variants meet', () => {
    expect(matcher.nameKeys('Mohammed Al Ali')).toEqual(['t:mohammed', 'p:MHMT', 't:ali', 'p:AL']);
    const shared = (a: string, b: string) => matcher.nameKeys(a).filter((key) => matcher.nameKeys(b).includes(key));
    expect(shared('Muammar Gaddafi', 'Moammar Qadhafi')).not.toEqual([]);
    expect(shared('Ivan Petrov', 'Иван Петров')).toEqual(['t:petrov', 'p:PTRF', 't:ivan', 'p:AFN']);
  });

  it('stays small for long entity names', () => {
    const keys = matcher.nameKeys('Islamic Revolutionary Guard Corps Qods Force Aerospace Division Command Centre of Tehran Province');
    expect(keys.length).toBeLessThanOrEqual(16);
  });
});

describe('hostile input', () => {
  it('normalises and scores a 64 KB name in linear time', () => {
    const listed = entry('Ivan Sergeyevich Petrov', { aliases: ['Иван Петров'] });
    expectLinearTime(
      (size) => 'ж'.repeat(size),
      (name) => matcher.scoreMatch(person(name), listed),
      64 * 1024,
    );
    expectLinearTime(
      (size) => 'a '.repeat(size / 2),
      (name) => [normalizeName(name), matcher.nameKeys(name)],
      64 * 1024,
    );
  });
});
