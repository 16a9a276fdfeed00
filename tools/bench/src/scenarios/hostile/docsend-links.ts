import { createMaterialsRepository, HOSTILE_DOCSEND_LINKS, type LoopbackServer, newId, VALID_DOCSEND_LINK } from '@quorum/api/testing';
import type { ApiProcess } from '../../core/api-process';
import { call, type Answer } from '../../core/http';
import { nextClientAddress } from '../../core/load';
import type { Seeder } from '../../core/seed';
import { row, type Row } from '../../core/types';

/**
 * Every link of HOSTILE_DOCSEND_LINKS through the three routes that take a DocSend link: the
 * converter (a loopback stand-in counting requests) must never be asked, and every answer is a
 * 4xx. Then a valid DocSend link converts with exactly one request (docs/security/docsend-links.md).
 */
export async function docsendLinksRow(api: ApiProcess, seeder: Seeder, member: { email: string; cookie: string }, converter: LoopbackServer): Promise<Row> {
  const { cookie, email } = member;
  const asMember = (method: string, path: string, body?: unknown) => call(api.url, method, path, { cookie, ...(body === undefined ? {} : { body }), headers: { 'x-forwarded-for': nextClientAddress() } });
  const created = await asMember('POST', '/api/dossiers', { userId: email, user: { email } });
  const dossierId = String((created.json?.['dossier'] as { dossierId?: string } | undefined)?.dossierId ?? '');
  if (!dossierId) throw new Error(`could not create a dossier: ${created.status} ${created.body.slice(0, 200)}`);
  // A docsend_link row written straight into the database, as rows saved before the rule may hold.
  const materials = createMaterialsRepository(seeder.db);
  const stored = await materials.insert({ id: newId(), dossierId, kind: 'docsend_link', url: VALID_DOCSEND_LINK, urlHost: null }, new Date());

  const before = converter.requests.length;
  let sent = 0;
  const accepted: string[] = [];
  const expectRefused = (label: string, answer: Answer) => {
    sent += 1;
    if (answer.status < 400 || answer.status >= 500) accepted.push(`${label}: ${answer.status}`);
  };
  for (const [attack, link] of HOSTILE_DOCSEND_LINKS) {
    expectRefused(`convert ${attack}`, await asMember('POST', `/api/dossiers/${dossierId}/docsend`, { url: link, email, passcode: 'orbit-42' }));
    expectRefused(`PUT ${attack}`, await asMember('PUT', '/api/materials', { materialId: stored.id, url: link }));
    expectRefused(`check ${attack}`, await asMember('GET', `/api/docsend/check?docsendUrl=${encodeURIComponent(link)}&email=${encodeURIComponent(email)}`));
  }
  const hostileAsks = converter.requests.length - before;
  const kept = (await materials.find(stored.id))?.url;

  const control = await asMember('POST', `/api/dossiers/${dossierId}/docsend`, { url: VALID_DOCSEND_LINK, email, passcode: 'orbit-42' });
  const controlAsks = converter.requests.length - before - hostileAsks;
  const converted = control.status === 200 && control.json?.['converted'] === true;
  return row(
    `DocSend links: ${HOSTILE_DOCSEND_LINKS.length} hostile links × convert, PUT /api/materials, check`,
    `${sent - accepted.length}/${sent} answered 4xx${accepted.length ? ` (not: ${accepted.slice(0, 3).join('; ')})` : ''} · converter requests ${hostileAsks} · stored link ${kept === VALID_DOCSEND_LINK ? 'unchanged' : 'changed'} · valid link: ${converted ? 'converted' : `HTTP ${control.status}`} with ${controlAsks} request`,
    'all 4xx, 0 converter requests; valid link 1',
    accepted.length === 0 && hostileAsks === 0 && kept === VALID_DOCSEND_LINK && converted && controlAsks === 1,
    { sent, refused: sent - accepted.length, converterRequests: hostileAsks, controlRequests: controlAsks },
  );
}
