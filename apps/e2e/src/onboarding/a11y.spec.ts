import { type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../a11y';
import { investment, trust, uniqueEmail } from './testing/applicants';
import { expect, test } from './testing/fixtures';
import { answerStep, currentStep, pressNext, submitApplication, type ApplicationFixture } from './testing/wizard-driver';

/**
 * Walks an application and scans every step kind not scanned yet with axe-core, empty, with the
 * message a refused Next shows, and answered: every step passes an axe-core scan.
 */
async function scanEveryKind(page: Page, answers: ApplicationFixture, scanned: Set<string>): Promise<void> {
  await page.goto('/apply');
  // A new application each time: without its note in localStorage the app reads no saved progress.
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  for (let guard = 0; guard < 80; guard += 1) {
    const step = await currentStep(page);
    const fresh = !scanned.has(step.kind);
    if (fresh) {
      scanned.add(step.kind);
      await expectNoSeriousA11yViolations(page);
    }
    if (step.kind === 'submit') {
      if (fresh) {
        await page.getByText(/^Review your answers/).click();
        await expectNoSeriousA11yViolations(page);
      }
      return;
    }
    if (fresh && !['welcome', 'information', 'url'].includes(step.kind) && !(step.id === 'certificateOfTrust')) {
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(page.locator(`#${step.id}-error`)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
    await answerStep(page, step, answers[step.id]);
    if (fresh) await expectNoSeriousA11yViolations(page);
    await pressNext(page);
  }
}

test.describe('axe-core on every step type', () => {
  // Every question kind through axe: about 80 s here idle, over 180 s with both cores busy beside it.
  test.describe.configure({ timeout: 360_000 });

  test('every question kind, its messages, the submit step and the submitted state', async ({ page }) => {
    const scanned = new Set<string>();
    // A trust meets every kind but two (a number, the shareholders list), which an investment
    // vehicle's application asks; the other types ask nothing new, and the list below fails if that changes.
    await scanEveryKind(page, trust(uniqueEmail('a11y-trust'), 'charitable', 'no'), scanned);
    await scanEveryKind(page, investment(uniqueEmail('a11y-investment')), scanned);
    expect([...scanned].sort()).toEqual(
      [
        'address', 'applicationType', 'countrySelect', 'dateOfBirth', 'email', 'fileUpload', 'information', 'multiBeneficiary', 'multiShareholder',
        'multiTrustee', 'number', 'radio', 'stateSelect', 'submit', 'tel', 'text', 'textarea', 'url', 'welcome', 'yesNo',
      ].sort(),
    );
    await submitApplication(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('the page at 390 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/apply');
    await expectNoSeriousA11yViolations(page);
  });
});
