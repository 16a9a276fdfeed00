import { strongDeck } from '@quorum/api/testing';
import type { ApiProcess } from '../../core/api-process';
import { generate, pollStatus } from '../../core/deal-flow';
import { call } from '../../core/http';
import { multipartBody } from '../../core/multipart';
import type { Seeder } from '../../core/seed';
import { row, type Row } from '../../core/types';

const SECRET = 'sealed-comment-of-voter-';
const VOTERS = 4;

/**
 * Whether an answer gives away the four members' votes on the sealed deal: one of their comments
 * anywhere, or, in what it says of that deal, a No (only they voted No), a tally with a No, or a
 * review status counted from their votes. Other deals in a list may hold analysts' No votes.
 */
function leaked(body: string, reportId: string): boolean {
  if (body.includes(SECRET)) return true;
  let found = false;
  const within = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    const node = value as Record<string, unknown>;
    if (node['vote'] === 'No' || (typeof node['no'] === 'number' && node['no'] > 0) || node['effectiveStatus'] === 'rejected') found = true;
    Object.values(node).forEach(within);
  };
  const visit = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    const node = value as Record<string, unknown>;
    if (node['reportId'] === reportId || node['id'] === reportId) within(node);
    else Object.values(node).forEach(visit);
  };
  visit(JSON.parse(body) as unknown);
  return found;
}

/**
 * Sealed ballots against the running API (docs/flows/network-decisions.md): a network member's deal
 * is reviewed, its window opens sealed, four members vote No with a comment; then an admin reads the
 * answers that carry votes (filling the response cache), and a member who has not voted and the
 * submitter read the same. Neither may get a No, a comment or a status counted from them.
 */
export async function sealedReadsRow(api: ApiProcess, seeder: Seeder): Promise<Row> {
  const submitter = await seeder.signedIn('sealed-net@bench.example', 'network_member');
  const admin = await seeder.signedIn('sealed-admin@bench.example', 'admin', ['admin', 'member']);
  const viewer = await seeder.signedIn('sealed-viewer@bench.example');
  const created = await call(api.url, 'POST', '/api/dossiers', { cookie: submitter.cookie, body: { userId: submitter.email, user: { email: submitter.email } } });
  const dossierId = String((created.json?.['dossier'] as { dossierId?: string } | undefined)?.dossierId ?? '');
  const form = multipartBody([
    { name: 'file', value: strongDeck(), filename: 'deck.pdf', type: 'application/pdf' },
    { name: 'dossierId', value: dossierId },
    { name: 'userId', value: submitter.email },
  ]);
  const uploaded = await call(api.url, 'POST', `/api/dossiers/${dossierId}/pitchDeck`, { cookie: submitter.cookie, raw: form.body, headers: { 'content-type': form.contentType } });
  if (uploaded.status !== 200) throw new Error(`the deck was refused: ${uploaded.status} ${uploaded.body.slice(0, 200)}`);
  const reportId = await generate(api.url, submitter.cookie, submitter.email, dossierId);
  const done = await pollStatus(api.url, submitter.cookie, reportId, (status) => status === 'done' || status === 'error', 60_000);
  if (done.status !== 'done') throw new Error(`the review did not finish: ${done.status} ${done.message}`);
  for (let index = 0; index < VOTERS; index += 1) {
    const voter = await seeder.signedIn(`sealed-voter-${index}@bench.example`);
    const cast = await call(api.url, 'POST', `/api/report/${reportId}/vote`, { cookie: voter.cookie, body: { vote: 'No', comment: `${SECRET}${index}` } });
    if (cast.status !== 200) throw new Error(`a vote was refused: ${cast.status} ${cast.body.slice(0, 200)}`);
  }
  const reads: ReadonlyArray<readonly [string, string, Record<string, unknown>?]> = [
    ['POST', '/api/report/previews-with-votes', {}],
    ['POST', '/api/report/previews', {}],
    ['GET', `/api/report/${reportId}/full-report`],
    ['GET', `/api/deals/${reportId}`],
    ['GET', '/api/deals/submissions'],
    ['GET', '/api/report/statuses'],
  ];
  let adminSaw = 0;
  let answered = 0;
  const leaks: string[] = [];
  for (const [method, path, body] of reads) {
    const asAdmin = await call(api.url, method, path, { cookie: admin.cookie, ...(body ? { body } : {}) });
    if (asAdmin.status === 200 && leaked(asAdmin.body, reportId)) adminSaw += 1;
    for (const [who, person] of [['member', viewer], ['submitter', submitter]] as const) {
      const answer = await call(api.url, method, path, { cookie: person.cookie, ...(body ? { body } : {}) });
      if (answer.status !== 200) continue;
      answered += 1;
      if (leaked(answer.body, reportId)) leaks.push(`${method} ${path} to the ${who}`);
    }
  }
  return row(
    'sealed ballots: an open window, 4 members vote No; an admin reads first, then a member and the submitter',
    `${answered} answers to those two from ${reads.length} routes: ${leaks.length === 0 ? 'none held another member’s vote' : `leaked by ${leaks.join(', ')}`} · the admin saw the votes on ${adminSaw} routes`,
    'no vote, comment or status of the others while sealed',
    leaks.length === 0 && answered >= reads.length && adminSaw > 0,
    { answered, leaks: leaks.length, adminSaw },
  );
}
