import { ApiProcess } from '../core/api-process';
import { individualSubmission } from '../core/applications';
import { filesUnder } from '../core/disk';
import { HOSTILE_FILES } from '../core/hostile-files';
import { call } from '../core/http';
import { nextClientAddress } from '../core/load';
import { multipartBody } from '../core/multipart';
import { row, type Row, type Scenario } from '../core/types';
import path from 'node:path';

/** Polyglots, spoofed types, a zip bomb, traversal names and a 10,000-part body: all 4xx, nothing on disk. */
export const uploadAttacksScenario: Scenario = {
  id: 'upload-attacks',
  title: 'Upload attacks',
  async run(): Promise<Row[]> {
    const api = new ApiProcess();
    await api.start();
    try {
      const submission = individualSubmission('attacks@bench.example');
      const submitted = await call(api.url, 'POST', '/api/join/submit', { raw: submission.body, headers: { 'content-type': submission.contentType, 'x-forwarded-for': nextClientAddress() } });
      const applicantId = String(submitted.json?.['submissionId'] ?? '');
      const filesDir = path.join(api.dataDir, 'files');
      const before = filesUnder(filesDir).length;
      const outcomes: string[] = [];
      let refused = 0;
      let attempts = 0;
      const send = async (label: string, body: Buffer, contentType: string) => {
        attempts += 1;
        const answer = await call(api.url, 'POST', '/api/documents/upload', { raw: body, headers: { 'content-type': contentType, 'x-forwarded-for': nextClientAddress() } });
        const ok = answer.status >= 400 && answer.status < 500 && answer.json?.['success'] === false;
        if (ok) refused += 1;
        else outcomes.push(`${label}: ${answer.status}`);
      };
      for (const file of HOSTILE_FILES) {
        const slot = file.name.endsWith('.docx') ? 'incomeEvidence' : 'proofOfAddress';
        const form = multipartBody([
          { name: 'applicantId', value: applicantId },
          { name: 'documentType', value: slot },
          { name: 'files[]', value: file.bytes(), filename: file.name, type: file.type },
        ]);
        await send(file.label, form.body, form.contentType);
      }
      const manyParts = multipartBody([
        { name: 'applicantId', value: applicantId },
        { name: 'documentType', value: 'proofOfAddress' },
        ...Array.from({ length: 10_000 }, (_, index) => ({ name: `f${index}`, value: 'x' })),
      ]);
      await send('10,000-part body', manyParts.body, manyParts.contentType);
      const manyFiles = multipartBody([
        { name: 'applicantId', value: applicantId },
        { name: 'documentType', value: 'proofOfAddress' },
        ...Array.from({ length: 10_000 }, (_, index) => ({ name: 'files[]', value: 'x', filename: `f${index}.pdf`, type: 'application/pdf' })),
      ]);
      await send('10,000 file parts', manyFiles.body, manyFiles.contentType);
      // Give fire-and-forget clean-up a moment, then look at the disk.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const left = filesUnder(filesDir).length - before;
      return [
        row(
          'upload attacks (polyglot, spoofed, zip bomb, traversal, 10,000 parts)',
          `${refused}/${attempts} refused with 4xx${outcomes.length ? ` · accepted or failed: ${outcomes.join('; ')}` : ''} · files left on disk: ${left}`,
          'all 4xx, no file left',
          refused === attempts && left === 0 && applicantId !== '',
          { refused, attempts, left },
        ),
      ];
    } finally {
      await api.dispose();
    }
  },
};
