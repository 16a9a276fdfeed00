import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DATA_ACCESS_KEY_HEADER, openDataLinkResponseSchema, type QuestionSetName } from '@quorum/domain';
import { completeAnswers } from '@quorum/testing';
import { fromBuffer, type Entry, type ZipFile } from 'yauzl';
import { AS_QUORUM_CLIENT } from '../../../testing/client-header';
import { signIn } from '../../../testing/sign-in';
import { submit, uploadAll } from '../../applications/test-requests';

/** Test support for the data-rights specs: applicants, members, the emailed link, and reading the export. */

let address = 0;

/** An application submitted the way the wizard does it, with every document uploaded; answers its id and answers. */
export async function applyWithDocuments(app: FastifyInstance, email: string, set: QuestionSetName = 'Individual', overrides: Record<string, unknown> = {}) {
  address += 1;
  const answers = completeAnswers(set, { email, overrides });
  const response = await submit(app, answers, {}, `10.77.${Math.floor(address / 250)}.${address % 250}`);
  if (response.statusCode !== 200) throw new Error(`submission failed: ${response.body}`);
  const id = (response.json() as { submissionId: string }).submissionId;
  for (const upload of await uploadAll(app, id, answers)) if (upload.statusCode !== 200) throw new Error(`upload failed: ${upload.body}`);
  return { id, answers };
}

export function asAdmin(app: FastifyInstance, cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, headers: { cookie, ...(method === 'GET' ? {} : AS_QUORUM_CLIENT) }, ...(payload ? { payload } : {}) });
}

/** An approved applicant, signed in as the member the approval made; answers the member's cookie. */
export async function approvedMember(app: FastifyInstance, admin: string, email: string) {
  const applied = await applyWithDocuments(app, email);
  const approved = await asAdmin(app, admin, 'POST', `/api/admin/applications/${applied.id}/approve`);
  if (approved.statusCode !== 200) throw new Error(`approval failed: ${approved.body}`);
  return { ...applied, cookie: await signIn(app, email) };
}

/** The newest message of a template to an address, from the dev outbox. */
export async function latestEmail(app: FastifyInstance, to: string, template: string): Promise<{ text: string; links: string[] } | undefined> {
  const response = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  const { messages } = response.json() as { messages: Array<{ template: string; text: string; links: string[] }> };
  return messages.find((message) => message.template === template);
}

/** Asks for the data link of an address and opens it as the page does: the key and the summary. */
export async function openDataLink(app: FastifyInstance, email: string) {
  const asked = await app.inject({ method: 'POST', url: '/api/data-rights/link', payload: { email } });
  if (asked.statusCode !== 200) throw new Error(`link request failed: ${asked.body}`);
  const link = (await latestEmail(app, email, 'data-link'))?.links[0];
  if (!link) throw new Error(`no data link for ${email}`);
  const token = new URL(link).searchParams.get('token') ?? '';
  const opened = await app.inject({ method: 'POST', url: '/api/data-rights/open', payload: { token } });
  return { token, ...openDataLinkResponseSchema.parse(opened.json()) };
}

export const keyHeaders = (accessKey: string) => ({ [DATA_ACCESS_KEY_HEADER]: accessKey, ...AS_QUORUM_CLIENT });

/** Every entry of a zip, read with an independent reader (yauzl), by name. */
export function readZip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(bytes, { lazyEntries: true }, (error, zip?: ZipFile) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
          stream.on('error', reject);
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** The JSON of an export. */
export async function exportedJson(bytes: Buffer): Promise<{ entries: Map<string, Buffer>; data: Record<string, unknown> & { applications: Array<Record<string, unknown>> } }> {
  const entries = await readZip(bytes);
  const json = entries.get('quorum-data.json');
  if (!json) throw new Error(`no quorum-data.json among ${[...entries.keys()].join(', ')}`);
  return { entries, data: JSON.parse(json.toString('utf8')) as Record<string, unknown> & { applications: Array<Record<string, unknown>> } };
}
