import { accreditationExpiresAt } from './accreditation-expiry';

const SUBMITTED = new Date('2026-06-01T12:00:00Z');
const IN_90_DAYS = '2026-08-30T12:00:00.000Z';
const IN_ONE_YEAR = '2027-06-01T12:00:00.000Z';

/** 90 days for asset or net-worth evidence, one year for income; none for a professional licence. */
describe('accreditationExpiresAt', () => {
  it.each<[string, Record<string, unknown>, string | null]>([
    ['Individual, income', { entityType: 'Individual', accreditationBasis: 'income' }, IN_ONE_YEAR],
    ['Individual, net worth', { entityType: 'Individual', accreditationBasis: 'netWorth' }, IN_90_DAYS],
    ['Individual, professional licence', { entityType: 'Individual', accreditationBasis: 'professional' }, null],
    ['Corporation with assets over $5M', { entityType: 'Entity', organizationType: 'Corporation', organizationAssets: 'yes' }, IN_90_DAYS],
    ['LLC whose owners are all accredited', { entityType: 'Entity', organizationType: 'LLC', organizationAssets: 'no', allMembersAccredited: 'yes' }, IN_90_DAYS],
    ['Investment vehicle with assets', { entityType: 'Investment', organizationAssets: 'yes' }, IN_90_DAYS],
    ['Trust with assets', { entityType: 'Entity', organizationType: 'Trust', trustAssets: 'yes' }, IN_90_DAYS],
    ['revocable Trust through its grantor', { entityType: 'Entity', organizationType: 'Trust', trustAssets: 'no', grantorAccredited: 'yes' }, IN_90_DAYS],
    ['irrevocable Trust through its beneficiaries', { entityType: 'Entity', organizationType: 'Trust', trustAssets: 'no', allBeneficiariesAccredited: 'yes' }, IN_90_DAYS],
    ['charitable Trust reviewed by hand', { entityType: 'Entity', organizationType: 'Trust', trustAssets: 'no', trustType: 'charitable' }, null],
  ])('%s → %s', (_case, answers, expected) => {
    expect(accreditationExpiresAt(answers, SUBMITTED)?.toISOString() ?? null).toBe(expected);
  });
});
