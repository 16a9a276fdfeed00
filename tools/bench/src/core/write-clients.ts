import { createHash, randomBytes } from 'node:crypto';
import type { ApiProcess } from './api-process';
import { individualSubmission, uploadBody } from './applications';
import { nextClientAddress } from './load';

export interface Acknowledged {
  applications: Set<string>;
  /** sha256 → application id, for every document whose upload got a 200. */
  documents: Map<string, string>;
}

/** A small unique PDF: the real header and trailer around random bytes, so every sha256 differs. */
function uniquePdf(): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.4\n% bench '), Buffer.from(randomBytes(2048).toString('hex')), Buffer.from('\n%%EOF\n')]);
}

const post = async (api: ApiProcess, path: string, body: Buffer, contentType: string) => {
  const response = await fetch(`${api.url}${path}`, { method: 'POST', body: new Uint8Array(body), headers: { 'content-type': contentType, 'x-forwarded-for': nextClientAddress() } });
  return { status: response.status, json: (await response.json().catch(() => ({}))) as Record<string, unknown> };
};

/**
 * Clients that submit applications and then upload their documents until stopped (or until the
 * API dies under them), recording only what the API acknowledged with a 200.
 */
export async function runWriteClients(api: ApiProcess, clients: number, withDocuments: boolean, stop: { stopped: boolean }): Promise<Acknowledged> {
  const acked: Acknowledged = { applications: new Set(), documents: new Map() };
  const submission = individualSubmission('crash@bench.example');
  const client = async () => {
    while (!stop.stopped) {
      try {
        const submitted = await post(api, '/api/join/submit', submission.body, submission.contentType);
        if (submitted.status !== 200) continue;
        const id = String(submitted.json['submissionId']);
        acked.applications.add(id);
        if (!withDocuments) continue;
        for (const slot of ['proofOfAddress', 'idScan', 'incomeEvidence']) {
          const bytes = uniquePdf();
          const upload = uploadBody(id, slot, [{ name: `${slot}.pdf`, bytes, type: 'application/pdf' }]);
          const answer = await post(api, '/api/documents/upload', upload.body, upload.contentType);
          if (answer.status === 200) acked.documents.set(createHash('sha256').update(bytes).digest('hex'), id);
        }
      } catch {
        // The API was killed mid-request: nothing acknowledged, nothing recorded.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return acked;
}
