import { type Page } from '@playwright/test';
import { individual, organization, uniqueEmail } from './testing/applicants';
import { expect, test } from './testing/fixtures';
import { currentStep, fillApplication } from './testing/wizard-driver';

/** Presses Next and expects the step to stay with exactly this message under its field. */
async function expectRefusal(page: Page, message: string): Promise<void> {
  const step = await currentStep(page);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.locator(`#${step.id}-error`)).toHaveText(message);
  expect((await currentStep(page)).id).toBe(step.id);
}

const typeInto = (page: Page, id: string, text: string) => page.locator(`#${id}-input`).fill(text);

test.describe('validation messages as libs/domain words them (see docs/flows/wizard.md)', () => {
  test.describe.configure({ timeout: 60_000 });

  test('an Individual application, question by question', async ({ page }) => {
    const answers = individual(uniqueEmail('validation'), 'income');
    await page.goto('/apply');
    await fillApplication(page, answers, { stopAt: 'entityType' });
    await expectRefusal(page, 'This field is required to continue');
    await fillApplication(page, answers, { stopAt: 'fullName' });

    await typeInto(page, 'fullName', '   ');
    await expectRefusal(page, 'Please fill out this field to continue');
    await fillApplication(page, answers, { stopAt: 'email' });

    await expectRefusal(page, 'We need your email to keep you updated');
    await typeInto(page, 'email', 'ada@example');
    await expectRefusal(page, "Hmm, that email doesn't look quite right. Try something like name@example.com");
    await fillApplication(page, answers, { stopAt: 'phoneNumber' });

    await typeInto(page, 'phoneNumber', '555');
    await expectRefusal(page, 'We need your phone number to reach you');
    await typeInto(page, 'phoneNumber', '555 123 4567');
    await expectRefusal(page, "Don't forget the country code (+1 for US) and make sure it's at least 8 digits");
    await fillApplication(page, answers, { stopAt: 'dateOfBirth' });

    await page.locator('#dateOfBirth-month').selectOption('02');
    await expectRefusal(page, 'Please select a valid date from the dropdowns');
    await page.locator('#dateOfBirth-day').selectOption('30');
    await page.locator('#dateOfBirth-year').selectOption('1980');
    await expectRefusal(page, 'Please select a valid date from the dropdowns');
    const today = new Date();
    if (today.getMonth() !== 11 || today.getDate() !== 31) {
      await page.locator('#dateOfBirth-month').selectOption('12');
      await page.locator('#dateOfBirth-day').selectOption('31');
      await page.locator('#dateOfBirth-year').selectOption(String(today.getFullYear()));
      await expectRefusal(page, "That date doesn't seem right. Make sure it's not in the future and you're not older than 120 (if you are, that's amazing!)");
    }
    await fillApplication(page, answers, { stopAt: 'residentialAddress' });

    await expectRefusal(page, 'This field is required to continue');
    await fillApplication(page, answers, { stopAt: 'proofOfAddress' });
    await expectRefusal(page, 'Please upload at least one file to continue');
    await fillApplication(page, answers, { stopAt: 'incomeExpectation' });
    await expectRefusal(page, 'Please select Yes or No');
  });

  test('an organisation: the URL, the "other" follow-up and a single-file question', async ({ page }) => {
    const answers = { ...organization(uniqueEmail('validation-org'), 'Corporation', 'yes'), corporationType: 'other', corporationTypeOther: 'Benefit corporation' };
    await page.goto('/apply');
    await fillApplication(page, answers, { stopAt: 'organizationWebsite' });
    await typeInto(page, 'organizationWebsite', 'not a website');
    await expectRefusal(page, "That URL doesn't look quite right. Try something like example.com or https://example.com");
    await fillApplication(page, answers, { stopAt: 'corporationTypeOther' });
    await expectRefusal(page, 'Please fill this out to continue');
    await fillApplication(page, answers, { stopAt: 'certificateOfGoodStanding' });
    await expectRefusal(page, 'Please upload a file to continue');
    await page.locator('#certificateOfGoodStanding-input').setInputFiles({ name: 'standing.docx', mimeType: 'application/msword', buffer: Buffer.from('x') });
    await expect(page.locator('#certificateOfGoodStanding-error')).toHaveText("standing.docx isn't a file type we accept here. Please choose PDF, JPG, PNG or HEIC files.");
  });
});
