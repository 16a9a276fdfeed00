import { CONSTANTS } from './constants';

describe('CONSTANTS', () => {
  it.each([
    ['AUTH_STATE_VALIDITY_MS', 2_592_000_000],
    ['IDENTITY_TOKEN_CACHE_MS', 300_000],
    ['REPORT_MONITOR_MAX_ATTEMPTS', 240],
    ['SAVED_DRAFT_MAX_AGE_MS', 2_592_000_000],
    ['SAVED_PROGRESS_BACKUPS', 5],
  ] as const)('%s is %d', (name, value) => {
    expect(CONSTANTS[name]).toBe(value);
  });

  it('polls long-running generation for about 20 minutes', () => {
    expect(CONSTANTS.REPORT_MONITOR_POLL_MS * CONSTANTS.REPORT_MONITOR_MAX_ATTEMPTS).toBe(20 * 60 * 1000);
  });
});
