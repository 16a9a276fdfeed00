import type { ApiProcess } from '../../core/api-process';
import { call } from '../../core/http';
import type { Seeder } from '../../core/seed';
import { row, type Row } from '../../core/types';

const SECRET = 'P-BENCH-VICTIM-42';
const KEY_HEADER = 'x-quorum-draft-key';

const payload = (savedAt: number, answers: Record<string, unknown>) => ({ savedAt, answers, lastAnsweredId: 'firstName', submitReady: false, idempotencyKey: 'idem_bench_draft_keys_01', referralCode: null });

/**
 * A stranger starts a saved application copy for someone else's address and keeps its key; the
 * owner opens the emailed link (the Seeder plays the mailbox) while the stranger keeps saving, and
 * types a passport number. No racing save may land after the opening, and the stranger's key must
 * then read, change and delete nothing (docs/flows/wizard.md, "Who may reach a copy").
 */
export async function draftKeysRow(api: ApiProcess, seeder: Seeder): Promise<Row> {
  const started = await call(api.url, 'POST', '/api/drafts', { body: { email: 'draft-victim@bench.example', payload: payload(Date.now(), { firstName: 'Planted' }) }, headers: { 'x-forwarded-for': '198.19.250.1' } });
  const draftId = String(started.json?.['draftId'] ?? '');
  const strangerKey = String(started.json?.['deviceKey'] ?? '');
  if (!draftId || !strangerKey) throw new Error(`could not start a copy: ${started.status} ${started.body.slice(0, 200)}`);
  // The stranger keeps saving while the owner opens the link: whatever lands must land before it.
  const token = await seeder.draftLink(draftId);
  const racing = Array.from({ length: 6 }, (_, index) =>
    call(api.url, 'PUT', `/api/drafts/${draftId}`, { body: { payload: payload(Date.now() + 10_000 + index, { email: `racer-${index}@bench.example` }), fileSlots: [] }, headers: { [KEY_HEADER]: strangerKey } }),
  );
  const [opened] = await Promise.all([call(api.url, 'POST', '/api/drafts/open', { body: { token } }), ...racing]);
  const ownerKey = String(opened.json?.['deviceKey'] ?? '');
  const payloadOf = (answer: { json?: Record<string, unknown> | null }) => JSON.stringify((answer.json?.['draft'] as Record<string, unknown> | undefined)?.['payload']);
  const raceLanded = payloadOf(await call(api.url, 'GET', `/api/drafts/${draftId}`, { headers: { [KEY_HEADER]: ownerKey } })) !== payloadOf(opened);
  const saved = await call(api.url, 'PUT', `/api/drafts/${draftId}`, { body: { payload: payload(Date.now() + 1_000, { firstName: 'Vera', passportNumber: SECRET }), fileSlots: [] }, headers: { [KEY_HEADER]: ownerKey } });
  if (saved.status !== 200) throw new Error(`the owner could not save: ${saved.status} ${saved.body.slice(0, 200)}`);

  const asStranger = { headers: { [KEY_HEADER]: strangerKey } };
  const tries = [
    await call(api.url, 'GET', `/api/drafts/${draftId}`, asStranger),
    await call(api.url, 'PUT', `/api/drafts/${draftId}`, { ...asStranger, body: { payload: payload(Date.now() + 60_000, { email: 'stranger@bench.example' }), fileSlots: [] } }),
    await call(api.url, 'DELETE', `/api/drafts/${draftId}`, asStranger),
  ];
  const reached = tries.filter((answer) => answer.status < 400 || answer.body.includes(SECRET)).length + (raceLanded ? 1 : 0);
  const ownerSees = await call(api.url, 'GET', `/api/drafts/${draftId}`, { headers: { [KEY_HEADER]: ownerKey } });
  const intact = ownerSees.status === 200 && ownerSees.body.includes(SECRET);
  return row(
    'draft keys: a stranger starts a copy for someone else’s address, the owner opens the link and writes',
    `saves racing the opening: ${raceLanded ? 'one landed after it' : 'none after it'} · the stranger’s key after the opening: read, save, delete answered ${tries.map((answer) => answer.status).join(', ')} · the owner’s copy ${intact ? 'intact' : 'changed or gone'}`,
    'no racing save after the opening, every later try refused (404), the owner’s copy intact',
    reached === 0 && intact,
    { reached },
  );
}
