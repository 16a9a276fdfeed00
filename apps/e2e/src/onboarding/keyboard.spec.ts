import { type Page } from '@playwright/test';
import { applicationFor } from './testing/admin-api';
import { individual, uniqueEmail } from './testing/applicants';
import { expect, test } from './testing/fixtures';
import type { UploadFile } from './testing/files';
import { expectStoredApplication } from './testing/server-checks';
import { currentStep } from './testing/wizard-driver';

/** What the focused element must be: a button with this text, or the element with this id. */
type Target = { button: string } | { id: string };

/** Presses Tab until the focused element is the target, as a keyboard user does (never the mouse). */
async function tabTo(page: Page, target: Target, label: string): Promise<void> {
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    const reached = await page.evaluate((wanted) => {
      const focused = document.activeElement;
      if (!focused) return false;
      return 'id' in wanted ? focused.id === wanted.id : focused.tagName === 'BUTTON' && (focused.textContent ?? '').trim() === wanted.button;
    }, target);
    if (reached) return;
  }
  throw new Error(`Tab never reached ${label}`);
}

const button = (name: string): Target => ({ button: name });
const byId = (id: string): Target => ({ id });

/** The step is on screen and focus has moved into it (it moves just after the step is painted). */
async function expectStep(page: Page, id: string): Promise<void> {
  await expect(page.locator(`[data-question="${id}"]`)).toHaveCount(1);
  if (id !== 'welcome') await page.waitForFunction(() => document.querySelector('[data-active-step]')?.contains(document.activeElement) === true);
}

/** Enter on the Choose files button opens the picker (Playwright hands the files to it). */
async function chooseFiles(page: Page, questionId: string, files: UploadFile[]): Promise<void> {
  await tabTo(page, byId(`${questionId}-input-button`), `Choose files of ${questionId}`);
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
  await chooser.setFiles(files);
  await expect(page.getByRole('button', { name: `Remove ${files[0]?.name}` })).toBeVisible();
  await tabTo(page, button('Next'), 'Next');
  await page.keyboard.press('Enter');
}

async function typeAndEnter(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

test.describe('keyboard only', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a whole Individual application, from Get started to You are all set, without a pointer', async ({ page, admin }) => {
    const email = uniqueEmail('keyboard');
    const answers = individual(email, 'professional');
    await page.goto('/apply');
    await expectStep(page, 'welcome');
    await tabTo(page, button('Get started'), 'Get started');
    await page.keyboard.press('Enter');

    await expectStep(page, 'entityType');
    await page.keyboard.press('Tab'); // from the question heading to the first choice
    // Where each key landed, so a run that goes astray says at which key (it did once, at a load average of 9).
    const firstChoice = page.locator('[data-active-step] input[type="radio"]').first();
    await expect(firstChoice).toBeFocused();
    await page.keyboard.press('Space');
    await expect(firstChoice).toBeChecked();
    await page.keyboard.press('Enter');

    for (const [id, text] of [['fullName', 'Ada Lovelace'], ['email', email], ['phoneNumber', '+1 555 010 2000']] as const) {
      await expectStep(page, id);
      await expect(page.locator(`#${id}-input`)).toBeFocused();
      await typeAndEnter(page, text);
    }

    await expectStep(page, 'dateOfBirth');
    await tabTo(page, byId('dateOfBirth-month'), 'the month');
    await page.keyboard.type('December');
    await page.keyboard.press('Tab');
    await page.keyboard.type('10');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1985');
    await page.keyboard.press('Enter');

    await expectStep(page, 'residentialAddress');
    await page.keyboard.type('12 Analytical Way, Springfield, IL 62701');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
    await expectStep(page, 'occupation');
    await typeAndEnter(page, 'Engineer');

    await expectStep(page, 'proofOfAddress');
    await chooseFiles(page, 'proofOfAddress', answers['proofOfAddress'] as UploadFile[]);
    await expectStep(page, 'idScan');
    await chooseFiles(page, 'idScan', answers['idScan'] as UploadFile[]);
    await expectStep(page, 'passportIdNumber');
    await typeAndEnter(page, '123-45-6789');

    await expectStep(page, 'accreditationBasis');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown'); // Income → Net worth
    await page.keyboard.press('ArrowDown'); // → Professional licence
    await page.keyboard.press('Enter');
    await expectStep(page, 'professionalCertification');
    await chooseFiles(page, 'professionalCertification', answers['professionalCertification'] as UploadFile[]);

    for (const [id, arrows] of [['pepStatus', 1], ['accreditationAffirmation', 0]] as const) {
      await expectStep(page, id);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      for (let i = 0; i < arrows; i += 1) await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
    }

    await expectStep(page, 'submit');
    expect((await currentStep(page)).kind).toBe('submit');
    await tabTo(page, button('Submit application'), 'Submit application');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: "You're all set!" })).toBeFocused({ timeout: 20_000 });

    await expectStoredApplication(admin, await applicationFor(admin, email), answers);
  });
});
