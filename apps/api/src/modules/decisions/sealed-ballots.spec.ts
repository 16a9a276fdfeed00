import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AS_QUORUM_CLIENT } from '../../testing/client-header';
import { memberWithRoles } from '../../testing/members';
import { signIn, signInByEmail } from '../../testing/sign-in';
import { useTestApp } from '../../testing/use-test-app';
import { dealClient } from '../review-agent/testing/deal-client';
import { strongDeck } from '../review-agent/testing/fixture-decks';

/**
 * Sealed ballots hold on every answer that can carry votes (docs/flows/network-decisions.md): the
 * routes are found in the OpenAPI document by what their answers may hold, so a route added later
 * fails here until it is called below, and each is called, against a window that is open with
 * ballots sealed, by a member who has not voted, by the network member who submitted the deal, by the
 * admin's own session that no passkey confirmed (whoever reads the admin's mailbox: it acts as a
 * member's), and first by the admin confirmed (who may see every vote: a cached answer must not
 * reach the others).
 *
 * Four members vote No with a comment; the three analysts voted Yes. A viewer of the sealed window
 * may see the analysts' votes and their own, so in anything they are sent there is no No, no
 * comment of those four, no tally with a No, and no review status counted from those votes
 * ("rejected", where everything counted says 3 Yes against 4 No).
 */
const VOTE_FIELDS = new Set(['recommendationsAndVotes', 'tally', 'effectiveStatus', 'myVote', 'yes', 'no']);
const SECRET = 'sealed-comment-of-';
const NO_VOTERS = ['ann', 'ben', 'dan', 'eve'];

interface Call {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  payload?: Record<string, unknown>;
}

interface Deal {
  id: string;
  url: string;
  deckSha256: string;
}

/** How each route that can carry votes is called on the sealed deal; `adminOnly` ones refuse the others. */
const CALLS: Record<string, { call: (deal: Deal, viewer: string) => Call; adminOnly?: true }> = {
  'GET /api/report/statuses': { call: (_deal, viewer) => ({ method: 'GET', url: viewer === 'admin' ? '/api/report/statuses?email=net%40example.com' : '/api/report/statuses' }) },
  'GET /api/report/check-dossier': { call: (deal) => ({ method: 'GET', url: `/api/report/check-dossier?url=${encodeURIComponent(deal.url)}` }) },
  'GET /api/report/check-deck': { call: (deal) => ({ method: 'GET', url: `/api/report/check-deck?sha256=${deal.deckSha256}` }) },
  'GET /api/report/{id}/full-report': { call: (deal) => ({ method: 'GET', url: `/api/report/${deal.id}/full-report` }) },
  'POST /api/report/previews': { call: () => ({ method: 'POST', url: '/api/report/previews', payload: {} }) },
  'POST /api/report/previews-with-votes': { call: () => ({ method: 'POST', url: '/api/report/previews-with-votes', payload: {} }) },
  'POST /api/admin/deals/direct-query': { call: (deal) => ({ method: 'POST', url: '/api/admin/deals/direct-query', payload: { reportIds: [deal.id] } }), adminOnly: true },
  'GET /api/deals': { call: () => ({ method: 'GET', url: '/api/deals?limit=50' }) },
  'GET /api/deals/submissions': { call: () => ({ method: 'GET', url: '/api/deals/submissions' }) },
  'GET /api/deals/recent': { call: () => ({ method: 'GET', url: '/api/deals/recent' }) },
  'GET /api/deals/portfolio': { call: () => ({ method: 'GET', url: '/api/deals/portfolio' }) },
  'GET /api/deals/{id}': { call: (deal) => ({ method: 'GET', url: `/api/deals/${deal.id}` }) },
  'GET /api/deals/{id}/ballot': { call: (deal) => ({ method: 'GET', url: `/api/deals/${deal.id}/ballot` }) },
  'POST /api/admin/deals/{id}/window': { call: (deal) => ({ method: 'POST', url: `/api/admin/deals/${deal.id}/window`, payload: { action: 'extend', days: 1, reason: 'The partners meet on Thursday' } }), adminOnly: true },
  // The writes whose answers carry the votes: a vote and its withdrawal, a conflict and its undoing.
  'POST /api/report/{id}/vote': { call: (deal) => ({ method: 'POST', url: `/api/report/${deal.id}/vote`, payload: { vote: 'Yes', comment: 'my own comment' } }) },
  'DELETE /api/report/{id}/vote': { call: (deal) => ({ method: 'DELETE', url: `/api/report/${deal.id}/vote` }) },
  'POST /api/deals/{id}/recusal': { call: (deal) => ({ method: 'POST', url: `/api/deals/${deal.id}/recusal` }) },
  'DELETE /api/deals/{id}/recusal': { call: (deal) => ({ method: 'DELETE', url: `/api/deals/${deal.id}/recusal` }) },
};

function entryOf(route: string): { call: (deal: Deal, viewer: string) => Call; adminOnly?: true } {
  const entry = CALLS[route];
  if (!entry) throw new Error(`no call for ${route}`);
  return entry;
}

/** Whether a response schema may hold votes, a tally or a status counted from votes. */
function carriesVotes(schema: unknown, seen = new Set<unknown>()): boolean {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return false;
  seen.add(schema);
  const node = schema as Record<string, unknown>;
  if (node['properties'] && Object.keys(node['properties'] as object).some((key) => VOTE_FIELDS.has(key))) return true;
  return Object.values(node).some((value) => carriesVotes(value, seen));
}

