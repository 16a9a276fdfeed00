import { loadConfig } from './env';

/** The leases that let several instances share report jobs and webhook deliveries. */
describe('review job lease settings', () => {
  it('default to a 60 s lease and a 5 s poll', () => {
    expect(loadConfig({}).reviewJobs).toEqual({ leaseMs: 60_000, pollMs: 5000 });
  });

  it('honour REVIEW_JOB_LEASE_MS and REVIEW_JOB_POLL_MS', () => {
    expect(loadConfig({ REVIEW_JOB_LEASE_MS: '1500', REVIEW_JOB_POLL_MS: '200' }).reviewJobs).toEqual({ leaseMs: 1500, pollMs: 200 });
  });

  it.each([
    [{ REVIEW_JOB_LEASE_MS: 'soon' }, /REVIEW_JOB_LEASE_MS/],
    [{ REVIEW_JOB_LEASE_MS: '100' }, /REVIEW_JOB_LEASE_MS/],
    [{ REVIEW_JOB_LEASE_MS: '1500.5' }, /REVIEW_JOB_LEASE_MS/],
    [{ REVIEW_JOB_POLL_MS: '0' }, /REVIEW_JOB_POLL_MS/],
    [{ REVIEW_JOB_POLL_MS: '-5' }, /REVIEW_JOB_POLL_MS/],
  ])('refuse %j with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
