import nlp from 'compromise';
import { collapseSpaces } from './sentences';

/** A number the material states, read by compromise: "$2.4M", "40%", "two million", "a hundred and twenty". */
export interface Figure {
  /** The number as written, scaled: "$2.4M" and "two million" are 2,400,000 and 2,000,000. */
  value: number;
  kind: 'money' | 'percent' | 'multiple' | 'count';
  /** The words of the clause before and after the figure, lowercased, without punctuation. */
  before: string[];
  after: string[];
}

/**
 * compromise's tagger is what reads numbers written in words, and it is the costly part: one to a
 * few milliseconds a clause, and a clause that is nothing but numbers ("1 1 1 1 …") costs far more.
 * So it is handed only clauses that hold a digit or a number word, each cut to its first
 * MAX_CLAUSE_WORDS words, and at most MAX_WORDS_READ words for a whole analysis, in reading order.
 * A real deck's figures fit many times over (a 40-page deck states a few hundred words of figures);
 * a crafted one stops here, so the analysis stays well within its worker's CPU budget.
 */
export const MAX_CLAUSE_WORDS = 24;
export const MAX_WORDS_READ = 2_000;
/** Clauses handed to compromise in one document: its per-document overhead dominates single short clauses. */
const BATCH = 64;

const NUMBER_WORDS = new Set(
  'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million billion trillion dozen'.split(' '),
);
const SCALES: Record<string, number> = { k: 1e3, m: 1e6, mm: 1e6, mn: 1e6, b: 1e9, bn: 1e9, t: 1e12 };
const MONEY_WORDS = new Set(['dollars', 'usd', 'eur', 'euros', 'gbp', 'pounds']);
const PERCENT_WORDS = new Set(['percent', 'per cent', '%', 'pct']);

/** Lowercased words without the punctuation around them. */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const raw of collapseSpaces(text).toLowerCase().split(' ')) {
    let start = 0;
    let end = raw.length;
    while (start < end && !isWordChar(raw[start] ?? '')) start += 1;
    while (end > start && !isWordChar(raw[end - 1] ?? '')) end -= 1;
    if (end > start) words.push(raw.slice(start, end));
  }
  return words;
}

function isWordChar(char: string): boolean {
  return char === '%' || char === '$' || char.toLowerCase() !== char.toUpperCase() || (char >= '0' && char <= '9');
}

/** Whether compromise could find a number here: a digit or a number word. */
export function mayHoldFigure(words: readonly string[]): boolean {
  for (const word of words) {
    if (NUMBER_WORDS.has(word)) return true;
    for (const char of word) if (char >= '0' && char <= '9') return true;
  }
  return false;
}

interface CompromiseNumber {
  text: string;
  offset: { start: number; length: number };
  number: { prefix: string; num: number; suffix: string; unit: string };
}

function figureOf(found: CompromiseNumber, clause: string, start: number): Figure | undefined {
  const { prefix, num, suffix, unit } = found.number;
  if (!Number.isFinite(num)) return undefined;
  const before = wordsOf(clause.slice(0, start)).slice(-5);
  const after = wordsOf(clause.slice(start + found.offset.length)).slice(0, 5);
  const scaleWord = (suffix || unit).toLowerCase();
  let value = num * (SCALES[scaleWord] ?? 1);
  let kind: Figure['kind'] = 'count';
  if (prefix === '$' || found.text.startsWith('$') || found.text.startsWith('€') || found.text.startsWith('£') || MONEY_WORDS.has(after[0] ?? '')) kind = 'money';
  else if (suffix === '%' || PERCENT_WORDS.has(unit) || PERCENT_WORDS.has(after[0] ?? '')) kind = 'percent';
  else if (scaleWord === 'x' || after[0] === 'x' || after[0] === 'times') kind = 'multiple';
  // "$2M" written as "2 million" after a dollar sign the tagger kept apart, or "$40m": the scale word comes next.
  if (kind !== 'percent' && SCALES[after[0] ?? ''] === undefined && (after[0] === 'million' || after[0] === 'billion')) value *= after[0] === 'million' ? 1e6 : 1e9;
  return { value, kind, before, after: kind === 'percent' && (after[0] === 'percent' || after[0] === 'pct') ? after.slice(1) : after };
}

/**
 * The figures of each clause, read by compromise in batches. Clauses past the budget, or without
 * a digit or number word, get none. Deterministic: the same clauses give the same figures.
 */
export function readFigures(clauses: readonly string[]): Figure[][] {
  const figures: Figure[][] = clauses.map(() => []);
  const handed: Array<{ index: number; text: string }> = [];
  let budget = MAX_WORDS_READ;
  clauses.forEach((clause, index) => {
    if (budget <= 0) return;
    const words = collapseSpaces(clause).split(' ');
    if (!mayHoldFigure(wordsOf(clause))) return;
    const text = words.slice(0, Math.min(MAX_CLAUSE_WORDS, budget)).join(' ');
    budget -= Math.min(words.length, MAX_CLAUSE_WORDS);
    handed.push({ index, text });
  });
  for (let first = 0; first < handed.length; first += BATCH) {
    const batch = handed.slice(first, first + BATCH);
    // One clause a line: compromise ends a sentence at a line break, so no figure spans two clauses.
    const starts: number[] = [];
    let joined = '';
    for (const clause of batch) {
      starts.push(joined.length);
      joined += `${clause.text}\n`;
    }
    const found = nlp(joined).numbers().json({ offset: true }) as CompromiseNumber[];
    let at = 0;
    for (const number of found) {
      while (at + 1 < batch.length && (starts[at + 1] ?? Infinity) <= number.offset.start) at += 1;
      const clause = batch[at];
      if (!clause) continue;
      const figure = figureOf(number, clause.text, number.offset.start - (starts[at] ?? 0));
      if (figure) figures[clause.index]?.push(figure);
    }
  }
  return figures;
}
