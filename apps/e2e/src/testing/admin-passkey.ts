import { createPrivateKey } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type request as playwrightRequest } from '@playwright/test';
import { createSoftAuthenticator, type CreationOptions, type RequestOptions } from '@quorum/testing/webauthn';
import { AS_QUORUM_CLIENT } from './client-header';
import { SEEDED_ADMIN } from './outbox';
import { signInThroughApi } from './session';

/** A passkey the tests hold for an admin, as it is written to the run's output folder (the key as PKCS#8). */
export interface StoredPasskey {
  id: string;
  rpId: string;
  userHandle: string;
  privateKey: string;
  origin: string;
}

type Ceremony<Options> = { challengeId: string; options: Options };

async function ceremony<Options>(request: APIRequestContext, path: string): Promise<Ceremony<Options>> {
  const answer = await request.post(path, { headers: AS_QUORUM_CLIENT });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as Ceremony<Options>;
}

/**
 * A software authenticator (libs/testing) holding the stored passkey; its counter stays 0, as a
 * synced passkey's does, so the same key signs from any process of the run.
 */
function authenticatorOf(passkey: StoredPasskey) {
  const authenticator = createSoftAuthenticator({ origin: passkey.origin, counter: 'zero' });
  authenticator.credentials.set(passkey.id, { id: passkey.id, rpId: passkey.rpId, userHandle: passkey.userHandle, privateKey: createPrivateKey({ key: Buffer.from(passkey.privateKey, 'base64'), format: 'der', type: 'pkcs8' }), signCount: 0 });
  return authenticator;
}

/**
 * Adds a passkey for the admin the request context is signed in as, through the API as the profile
 * page does, and confirms the session with it: the admin routes answer from then on.
 */
export async function addAdminPasskey(request: APIRequestContext, origin: string): Promise<StoredPasskey> {
  const authenticator = createSoftAuthenticator({ origin, counter: 'zero' });
  const { challengeId, options } = await ceremony<CreationOptions>(request, '/api/member/passkeys/options');
  const response = authenticator.register(options);
  const added = await request.post('/api/member/passkeys', { data: { challengeId, response, name: 'Browser tests' } });
  expect(added.status(), await added.text()).toBe(200);
  const credential = authenticator.credentials.get(response.id);
  if (!credential) throw new Error('the soft authenticator kept no credential');
  const passkey: StoredPasskey = {
    id: credential.id,
    rpId: credential.rpId,
    userHandle: credential.userHandle,
    privateKey: credential.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    origin,
  };
  await confirmAdmin(request, passkey);
  return passkey;
}

/** A step-up through the API with the stored passkey: the session counts as confirmed from now (the 10-minute actions included). */
export async function confirmAdmin(request: APIRequestContext, passkey: StoredPasskey): Promise<void> {
  const { challengeId, options } = await ceremony<RequestOptions>(request, '/api/auth/passkey/confirm/options');
  const response = authenticatorOf(passkey).authenticate(options);
  const confirmed = await request.post('/api/auth/passkey/confirm', { data: { challengeId, response } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

/**
 * The seeded admin's session and passkey, made once per run and saved in the run's output folder:
 * the API allows five sign-in links per address per 15 minutes and a failed test restarts the
 * worker. Playwright empties that folder when a run starts, so files found there are this run's.
 * The sign-in is a person's (the link from the dev outbox, confirmed with POST /api/login), then
 * the passkey admins act with (docs/flows/sign-in.md).
 */
export async function savedAdminSession(playwright: { request: typeof playwrightRequest }, baseURL: string, outputDir: string): Promise<{ state: string; passkey: StoredPasskey }> {
  const state = path.join(outputDir, 'admin-state.json');
  const passkeyFile = path.join(outputDir, 'admin-passkey.json');
  if (!existsSync(state) || !existsSync(passkeyFile)) {
    const request = await playwright.request.newContext({ baseURL });
    await signInThroughApi(request, SEEDED_ADMIN);
    writeFileSync(passkeyFile, JSON.stringify(await addAdminPasskey(request, new URL(baseURL).origin)));
    await request.storageState({ path: state });
    await request.dispose();
  }
  return { state, passkey: JSON.parse(readFileSync(passkeyFile, 'utf8')) as StoredPasskey };
}

/** An API context as the seeded admin, confirmed with the passkey a moment ago (the 10-minute actions included). */
export async function confirmedAdminApi(playwright: { request: typeof playwrightRequest }, baseURL: string, outputDir: string): Promise<APIRequestContext> {
  const { state, passkey } = await savedAdminSession(playwright, baseURL, outputDir);
  const request = await playwright.request.newContext({ baseURL, storageState: state });
  await confirmAdmin(request, passkey);
  return request;
}
