import { QUESTION_KINDS, type Question } from '../questions/question.types';
import { readPercentage } from './person-list-rule';
import { validateAnswer } from './validate-answer';

/**
 * The API checks every answer of a submitted application with these rules, on its request thread,
 * before anyone has signed in. A rule whose pattern backtracks would let one request hold the API
 * for minutes. Each rule gets answers of the largest size a request can carry (the API's 1 MB
 * body limit) shaped to make a backtracking pattern retry from every split: the 1 MB run must end
 * within a second, and grow about ×4 from 256 KB (linear), not ×16 (quadratic).
 */
const MB = 1024 * 1024;
const NOW = new Date('2026-06-01T12:00:00Z');
const fill = (unit: string, chars: number) => unit.repeat(Math.floor(chars / unit.length));

const SHAPES: Array<[string, (chars: number) => string]> = [
  ['a number, then spaces that never end the answer', (chars) => `1${fill(' ', chars)}x`],
  ['a number, then spaces and a percent sign', (chars) => `1${fill(' ', chars / 2)}%${fill(' ', chars / 2)}x`],
  ['digits without end', (chars) => `${fill('1', chars)}x`],
  ['dotted labels without a top-level domain', (chars) => `a@${fill('a.', chars)}1`],
  ['a long local part', (chars) => `${fill('a.', chars)}@`],
  ['an address of dots', (chars) => `https://${fill('a.', chars)}`],
  ['a phone number that never ends', (chars) => `+${fill('1 (2) 3-', chars)}x`],
  ['a date of digits', (chars) => `${fill('12-', chars)}`],
  ['mixed separators', (chars) => fill('1.1e1 ', chars)],
];

/** CPU time so far, in ms (this thread's on Node 24 and later): a busy machine preempts the longer run more often, which skews wall time. */
function cpuMs(): number {
  // eslint-disable-next-line no-restricted-globals -- test-only: CPU time is what Node alone can tell
  const usage = (process as { threadCpuUsage?: () => NodeJS.CpuUsage }).threadCpuUsage?.() ?? process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

function bestOfThree(run: () => unknown): number {
  let best = Infinity;
  for (let round = 0; round < 3; round += 1) {
    const started = cpuMs();
    run();
    best = Math.min(best, cpuMs() - started);
  }
  return best;
}

/**
 * As apps/api/src/testing/linear-time-contract.ts (a copy: the domain's tests may not depend on the
 * API's or on libs/testing, which depends on the domain): a ceiling, and near-linear growth once
 * timings rise above noise, in CPU time.
 */
function expectLinear(run: (chars: number) => unknown): void {
  run(MB / 4); // warm up the JIT
  const smallMs = bestOfThree(() => run(MB / 4));
  const largeMs = bestOfThree(() => run(MB));
  // A backtracking pattern on 1 MB takes seconds to hours; a linear rule takes milliseconds.
  expect(largeMs).toBeLessThan(1000);
  // Below 100 ms, garbage collection and timer noise swamp the ratio; above it, growth must stay near ×4.
  if (largeMs > 100) expect(largeMs / smallMs).toBeLessThan(10);
}

describe('answer rules on hostile answers of the largest accepted size (linear time)', () => {
  const kinds = QUESTION_KINDS.filter((kind) => !['welcome', 'submit', 'information'].includes(kind));

  it.each(SHAPES)('every question kind, %s', (_shape, make) => {
    const answers = new Map([MB / 4, MB].map((chars) => [chars, make(chars)]));
    expectLinear((chars) => {
      const answer = answers.get(chars) ?? '';
      for (const type of kinds) {
        const question = { id: 'q', type, question: 'Q?' } as Question;
        validateAnswer(question, answer, NOW);
        // Person lists read each person's ownership percentage as text.
        validateAnswer(question, [{ name: 'Ann', idNumber: '1', ownershipPercentage: answer, idDocuments: [] }], NOW);
      }
    });
  });

  it('reads percentages as before, with spaces and the sign trimmed', () => {
    expect([' 40 % ', '12.5%', '7', '1 x', '%', '1.', '.5', ' 40 %% '].map(readPercentage)).toEqual([40, 12.5, 7, undefined, undefined, undefined, undefined, undefined]);
  });
});
