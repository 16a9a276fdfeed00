import fc from 'fast-check';
import { closedDocumentsCutoff, closedDocumentsPurgeAt, DEFAULT_RETENTION_POLICY, kycPurgeAt, retentionPolicySchema, retentionRunDay } from './retention-policy';

const at = (iso: string) => Date.parse(iso);

describe('retention policy', () => {
  it('defaults to 90 days for closed applications\u2019 documents and 5 years for KYC records', () => {
    expect(DEFAULT_RETENTION_POLICY).toEqual({ closedApplicationDocumentsDays: 90, kycRetentionYears: 5 });
    expect(retentionPolicySchema.parse(DEFAULT_RETENTION_POLICY)).toEqual(DEFAULT_RETENTION_POLICY);
  });

  it.each([
    [{ closedApplicationDocumentsDays: 0, kycRetentionYears: 5 }],
    [{ closedApplicationDocumentsDays: 90, kycRetentionYears: 0 }],
    [{ closedApplicationDocumentsDays: 3651, kycRetentionYears: 5 }],
    [{ closedApplicationDocumentsDays: 90, kycRetentionYears: 31 }],
    [{ closedApplicationDocumentsDays: 1.5, kycRetentionYears: 5 }],
  ])('refuses %j', (policy) => {
    expect(retentionPolicySchema.safeParse(policy).success).toBe(false);
  });

  it('deletes a closed application\u2019s documents the set number of days after it closed', () => {
    expect(new Date(closedDocumentsPurgeAt(at('2026-01-01T10:00:00Z'), DEFAULT_RETENTION_POLICY)).toISOString()).toBe('2026-04-01T10:00:00.000Z');
  });

  it('the run\u2019s cutoff is the inverse of the purge date: a document is due exactly when its days are up', () => {
    const closedAt = at('2026-01-01T10:00:00Z');
    const purgeAt = closedDocumentsPurgeAt(closedAt, DEFAULT_RETENTION_POLICY);
    expect(closedDocumentsCutoff(purgeAt, DEFAULT_RETENTION_POLICY)).toBe(closedAt);
    expect(closedDocumentsCutoff(purgeAt - 1, DEFAULT_RETENTION_POLICY)).toBeLessThan(closedAt);
  });

  it.each([
    ['2026-11-27T08:30:00.000Z', 5, '2031-11-27T08:30:00.000Z'],
    ['2028-02-29T12:00:00.000Z', 5, '2033-02-28T12:00:00.000Z'],
    ['2028-02-29T12:00:00.000Z', 4, '2032-02-29T12:00:00.000Z'],
    ['2026-12-31T23:59:59.999Z', 1, '2027-12-31T23:59:59.999Z'],
  ])('keeps a KYC record ended on %s for %i years: purged on %s', (ended, years, purged) => {
    expect(new Date(kycPurgeAt(at(ended), { closedApplicationDocumentsDays: 90, kycRetentionYears: years })).toISOString()).toBe(purged);
  });

  it('never purges a KYC record before the full period has passed', () => {
    const yearMs = 365 * 24 * 60 * 60 * 1000;
    fc.assert(
      fc.property(fc.integer({ min: at('2000-01-01T00:00:00Z'), max: at('2090-01-01T00:00:00Z') }), fc.integer({ min: 1, max: 30 }), (ended, years) => {
        const purgeAt = kycPurgeAt(ended, { closedApplicationDocumentsDays: 90, kycRetentionYears: years });
        // At least `years` of 365 days; at most one leap day a year more.
        return purgeAt - ended >= years * yearMs - 24 * 60 * 60 * 1000 && purgeAt - ended <= years * (yearMs + 24 * 60 * 60 * 1000);
      }),
    );
  });

  it('names each run by its UTC day', () => {
    expect(retentionRunDay(at('2026-11-27T23:59:59Z'))).toBe('2026-11-27');
    expect(retentionRunDay(at('2026-11-28T00:00:00Z'))).toBe('2026-11-28');
  });
});
