import { expect, type Page } from '@playwright/test';
import { answerStep, currentStep, fillApplication, pressNext, type ApplicationFixture } from './wizard-driver';

export interface BranchWalk {
  /** The yes/no question that branches. */
  question: string;
  /** Its first answer, and the questions that answer shows, in order, before `rejoin`. */
  first: { answer: string; shows: string[] };
  /** Its second (final) answer and the questions it shows. */
  second: { answer: string; shows: string[] };
  /** The question both branches lead back to. */
  rejoin: string;
}

async function walkBranch(page: Page, answers: ApplicationFixture, walk: BranchWalk, answer: string, shows: string[]): Promise<void> {
  await answerStep(page, await currentStep(page), answer);
  await pressNext(page);
  for (const id of shows) {
    const step = await currentStep(page);
    expect(step.id).toBe(id);
    await answerStep(page, step, answers[id]);
    await pressNext(page);
  }
  expect((await currentStep(page)).id).toBe(walk.rejoin);
}

/**
 * Takes both branches of an accreditation question in one application (docs/flows/wizard.md):
 * the first answer and its questions, Back over them (Back skips nothing it should not), then
 * the second answer and its questions, then on to the submit step. The fixture's own answer to
 * the question must be the second one: it is what gets submitted.
 */
export async function applyTakingBothBranches(page: Page, answers: ApplicationFixture, walk: BranchWalk): Promise<string[]> {
  expect(answers[walk.question]).toBe(walk.second.answer);
  const before = await fillApplication(page, answers, { stopAt: walk.question });
  await walkBranch(page, answers, walk, walk.first.answer, walk.first.shows);
  for (const id of [...walk.first.shows].reverse()) {
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.locator(`[data-question="${id}"]`)).toHaveCount(1);
  }
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.locator(`[data-question="${walk.question}"]`)).toHaveCount(1);
  await walkBranch(page, answers, walk, walk.second.answer, walk.second.shows);
  const after = await fillApplication(page, answers);
  return [...before, ...walk.second.shows, ...after];
}
