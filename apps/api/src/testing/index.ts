// The API's testing entry point: what code outside the API (the bench in tools/bench) may use to
// build, seed and probe it, exported here on purpose and nowhere else. Import it as
// '@quorum/api/testing'; the lint rule forbids every other import of the API from outside it.

// Building the app and reading its configuration (the bench lists every route's access policy).
export { buildApp } from '../app';
export { loadConfig } from '../config/env';
export type { Access } from '../plugins/access.types';
export { APPROVE_PATH_SPELLINGS } from '../plugins/hostile-path-spellings';

// Seeding a database directly: stores, repositories and the hashing they expect.
export { openDatabase } from '../db/database';
export { createPostgresStore, type PostgresStore } from '../db/postgres-store';
export type { SqliteStore } from '../db/sqlite-store';
export type { Store } from '../db/store';
export { randomSecret, sha256Hex } from '../crypto/hashing';
export { newId } from '../lib/ids';
export { systemClock } from '../lib/clock';
export { createLoginTokensRepository } from '../modules/auth/login-tokens.repository';
export { createSessionRepository } from '../modules/auth/session.repository';
export { createMembersRepository } from '../modules/members/members.repository';
export { createPasskeysRepository } from '../modules/passkeys/passkeys.repository';
export { createMaterialsRepository } from '../modules/materials/materials.repository';
export { createDraftsRepository } from '../modules/drafts/drafts.repository';
export { seedDeals } from '../modules/review-agent/testing/seed-deals';

// Limits and messages the bench checks answers against.
export { NETWORK_LIMIT_MESSAGE, STORAGE_FULL_MESSAGE } from '../modules/applications/documents.limits';
export { PAGE_BYTES } from '../modules/review-agent/material/website-source';
export { HOSTILE_DOCSEND_LINKS, VALID_DOCSEND_LINK } from '../modules/docsend/hostile-docsend-links';

// The outside world on loopback: servers, sites, a fake LLM, fixture decks.
export { createSafeFetcher } from '../lib/safe-fetch/safe-fetcher';
export { fakeResolver, startLoopbackSentinel, startLoopbackServer, startSentinel, type LoopbackServer } from '../lib/safe-fetch/test-servers';
export { ICO_BYTES, startTestSite } from '../modules/favicons/test-site';
export { companySite, STRONG_DECK_PAGES, strongDeck } from '../modules/review-agent/testing/fixture-decks';
export { startFakeLlm, validAnalystAnswer } from '../modules/review-agent/testing/fake-llm';
export { html, startSite } from '../modules/review-agent/testing/loopback-services';
export { postgresVersion, startPostgres, type PostgresServer } from './postgres-server';
export { freePort } from './free-port';
export { SYLLABLES, seededRandom } from './seeded-names';
export { startSmtpSink, type SmtpSink } from './smtp-sink';
