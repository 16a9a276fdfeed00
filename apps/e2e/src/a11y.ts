import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until every finite animation and transition has finished, so axe reads the colours a
 * person sees once a button has settled, not a frame halfway between two states (a loaded machine
 * can run axe inside MUI's 250 ms transitions). Endless ones, such as spinners, are not waited for,
 * and a long one (confetti) at most 5 s: then axe reads the page as it is.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 5_000 },
  ).catch(() => undefined);
}

/** Fails on serious or critical axe-core violations, naming each one and where, so the report says what to fix. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await settled(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length} nodes: ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}
