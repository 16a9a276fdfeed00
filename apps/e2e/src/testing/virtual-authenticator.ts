import type { Page } from '@playwright/test';

/**
 * A passkey authenticator inside Chromium, through the DevTools protocol's WebAuthn domain: it
 * holds resident keys, verifies the user (as a fingerprint would) and answers every prompt by
 * itself, so a test drives the real navigator.credentials calls the members app makes.
 */
export async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return {
    /** The credentials it holds now (their ids, base64). */
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}
