import fc from 'fast-check';
import { reportProgress } from './report-progress';

describe('reportProgress', () => {
  it.each([
    ['processing', '', 25, 'Processing', false],
    ['analyzing', undefined, 50, 'Analyzing', false],
    ['summarizing', '   ', 75, 'Summarizing', false],
    ['done', '', 100, 'Report complete!', false],
    ['done', 'All agents finished', 100, 'All agents finished', false],
    ['analyzing', ' Reading the deck ', 50, 'Reading the deck', false],
    ['ANALYZING', '', 50, 'Analyzing', false],
    ['queued', '', 25, 'Queued', false],
    [undefined, undefined, 25, 'Product, Technical, and Business Analysis', false],
    ['', '', 25, 'Product, Technical, and Business Analysis', false],
    [42, null, 25, 'Product, Technical, and Business Analysis', false],
    ['error', '', 25, 'Report generation failed', true],
    ['error', 'Agent crashed', 25, 'Agent crashed', true],
  ])('status %p with message %p gives %d% "%s" (error: %s)', (status, message, progress, phaseLabel, isError) => {
    expect(reportProgress(status, message)).toEqual({ progress, phaseLabel, isError });
  });

  it('never throws and progress is always one of 25, 50, 75, 100', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (status, message) => {
        const { progress, phaseLabel } = reportProgress(status, message);
        expect([25, 50, 75, 100]).toContain(progress);
        expect(typeof phaseLabel).toBe('string');
      }),
    );
  });
});
