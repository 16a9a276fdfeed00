import type { APIRequestContext, Browser } from '@playwright/test';
import { applyAsIndividual, approveThroughApi, uniqueEmail } from './applications';
import { SIGNED_OUT, signInThroughApi } from './session';

/**
 * A new member made the way the product makes them (an application, then an admin's approval),
 * with a browser context and an API context signed in as them.
 */
export async function newMember(browser: Browser, admin: APIRequestContext, label: string, fullName: string, viewport = { width: 1280, height: 800 }) {
  const email = uniqueEmail(label);
  const applicant = await browser.newContext(SIGNED_OUT);
  const applicantId = await applyAsIndividual(applicant.request, email, fullName);
  await applicant.close();
  await approveThroughApi(admin, applicantId);
  const context = await browser.newContext({ ...SIGNED_OUT, viewport });
  await signInThroughApi(context.request, email);
  return { email, context, request: context.request };
}