/** Every way a sealed answer could give away the four members' No votes, found anywhere in it. */
function leaks(body: unknown): string[] {
  const found: string[] = [];
  const visit = (value: unknown, where: string) => {
    if (typeof value === 'string' && value.includes(SECRET)) found.push(`${where}: another member's comment`);
    if (!value || typeof value !== 'object') return;
    const node = value as Record<string, unknown>;
    if (node['vote'] === 'No') found.push(`${where}: a No vote`);
    if (typeof node['no'] === 'number' && node['no'] > 0) found.push(`${where}: a tally with ${node['no']} No`);
    if (node['effectiveStatus'] === 'rejected') found.push(`${where}: a status counted from the sealed votes`);
    for (const [key, child] of Object.entries(node)) visit(child, `${where}.${key}`);
  };
  visit(body, '$');
  return found;
}

async function routesCarryingVotes(app: FastifyInstance): Promise<string[]> {
  const document = (await app.inject({ method: 'GET', url: '/api/docs' })).json() as { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };
  return Object.entries(document.paths).flatMap(([route, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => carriesVotes(operation.responses?.['200']))
      .map(([method]) => `${method.toUpperCase()} ${route}`),
  );
}

describe('sealed ballots, on every answer that can carry votes', () => {
  const testApp = useTestApp();
  const cookies: Record<string, string> = {};
  let deal: Deal;

  const send = (who: string, call: Call) =>
    testApp.app.inject({ method: call.method, url: call.url, headers: { cookie: cookies[who] ?? '', ...(call.method === 'GET' ? {} : AS_QUORUM_CLIENT) }, ...(call.payload ? { payload: call.payload } : {}) });

  beforeAll(async () => {
    const app = testApp.app;
    cookies['admin'] = await signIn(app, 'admin@example.com');
    // The admin's mailbox signs in too: a session standing at 'confirm', which sees what a member sees.
    cookies['mailbox'] = await signInByEmail(app, 'admin@example.com');
    for (const name of ['cat', ...NO_VOTERS]) cookies[name] = await memberWithRoles(app, `${name}@example.com`, 'member');
    cookies['net'] = await memberWithRoles(app, 'net@example.com', 'network_member');
    // The network member submits a deal; its review opens a seven-day window with sealed ballots.
    const submitter = dealClient(app, cookies['net'] ?? '', 'net@example.com');
    const dossierId = await submitter.createDossier();
    const deck = strongDeck();
    await submitter.uploadPdf(dossierId, deck);
    const id = await submitter.generate(dossierId);
    await submitter.pollToEnd(id);
    const report = (await send('admin', { method: 'GET', url: `/api/deals/${id}` })).json() as { deal: { url: string | null } };
    deal = { id, url: report.deal.url ?? 'https://no-url.example/', deckSha256: createHash('sha256').update(deck).digest('hex') };
    for (const name of NO_VOTERS) {
      const cast = await send(name, { method: 'POST', url: `/api/report/${id}/vote`, payload: { vote: 'No', comment: `${SECRET}${name}` } });
      expect(cast.statusCode).toBe(200);
    }
  });

  it('finds every route whose answer can carry votes, and calls each one here', async () => {
    expect((await routesCarryingVotes(testApp.app)).sort()).toEqual(Object.keys(CALLS).sort());
  });

  it('the window is open and sealed, and the votes are there to leak: an admin sees them', async () => {
    const ballot = (await send('cat', entryOf('GET /api/deals/{id}/ballot').call(deal, 'cat'))).json() as { ballot: { phase: string; sealed: boolean; turnout: number } };
    expect(ballot.ballot).toMatchObject({ phase: 'open', sealed: true, turnout: 4 });
    const full = await send('admin', entryOf('GET /api/report/{id}/full-report').call(deal, 'admin'));
    for (const name of NO_VOTERS) expect(full.body).toContain(`${SECRET}${name}`);
    expect(full.json()).toMatchObject({ effectiveStatus: 'rejected' });
  });

  it.each(Object.keys(CALLS))('%s gives a sealed viewer nothing of the others’ votes', async (route) => {
    const { call, adminOnly } = entryOf(route);
    // The admin asks first: an answer cached for them must not be what the others get.
    expect((await send('admin', call(deal, 'admin'))).statusCode).toBe(200);
    const answered: string[] = [];
    for (const viewer of ['cat', 'net', 'mailbox']) {
      const answer = await send(viewer, call(deal, viewer));
      if (adminOnly) {
        expect(answer.statusCode).toBe(403);
        continue;
      }
      if (answer.statusCode !== 200) continue; // refused (a network member may not vote, or list every deal)
      answered.push(viewer);
      expect({ viewer, leaks: leaks(answer.json()) }).toEqual({ viewer, leaks: [] });
    }
    // Each route but the admins' is answered to at least one sealed viewer: the check is never vacuous.
    if (!adminOnly) expect(answered.length).toBeGreaterThan(0);
  });

  it('once the window closes, every member sees the votes', async () => {
    const closed = await send('admin', { method: 'POST', url: `/api/admin/deals/${deal.id}/window`, payload: { action: 'close', reason: 'The partners meet on Thursday' } });
    expect(closed.statusCode).toBe(200);
    testApp.app.decisions.kick();
    await testApp.app.decisions.idle();
    const full = await send('cat', entryOf('GET /api/report/{id}/full-report').call(deal, 'cat'));
    for (const name of NO_VOTERS) expect(full.body).toContain(`${SECRET}${name}`);
    expect(full.json()).toMatchObject({ effectiveStatus: 'rejected' });
  });
});
