import { request } from 'node:http';
import { ApiProcess } from '../core/api-process';
import { individualSubmission, uploadBody } from '../core/applications';
import { call } from '../core/http';
import { nextClientAddress } from '../core/load';
import { fmt } from '../core/stats';
import { row, type Row, type Scenario } from '../core/types';

const MB = 1024 * 1024;

/** Streams a multipart upload of one `sizeMb` PDF without holding it in memory here either. */
function streamUpload(api: ApiProcess, applicantId: string, documentType: string, sizeMb: number): Promise<{ status: number; sent: number }> {
  return new Promise((resolve) => {
    const boundary = `----bench-${Math.random().toString(16).slice(2)}`;
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="applicantId"\r\n\r\n${applicantId}\r\n--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\n${documentType}\r\n--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`);
    const tail = Buffer.from(`\n%%EOF\n\r\n--${boundary}--\r\n`);
    const chunk = Buffer.alloc(MB, 0x41);
    const total = head.length + sizeMb * MB + tail.length;
    let sent = 0;
    let done = false;
    const finish = (status: number) => {
      if (done) return;
      done = true;
      resolve({ status, sent });
    };
    const outgoing = request({ host: '127.0.0.1', port: api.port, path: '/api/documents/upload', method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': total, 'x-forwarded-for': nextClientAddress() } }, (incoming) => {
      incoming.resume();
      incoming.on('end', () => finish(incoming.statusCode ?? 0));
      outgoing.destroy();
    });
    outgoing.on('error', () => finish(0));
    let written = 0;
    const pump = () => {
      while (written < sizeMb && !done) {
        written += 1;
        sent += chunk.length;
        if (!outgoing.write(chunk)) return void outgoing.once('drain', pump);
      }
      if (!done) outgoing.end(tail);
    };
    outgoing.write(head);
    pump();
  });
}

/** One 200 MB PDF and 20 parallel 5 MB PDFs: MB/s and the API's peak RSS growth (streamed, never buffered). */
export const bigUploadScenario: Scenario = {
  id: 'big-upload',
  title: 'Large uploads and memory',
  async run(settings): Promise<Row[]> {
    const api = new ApiProcess();
    await api.start();
    try {
      const submission = individualSubmission('big@bench.example');
      const ids: string[] = [];
      for (let index = 0; index < 11; index += 1) {
        const answer = await call(api.url, 'POST', '/api/join/submit', { raw: submission.body, headers: { 'content-type': submission.contentType, 'x-forwarded-for': nextClientAddress() } });
        ids.push(String(answer.json?.['submissionId']));
      }
      // Warm the upload path so lazily loaded code is not counted as growth.
      await call(api.url, 'POST', '/api/documents/upload', { ...(() => { const u = uploadBody(ids[10] ?? '', 'incomeEvidence', [{ name: 'warm.pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n'), type: 'application/pdf' }]); return { raw: u.body, headers: { 'content-type': u.contentType, 'x-forwarded-for': nextClientAddress() } }; })() });
      const baseline = api.rssBytes();
      let peak = baseline;
      const sampler = setInterval(() => {
        peak = Math.max(peak, api.rssBytes());
      }, 25);
      const bigMb = settings.mode === 'full' ? 200 : 40;
      const started = Date.now();
      const big = await streamUpload(api, ids[0] ?? '', 'proofOfAddress', bigMb);
      const bigMs = Date.now() - started;
      const parallelStarted = Date.now();
      const small = await Promise.all(Array.from({ length: 20 }, (_, index) => streamUpload(api, ids[Math.floor(index / 2)] ?? '', index % 2 === 0 ? 'proofOfAddress' : 'incomeEvidence', 5)));
      const parallelMs = Date.now() - parallelStarted;
      clearInterval(sampler);
      peak = Math.max(peak, api.rssBytes());
      const growth = peak - baseline;
      const accepted = small.filter((entry) => entry.status === 200).length;
      const bigRate = big.sent / MB / (bigMs / 1000);
      const smallRate = (20 * 5) / (parallelMs / 1000);
      return [
        row(
          `uploads: one ${bigMb} MB PDF, then 20 parallel 5 MB PDFs`,
          `${bigMb} MB: HTTP ${big.status} (over the 25 MB limit: refused while streaming) after ${fmt.mb(big.sent)} at ${bigRate.toFixed(0)} MB/s · 20 × 5 MB: ${accepted}/20 stored at ${smallRate.toFixed(0)} MB/s · peak RSS growth ${fmt.mb(growth)}`,
          'RSS grows < 64 MB',
          growth < 64 * MB && accepted === 20 && (big.status === 413 || big.status === 200),
          { growthBytes: growth, bigStatus: big.status, accepted, bigRate, smallRate },
        ),
      ];
    } finally {
      await api.dispose();
    }
  },
};
