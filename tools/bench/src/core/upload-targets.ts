import { individualSubmission, SMALL_FILES, THREE_FILE_SLOTS, uploadBody } from './applications';
import { call } from './http';
import { nextClientAddress, type LoadSpec } from './load';
import type { Seeder } from './seed';

/** Upload targets: (application, slot) pairs with room for three files, taken once each. */
export class UploadTargets {
  private readonly queue: Array<{ id: string; slot: string }> = [];
  private readonly seen = new Set<string>();

  constructor(private readonly seeder: Seeder) {}

  private async refill(): Promise<number> {
    const ids = await this.seeder.applicationIds();
    for (const id of ids) {
      if (this.seen.has(id)) continue;
      this.seen.add(id);
      for (const slot of THREE_FILE_SLOTS) this.queue.push({ id, slot });
    }
    return this.queue.length;
  }

  /** Submits full applications until `needed` targets wait (topped up 200 at a time); answers how many were accepted. */
  async ensure(apiUrl: string, needed: number): Promise<number> {
    let accepted = 0;
    const submission = individualSubmission();
    while ((await this.refill()) < needed) {
      for (let index = 0; index < 200; index += 1) {
        const answer = await call(apiUrl, 'POST', '/api/join/submit', { raw: submission.body, headers: { 'content-type': submission.contentType, 'x-forwarded-for': nextClientAddress() } });
        if (answer.status === 200) accepted += 1;
      }
    }
    return accepted;
  }

  next(): { id: string; slot: string } {
    const target = this.queue.shift();
    if (!target) throw new Error('out of upload targets');
    return target;
  }
}

/** The document uploads as the speed scenario sends them: a PDF, a PNG and a JPEG a request, each to a fresh slot. */
export function uploadLoad(url: string, targets: UploadTargets, seconds: number): LoadSpec {
  return {
    url,
    method: 'POST',
    path: '/api/documents/upload',
    connections: 10,
    seconds,
    distinctClients: true,
    perRequest: () => {
      const target = targets.next();
      const upload = uploadBody(target.id, target.slot, SMALL_FILES);
      return { body: upload.body, headers: { 'content-type': upload.contentType } };
    },
  };
}
