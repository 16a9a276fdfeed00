import { applicationFor } from './testing/admin-api';
import { investment, organization, trust, uniqueEmail } from './testing/applicants';
import { applyTakingBothBranches, type BranchWalk } from './testing/branches';
import { expect, test } from './testing/fixtures';
import { expectStoredApplication } from './testing/server-checks';
import { fillApplication, submitApplication } from './testing/wizard-driver';

// The accreditation branches (docs/flows/wizard.md): organizationAssets yes shows accreditationEvidence; no shows allMembersAccredited, and yes there memberAccreditationEvidence.
const ORGANIZATION_ASSETS: BranchWalk = {
  question: 'organizationAssets',
  first: { answer: 'yes', shows: ['accreditationEvidence'] },
  second: { answer: 'no', shows: ['allMembersAccredited', 'memberAccreditationEvidence'] },
  rejoin: 'investmentPurpose',
};

test.describe('an organisation applies (see docs/flows/wizard.md), taking both branches of its accreditation question', () => {
  // About forty questions each, with a dozen uploads: more than the default 30 s on a slow machine.
  test.describe.configure({ timeout: 90_000 });
  for (const organizationType of ['Corporation', 'LLC', 'Partnership'] as const) {
    test(organizationType, async ({ page, admin }) => {
      const email = uniqueEmail(organizationType.toLowerCase());
      const answers = organization(email, organizationType, 'no');
      await page.goto('/apply');
      const seen = await applyTakingBothBranches(page, answers, ORGANIZATION_ASSETS);
      if (organizationType === 'LLC') expect(seen).toContain('llcTypeOther');
      if (organizationType === 'Partnership') expect(seen).toEqual(expect.arrayContaining(['certificateOfPartnership', 'limitedPartners', 'partnersPep', 'certificateOfGoodStanding']));
      expect(await submitApplication(page)).toBe('Application submitted successfully');

      const application = await applicationFor(admin, email);
      await expectStoredApplication(admin, application, answers);
      expect(application.organizationName).toBe(`Analytical ${organizationType} Holdings`);
      // The abandoned branch's evidence never left the browser.
      expect(application.documents.map((document) => document.documentType)).not.toContain('accreditationEvidence');
      expect(application.answers['organizationAssets']).toBe('no');
    });
  }

  test('Trust, revocable: assets evidence, then the grantor branch', async ({ page, admin }) => {
    const email = uniqueEmail('trust-revocable');
    const answers = trust(email, 'revocable', 'no');
    await page.goto('/apply');
    await applyTakingBothBranches(page, answers, {
      question: 'trustAssets',
      first: { answer: 'yes', shows: ['trustAssetsEvidence', 'trustInvestmentPurpose'] },
      second: { answer: 'no', shows: ['grantorAccredited', 'grantorAccreditationEvidence'] },
      rejoin: 'investmentPurpose',
    });
    expect(await submitApplication(page)).toBe('Application submitted successfully');
    const application = await applicationFor(admin, email);
    await expectStoredApplication(admin, application, answers);
    expect(application.documents.map((document) => document.documentType)).not.toContain('trustAssetsEvidence');
  });

  test('Trust, irrevocable: the beneficiaries branch', async ({ page, admin }) => {
    const email = uniqueEmail('trust-irrevocable');
    const answers = trust(email, 'irrevocable', 'no');
    await page.goto('/apply');
    await applyTakingBothBranches(page, answers, {
      question: 'trustAssets',
      first: { answer: 'yes', shows: ['trustAssetsEvidence', 'trustInvestmentPurpose'] },
      second: { answer: 'no', shows: ['allBeneficiariesAccredited', 'beneficiariesAccreditationEvidence'] },
      rejoin: 'investmentPurpose',
    });
    await submitApplication(page);
    await expectStoredApplication(admin, await applicationFor(admin, email), answers);
  });

  test('Investment vehicle', async ({ page, admin }) => {
    const email = uniqueEmail('investment');
    const answers = investment(email);
    await page.goto('/apply');
    const seen = await fillApplication(page, answers);
    expect(seen).toContain('accreditationEvidence');
    expect(seen).not.toContain('allMembersAccredited');
    await submitApplication(page);
    const application = await applicationFor(admin, email);
    await expectStoredApplication(admin, application, answers);
    expect(application.organizationName).toBe('Analytical Opportunity Fund I, LP');
  });
});
