import { parseMoney } from '@quorum/domain';
import { PDF_TEXT_DEFAULTS } from '../../../lib/pdf-text';
import { expectLinearTime } from '../../../testing/linear-time-contract';
import { MAX_WORDS_READ } from './figures';
import { splitSentences } from './sentences';
import { textStats } from './text-stats';
import { analyzeDeckText } from './testing/analyze-deck-text';

/**
 * The built-in analysts run dozens of patterns over deck and website text that anyone can write.
 * Each shape below made one of the old patterns backtrack quadratically (a run of digits retried
 * from every digit, spaces taken by two quantifiers side by side). The analysis runs in a worker
 * with a time budget, but a deck must not be able to make it miss that budget: the whole analysis
 * of the largest text Quorum keeps from one source (a PDF's character cap) must stay linear.
 */
const MAX_CHARS = PDF_TEXT_DEFAULTS.maxChars;
const fill = (unit: string, chars: number) => unit.repeat(Math.floor(chars / unit.length));

const SHAPES: Array<[string, (chars: number) => string]> = [
  ['one long number', (chars) => `${fill('1', chars)}z`],
  ['numbers joined by commas', (chars) => fill('1,', chars)],
  ['two-digit groups joined by commas', (chars) => fill('11,', chars)],
  ['a revenue word, then spaces', (chars) => `ARR${fill(' ', chars)}!`],
  ['dollar figures without units', (chars) => fill('$1', chars)],
  ['percent signs after numbers', (chars) => fill('1 % ', chars)],
  ['market figures far apart', (chars) => fill('$1b market ', chars)],
  ['decimal points without end', (chars) => fill('1.', chars)],
  ['a name that never ends', (chars) => `ex-A${fill('a', chars)}-`],
  ['sentence ends without capitals', (chars) => fill('. ', chars)],
  // Shapes aimed at compromise: its splitter is quadratic in one unsplit piece on the first two,
  // and its number reader costs most on clauses made of numbers only.
  ['dots before a letter', (chars) => `${fill('.', chars)}x`],
  ['one sentence, no punctuation', (chars) => fill('word ', chars)],
  ['nested brackets and quotes', (chars) => fill('([{"“', chars)],
  ['numbers only', (chars) => fill('1 ', chars)],
  ['number words only', (chars) => fill('one ', chars)],
  ['figures in words', (chars) => fill('two million in ARR, forty percent growth, a hundred and twenty customers, ', chars)],
  ['a figure cut by every line', (chars) => fill('growth of forty percent, 1\n', chars)],
  ['200,000 digits on wrapped lines', (chars) => fill(`${'9'.repeat(99)}\n`, chars)],
];

const analysisOf = (text: string) => analyzeDeckText('Hostile', text);

describe('the built-in analysis on hostile text of the largest size kept (linear time)', () => {
  it.each(SHAPES)('%s', (_shape, make) => {
    // Quadratic on 400,000 characters means minutes; linear means well under a second.
    expectLinearTime(make, analysisOf, MAX_CHARS, 2_000);
  });

  // More than one source is read per deal (decks, a website, notes): the splitter alone over a
  // megabyte of one "sentence" must stay linear too.
  it.each([
    ['one sentence of a megabyte', (chars: number) => fill('word ', chars)],
    ['a megabyte of dots before a letter', (chars: number) => `${fill('.', chars)}x`],
    ['a megabyte of digits', (chars: number) => fill('1', chars)],
  ])('splits %s in linear time', (_shape, make) => {
    expectLinearTime(make, splitSentences, 1_000_000, 2_000);
  });

  it('reads figures in at most a bounded number of words, whatever the material holds', () => {
    const sentence = 'We have a hundred and twenty customers. ';
    const figures = analysisOf(fill(sentence, MAX_CHARS)).evidence.traction;
    expect(figures.length).toBeGreaterThan(0);
    // Each repeat is the same sentence, read once; distinct ones past the budget are not read.
    const distinct = Array.from({ length: 2_000 }, (_, index) => `Customer group ${index + 1} has twenty customers.`).join('\n');
    expect(textStats(distinct).quantifiedSentences).toBeLessThanOrEqual(MAX_WORDS_READ);
  });

  it('still finds figures in ordinary sentences', () => {
    expect(textStats('Revenue grew to $2.4M ARR.\nWe have 1,200 paying customers.\nGrowth is 18% month over month.').quantifiedSentences).toBe(3);
    const evidence = analysisOf('Revenue grew to $2.4M ARR.\nWe have 1,200 paying customers.\nGrowth is 18% month over month.\nARR of $3M.').evidence;
    expect(evidence.traction.map((hit) => hit.label)).toEqual(['revenue figure', 'customer count', 'revenue figure', 'growth rate']);
    expect(parseMoney('ARR of $1,200,000 today')).toBe(1_200_000);
  });
});
