import { CONSTANTS } from './constants';

describe('CONSTANTS (spec 1 section 9, spec 2 section 9)', () => {
  it.each([
    ['AUTH_STATE_VALIDITY_MS', 2_592_000_000],
    ['IDENTITY_TOKEN_CACHE_MS', 300_000],
    ['REPORT_MONITOR_MAX_ATTEMPTS', 240],
    ['MODAL_Z_INDEX_BASE', 9000],
    ['SAVED_DRAFT_MAX_AGE_MS', 2_592_000_000],
    ['SAVED_PROGRESS_BACKUPS', 5],
  ] as const)('%s is %d', (name, value) => {
    expect(CONSTANTS[name]).toBe(value);
  });

  it('polls long-running generation for about 20 minutes (spec 2 section 9)', () => {
    expect(CONSTANTS.REPORT_MONITOR_POLL_MS * CONSTANTS.REPORT_MONITOR_MAX_ATTEMPTS).toBe(20 * 60 * 1000);
  });
});
