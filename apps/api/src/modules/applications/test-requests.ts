import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { fileFieldsOf, toSubmissionFields } from '@quorum/domain';
import { sampleBytesFor } from '@quorum/testing';
import { AS_QUORUM_CLIENT } from '../../testing/client-header';

/**
 * Builds requests the way the onboarding app does (test support only): multipart bodies from
 * FormData, encoded by the platform's own Response so boundaries and headers are real, with the
 * header the apps' client adds to every call.
 */
export async function multipart(form: FormData): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), headers: { 'content-type': response.headers.get('content-type') ?? '', ...AS_QUORUM_CLIENT } };
}

export function submissionForm(answers: Readonly<Record<string, unknown>>, extra: Readonly<Record<string, string>> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of toSubmissionFields(answers)) form.append(name, value);
  for (const [name, value] of Object.entries(extra)) form.append(name, value);
  return form;
}

export interface UploadFile {
  name: string;
  bytes: Buffer;
  type?: string;
}

export function uploadForm(fields: Readonly<Record<string, string>>, files: readonly UploadFile[], fileField = 'files[]'): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(fileField, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  return form;
}

export async function post(app: FastifyInstance, url: string, form: FormData, remoteAddress = '127.0.0.1'): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, remoteAddress, ...(await multipart(form)) });
}

export async function submit(app: FastifyInstance, answers: Readonly<Record<string, unknown>>, extra: Readonly<Record<string, string>> = {}, remoteAddress?: string) {
  return post(app, '/api/join/submit', submissionForm(answers, extra), remoteAddress);
}

/** The uploads the onboarding app makes after a submission: one call per file field, real bytes for each file. */
export async function uploadAll(app: FastifyInstance, applicantId: string, answers: Readonly<Record<string, unknown>>): Promise<LightMyRequestResponse[]> {
  const responses: LightMyRequestResponse[] = [];
  for (const field of fileFieldsOf(answers)) {
    const files = field.files.map((file) => ({ name: file.name, bytes: sampleBytesFor(file.name) }));
    responses.push(await post(app, '/api/documents/upload', uploadForm({ applicantId, documentType: field.documentType }, files)));
  }
  return responses;
}
