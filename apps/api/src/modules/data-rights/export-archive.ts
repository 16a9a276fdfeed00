import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { UploadStorage } from '../../lib/uploads';
import type { PersonalData } from './personal-data';

const README = `This archive holds everything Quorum keeps about you.

quorum-data.json   your account, profile and choices, your applications with their answers
                   (identifiers in full), the people you named, your saved application copies,
                   votes, declared conflicts, submitted deals, the audit log entries about you,
                   and the emails sent to you (subject and date only)
applications/      the documents you uploaded, one folder per application
drafts/            the files attached to a saved copy of the application wizard

Keep this archive safe: it contains your identity documents and identifiers.
`;

/**
 * The export as a zip, streamed: the JSON and a README first, then each stored file, opened only
 * when its turn comes (one open file at a time, whatever the count). Files are stored as they are
 * (PDFs and images gain nothing from deflate); the JSON is deflated.
 */
export function exportArchive(data: PersonalData, storage: UploadStorage, onMissing: (path: string) => void): Readable {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(`${JSON.stringify(data.document, null, 2)}\n`), 'quorum-data.json');
  zip.addBuffer(Buffer.from(README), 'README.txt');
  for (const file of data.generated) zip.addBuffer(Buffer.from(file.content), file.path);
  for (const file of data.files) {
    zip.addReadStreamLazy(file.path, { compress: false }, (done) => {
      storage.openRead(file.storedName).then(
        (stored) => {
          if (stored) return done(null, stored.body);
          // Storage lost the file (docs/deployment.md, storage recovery): the entry stays, empty, rather than failing the whole export.
          onMissing(file.path);
          done(null, Readable.from([]));
        },
        (error: unknown) => done(error, Readable.from([])),
      );
    });
  }
  zip.end();
  return Readable.from(zip.outputStream);
}
