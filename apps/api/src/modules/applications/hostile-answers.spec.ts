import { VALIDATION_MESSAGES } from '@quorum/domain';
import { useTestApp } from '../../testing/use-test-app';
import { completeAnswers } from '@quorum/testing';
import { submit } from './test-requests';
import { watchRequestThread } from '../../testing/request-thread-stall';

/** The largest answer POST /api/join/submit reads (its multipart field size limit), less room for the JSON around it. */
const FIELD_CHARS = 60_000;

/**
 * POST /api/join/submit is public, and every answer is checked on the request thread. An ownership
 * percentage of one digit and 60,000 spaces made the old percentage pattern backtrack for seconds
 * per person (docs/security/outside-input-patterns.md); now the answer is refused at once.
 */
describe('hostile answers to POST /api/join/submit', () => {
  const testApp = useTestApp();

  it('refuses an ownership percentage of spaces at once, and the event loop never stalls', async () => {
    const answers = completeAnswers('Corporation');
    const owners = answers['beneficialOwners'] as Array<Record<string, unknown>>;
    answers['beneficialOwners'] = [{ ...owners[0], ownershipPercentage: `1${' '.repeat(FIELD_CHARS)}x` }, ...owners.slice(1)];
    answers['contactEmail'] = `a@${'a.'.repeat(FIELD_CHARS / 2)}1`;

    const thread = watchRequestThread();
    const started = performance.now();
    const response = await submit(testApp.app, answers);
    const elapsed = performance.now() - started;
    // A stall is recorded when the monitor's timer next fires: let it.
    await new Promise((resolve) => setTimeout(resolve, 30));
    const stalledMs = thread.stop();

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errors: { beneficialOwners: VALIDATION_MESSAGES.PERSON_OWNERSHIP_INVALID } });
    expect(elapsed).toBeLessThan(1_000);
    expect(stalledMs).toBeLessThan(500);
  });
});
