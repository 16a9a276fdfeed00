import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inspect } from './seed';
import type { Acknowledged } from './write-clients';

export interface Consistency {
  integrity: string;
  missingApplications: number;
  missingDocuments: number;
  /** Rows whose file is missing or differs from its recorded sha256. */
  brokenFiles: number;
  /** Files on disk no row refers to, and temp files left in .partial. */
  orphans: number;
  applicationsFound: number;
  documentsFound: number;
}

/** Checks a data directory against what the API acknowledged: integrity, presence, byte identity, debris. */
export function checkConsistency(dataDir: string, acked: Acknowledged): Consistency {
  return inspect(path.join(dataDir, 'quorum.db'), (db) => {
    const integrity = String(db.pragma('integrity_check', { simple: true }));
    const applications = new Set(db.prepare('SELECT id FROM applications').pluck().all() as string[]);
    const rows = db.prepare('SELECT stored_name AS name, sha256 FROM documents').all() as Array<{ name: string; sha256: string }>;
    const shas = new Set(rows.map((entry) => entry.sha256));
    const filesDir = path.join(dataDir, 'files');
    let brokenFiles = 0;
    for (const entry of rows) {
      const file = path.join(filesDir, entry.name);
      if (!existsSync(file) || createHash('sha256').update(readFileSync(file)).digest('hex') !== entry.sha256) brokenFiles += 1;
    }
    const referenced = new Set(rows.map((entry) => entry.name));
    const onDisk = existsSync(filesDir) ? readdirSync(filesDir).filter((name) => name !== '.partial') : [];
    const partials = existsSync(path.join(filesDir, '.partial')) ? readdirSync(path.join(filesDir, '.partial')).length : 0;
    return {
      integrity,
      missingApplications: [...acked.applications].filter((id) => !applications.has(id)).length,
      missingDocuments: [...acked.documents.keys()].filter((sha) => !shas.has(sha)).length,
      brokenFiles,
      orphans: onDisk.filter((name) => !referenced.has(name)).length + partials,
      applicationsFound: applications.size,
      documentsFound: rows.length,
    };
  });
}
