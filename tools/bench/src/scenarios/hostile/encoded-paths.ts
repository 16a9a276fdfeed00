import { QUORUM_CLIENT_HEADER } from '@quorum/domain';
import type { ApiProcess } from '../../core/api-process';
import { individualSubmission } from '../../core/applications';
import { call } from '../../core/http';
import { nextClientAddress } from '../../core/load';
import { rawRequest } from '../../core/raw-http';
import type { Seeder } from '../../core/seed';
import { row, type Row } from '../../core/types';
import { APPROVE_PATH_SPELLINGS as PATH_VARIANTS } from '@quorum/api/testing';

const BASE = '/api/admin/applications';

/** What a page on a sibling subdomain can make the admin's browser send without a preflight (and one it cannot, refused anyway). */
function hostileSends(sibling: string): ReadonlyArray<readonly [label: string, headers: Record<string, string>, body: string | undefined]> {
  return [
    ['Sec-Fetch-Site: same-site and a sibling Origin', { 'sec-fetch-site': 'same-site', origin: sibling }, undefined],
    ['a text/plain body without the client header', { 'content-type': 'text/plain' }, 'approve'],
    ['same-site even with the client header', { 'sec-fetch-site': 'same-site', origin: sibling, [QUORUM_CLIENT_HEADER]: 'web' }, undefined],
  ];
}

async function statusOf(api: ApiProcess, cookie: string, id: string): Promise<string> {
  const answer = await call(api.url, 'GET', `${BASE}/${id}`, { cookie });
  return String((answer.json?.['application'] as { status?: string } | undefined)?.status ?? `HTTP ${answer.status}`);
}

/** A submitted application the admin has started to review: one approve away from a new member. */
async function applicationInReview(api: ApiProcess, cookie: string, email: string): Promise<string> {
  const submission = individualSubmission(email);
  const submitted = await call(api.url, 'POST', '/api/join/submit', { raw: submission.body, headers: { 'content-type': submission.contentType, 'x-forwarded-for': nextClientAddress() } });
  const id = String(submitted.json?.['submissionId'] ?? '');
  if (!id) throw new Error(`could not submit an application: ${submitted.status} ${submitted.body.slice(0, 200)}`);
  const started = await call(api.url, 'POST', `${BASE}/${id}/start-review`, { cookie });
  if (started.status !== 200) throw new Error(`could not start the review: ${started.status} ${started.body.slice(0, 200)}`);
  return id;
}

/**
 * The admin's approve, as a hostile page on a sibling subdomain would make the admin's browser
 * send it, in every spelling of the path: none may reach the handler. Then the app's own approve
 * (same origin, with the client header) shows the route itself works.
 */
export async function encodedPathsRow(api: ApiProcess, seeder: Seeder, publicUrl: string): Promise<Row> {
  const admin = await seeder.signedIn('admin@bench.example', 'admin', ['admin', 'member']);
  const sibling = `https://evil.${new URL(publicUrl).host}`;
  const id = await applicationInReview(api, admin.cookie, 'victim@bench.example');
  const statuses = new Map<number, number>();
  const reached: string[] = [];
  const send = async (label: string, path: string, headers: Record<string, string>, body: string | undefined) => {
    const answer = await rawRequest(api.url, 'POST', path, { headers: { cookie: admin.cookie, ...headers }, ...(body === undefined ? {} : { body }) });
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    if ((answer.status >= 200 && answer.status < 300) || answer.status >= 500) reached.push(`${path.replace(id, '<id>')} with ${label}: ${answer.status}`);
  };
  for (const variant of PATH_VARIANTS) {
    for (const [label, headers, body] of hostileSends(sibling)) await send(label, variant(id), headers, body);
  }
  await send('no body and no client header', `${BASE}/${id}/approve`, {}, undefined);
  const sent = [...statuses.values()].reduce((sum, count) => sum + count, 0);
  const after = await statusOf(api, admin.cookie, id);

  const own = await rawRequest(api.url, 'POST', `${BASE}/${id}/approve`, { headers: { cookie: admin.cookie, 'sec-fetch-site': 'same-origin', origin: new URL(publicUrl).origin, [QUORUM_CLIENT_HEADER]: 'web' } });
  const approved = await statusOf(api, admin.cookie, id);
  const answered = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status} ×${count}`).join(', ');
  return row(
    `encoded paths: an admin's approve from a sibling site (${PATH_VARIANTS.length} spellings × ${hostileSends(sibling).length} header sets + a bodyless one)`,
    `${sent} POSTs answered ${answered}${reached.length ? ` · reached: ${reached.slice(0, 3).join('; ')}` : ''} · application after them: ${after} · the app's own approve: ${own.status} → ${approved}`,
    'no 2xx or 5xx, still in review; own approve works',
    reached.length === 0 && after === 'in_review' && own.status === 200 && approved === 'approved',
    { sent, reached: reached.length },
  );
}
