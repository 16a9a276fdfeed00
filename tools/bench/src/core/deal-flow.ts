import { STRONG_DECK_PAGES } from '@quorum/api/testing';
import { makePdf } from '@quorum/testing';
import { call } from './http';
import { multipartBody } from './multipart';
import { sleep } from './stats';

/** A generated 40-page deck: the strong fixture deck's pages, cycled, numbered. */
export function fortyPageDeck(): Buffer {
  const pages = Array.from({ length: 40 }, (_, index) => [...(STRONG_DECK_PAGES[index % STRONG_DECK_PAGES.length] ?? []), `Page ${index + 1} of 40`]);
  return makePdf(pages, { title: 'Rocketly deck (40 pages)' });
}

/** The members app's calls for one deal: a dossier, its deck and website, then a report. */
export async function prepareDossier(base: string, cookie: string, email: string, website: string, deck: Buffer): Promise<string> {
  const created = await call(base, 'POST', '/api/dossiers', { cookie, body: { userId: email, user: { email } } });
  const dossierId = String((created.json?.['dossier'] as { dossierId?: string } | undefined)?.dossierId ?? '');
  if (!dossierId) throw new Error(`could not create a dossier: ${created.status} ${created.body.slice(0, 200)}`);
  const form = multipartBody([
    { name: 'file', value: deck, filename: 'deck.pdf', type: 'application/pdf' },
    { name: 'dossierId', value: dossierId },
    { name: 'userId', value: email },
  ]);
  const uploaded = await call(base, 'POST', `/api/dossiers/${dossierId}/pitchDeck`, { cookie, raw: form.body, headers: { 'content-type': form.contentType } });
  if (uploaded.status !== 200) throw new Error(`deck upload failed: ${uploaded.status} ${uploaded.body.slice(0, 200)}`);
  const url = await call(base, 'POST', `/api/dossiers/${dossierId}/url`, { cookie, body: { url: website, email } });
  if (url.status !== 200) throw new Error(`setting the website failed: ${url.status} ${url.body.slice(0, 200)}`);
  await call(base, 'POST', `/api/dossiers/${dossierId}/vehicle-settings`, { cookie, body: { vehicleSettings: { vehicleId: 'quorum-main', carryPercent: 10 }, userEmail: email } });
  return dossierId;
}

export async function generate(base: string, cookie: string, email: string, dossierId: string, webhooks?: { onComplete?: string; onError?: string }): Promise<string> {
  const created = await call(base, 'POST', '/api/report/create', { cookie, body: { dossierId, userEmail: email, vehicleId: 'quorum-main', ...(webhooks ? { webhooks } : {}) } });
  const reportId = created.json?.['reportId'];
  if (typeof reportId !== 'string') throw new Error(`report creation failed: ${created.status} ${created.body.slice(0, 200)}`);
  return reportId;
}

/** Polls the report status until `until` says stop (or the deadline passes); returns the last status seen. */
export async function pollStatus(base: string, cookie: string, reportId: string, until: (status: string) => boolean, timeoutMs: number, everyMs = 20): Promise<{ status: string; message: string }> {
  const deadline = Date.now() + timeoutMs;
  let last = { status: 'unknown', message: '' };
  while (Date.now() < deadline) {
    try {
      const answer = await call(base, 'GET', `/api/report/status?reportId=${reportId}`, { cookie });
      last = { status: String(answer.json?.['status'] ?? answer.status), message: String(answer.json?.['statusMessage'] ?? '') };
      if (until(last.status)) return last;
    } catch {
      // the API is restarting
    }
    await sleep(everyMs);
  }
  return last;
}
