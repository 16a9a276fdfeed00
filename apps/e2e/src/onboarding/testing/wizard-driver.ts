import { expect, type Page } from '@playwright/test';
import type { UploadFile } from './files';

/** One person of an owner, partner, trustee or beneficiary list, as the fixtures give it. */
export interface PersonFixture {
  name: string;
  ownershipPercentage?: string;
  idNumber: string;
  idDocuments: UploadFile[];
}

/** Answers by question id: text, an option value, 'YYYY-MM-DD', a state or country code, files or people. */
export type AnswerFixture = string | UploadFile[] | PersonFixture[];
export type ApplicationFixture = Record<string, AnswerFixture>;

export interface Step {
  id: string;
  kind: string;
}

/** The step on screen, from the data attributes of the wizard's question step. */
export async function currentStep(page: Page): Promise<Step> {
  const step = page.locator('[data-question]');
  await expect(step).toHaveCount(1);
  return { id: (await step.getAttribute('data-question')) ?? '', kind: (await step.getAttribute('data-kind')) ?? '' };
}

export async function pressNext(page: Page): Promise<void> {
  const before = await currentStep(page);
  await page.getByRole('button', { name: before.kind === 'welcome' ? 'Get started' : 'Next', exact: true }).click();
  await expect(page.locator(`[data-question="${before.id}"]`)).toHaveCount(0);
}

/** Answers the step on screen the way a person does: typing, picking, choosing files. */
export async function answerStep(page: Page, step: Step, value: AnswerFixture | undefined): Promise<void> {
  if (value === undefined) {
    if (['welcome', 'information', 'submit'].includes(step.kind)) return;
    throw new Error(`The fixture has no answer for "${step.id}" (${step.kind})`);
  }
  const scope = page.locator(`[data-question="${step.id}"]`);
  switch (step.kind) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'tel':
    case 'url':
    case 'number':
    case 'address':
      await page.locator(`#${step.id}-input`).fill(value as string);
      if (step.kind === 'address') await page.keyboard.press('Escape');
      return;
    case 'radio':
    case 'yesNo':
    case 'applicationType':
      await scope.locator(`input[type="radio"][value="${value as string}"]`).check();
      return;
    case 'dateOfBirth': {
      const [year, month, day] = (value as string).split('-');
      await page.locator(`#${step.id}-month`).selectOption(month ?? '');
      await page.locator(`#${step.id}-day`).selectOption(day ?? '');
      await page.locator(`#${step.id}-year`).selectOption(year ?? '');
      return;
    }
    case 'stateSelect':
    case 'countrySelect':
      await page.locator(`#${step.id}-input`).selectOption(value as string);
      return;
    case 'fileUpload':
      await page.locator(`#${step.id}-input`).setInputFiles(value as UploadFile[]);
      for (const file of value as UploadFile[]) await expect(scope.getByRole('button', { name: `Remove ${file.name}` })).toBeVisible();
      return;
    case 'multiShareholder':
    case 'multiTrustee':
    case 'multiBeneficiary':
      await answerPeople(page, step.id, value as PersonFixture[]);
      return;
    default:
      throw new Error(`No way to answer a ${step.kind} question`);
  }
}

async function answerPeople(page: Page, fieldId: string, people: PersonFixture[]): Promise<void> {
  for (const [index, person] of people.entries()) {
    if (index > 0) await page.getByRole('button', { name: /^Add another / }).click();
    await page.locator(`#${fieldId}-${index}-name`).fill(person.name);
    const share = page.locator(`#${fieldId}-${index}-ownershipPercentage`);
    if (person.ownershipPercentage !== undefined) await share.fill(person.ownershipPercentage);
    await page.locator(`#${fieldId}-${index}-idNumber`).fill(person.idNumber);
    await page.locator(`#${fieldId}-${index}-idDocuments`).setInputFiles(person.idDocuments);
    for (const file of person.idDocuments) await expect(page.getByRole('button', { name: `Remove ${file.name}` })).toBeVisible();
  }
}

/**
 * Answers and passes every step up to the submit step (or up to `stopAt`), returning the ids of
 * the steps it saw, in order, so a test can check which branch the wizard took.
 */
export async function fillApplication(page: Page, answers: ApplicationFixture, options: { stopAt?: string } = {}): Promise<string[]> {
  const seen: string[] = [];
  for (let guard = 0; guard < 120; guard += 1) {
    const step = await currentStep(page);
    seen.push(step.id);
    if (step.kind === 'submit' || step.id === options.stopAt) return seen;
    await answerStep(page, step, answers[step.id]);
    await pressNext(page);
  }
  throw new Error(`The wizard never reached the submit step: ${seen.join(' → ')}`);
}

/** Presses Submit application and waits for the submitted state; returns the outcome message. */
export async function submitApplication(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { level: 2, name: "You're all set!" })).toBeVisible({ timeout: 20_000 });
  return (await page.getByTestId('submission-message').textContent()) ?? '';
}
