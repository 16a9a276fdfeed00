import { outboxFor, applicationFor } from './testing/admin-api';
import { individual, uniqueEmail } from './testing/applicants';
import { expect, test } from './testing/fixtures';
import { expectStoredApplication } from './testing/server-checks';
import { fillApplication, submitApplication } from './testing/wizard-driver';

const BRANCHES = {
  income: ['incomeEvidence', 'incomeExpectation'],
  netWorth: ['netWorthStatement'],
  professional: ['professionalCertification'],
} as const;

test.describe('an Individual applies (see docs/flows/wizard.md), once per accreditation basis', () => {
  test.describe.configure({ timeout: 60_000 });
  for (const [basis, shown] of Object.entries(BRANCHES) as Array<[keyof typeof BRANCHES, readonly string[]]>) {
    test(`accreditation basis ${basis}`, async ({ page, admin }) => {
      const email = uniqueEmail(`individual-${basis}`);
      const answers = individual(email, basis);
      await page.goto(`/apply?ref=e2e-${basis}`);
      const seen = await fillApplication(page, answers);

      // The branch of the chosen basis, and none of the others.
      const others = Object.values(BRANCHES).flat().filter((id) => !shown.includes(id));
      for (const id of shown) expect(seen).toContain(id);
      for (const id of others) expect(seen).not.toContain(id);

      expect(await submitApplication(page)).toBe('Application submitted successfully');

      const application = await applicationFor(admin, email);
      await expectStoredApplication(admin, application, answers);
      expect(application.referralCode).toBe(`e2e-${basis}`);
      expect(application.name).toBe('Ada Lovelace');
      expect(application.answers['accreditationBasis']).toBe(basis);
      expect(String(application.answers['passportIdNumber'])).not.toContain('123-45');
      expect((await outboxFor(admin, email)).some((message) => message.template === 'welcome')).toBe(true);
    });
  }
});
