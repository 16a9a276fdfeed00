import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import type { ApiProcess } from './api-process';
import { inspect } from './seed';
import type { Acknowledged } from './write-clients';

export interface Consistency {
  /** SQLite's integrity_check of the file the killed process wrote; undefined on PostgreSQL, whose server was not killed. */
  integrity: string | undefined;
  missingApplications: number;
  missingDocuments: number;
  /** Rows whose file is missing or differs from its recorded sha256. */
  brokenFiles: number;
  /** Files on disk no row refers to, and temp files left in .partial. */
  orphans: number;
  applicationsFound: number;
  documentsFound: number;
}

interface Stored {
  integrity: string | undefined;
  applications: Set<string>;
  documents: Array<{ name: string; sha256: string }>;
}

const DOCUMENTS = 'SELECT stored_name AS name, sha256 FROM documents';

function storedInSqlite(dataDir: string): Stored {
  return inspect(path.join(dataDir, 'quorum.db'), (db) => ({
    integrity: String(db.pragma('integrity_check', { simple: true })),
    applications: new Set(db.prepare('SELECT id FROM applications').pluck().all() as string[]),
    documents: db.prepare(DOCUMENTS).all() as Stored['documents'],
  }));
}

async function storedInPostgres(url: string): Promise<Stored> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const applications = (await client.query<{ id: string }>('SELECT id FROM applications')).rows.map((entry) => entry.id);
    return { integrity: undefined, applications: new Set(applications), documents: (await client.query<Stored['documents'][number]>(DOCUMENTS)).rows };
  } finally {
    await client.end();
  }
}

/** Checks the API's database and files against what it acknowledged: integrity (SQLite), presence, byte identity, debris. */
export async function checkConsistency(api: Pick<ApiProcess, 'dataDir' | 'databaseUrl'>, acked: Acknowledged): Promise<Consistency> {
  const stored = api.databaseUrl ? await storedInPostgres(api.databaseUrl) : storedInSqlite(api.dataDir);
  const shas = new Set(stored.documents.map((entry) => entry.sha256));
  const filesDir = path.join(api.dataDir, 'files');
  let brokenFiles = 0;
  for (const entry of stored.documents) {
    const file = path.join(filesDir, entry.name);
    if (!existsSync(file) || createHash('sha256').update(readFileSync(file)).digest('hex') !== entry.sha256) brokenFiles += 1;
  }
  const referenced = new Set(stored.documents.map((entry) => entry.name));
  const onDisk = existsSync(filesDir) ? readdirSync(filesDir).filter((name) => name !== '.partial') : [];
  const partials = existsSync(path.join(filesDir, '.partial')) ? readdirSync(path.join(filesDir, '.partial')).length : 0;
  return {
    integrity: stored.integrity,
    missingApplications: [...acked.applications].filter((id) => !stored.applications.has(id)).length,
    missingDocuments: [...acked.documents.keys()].filter((sha) => !shas.has(sha)).length,
    brokenFiles,
    orphans: onDisk.filter((name) => !referenced.has(name)).length + partials,
    applicationsFound: stored.applications.size,
    documentsFound: stored.documents.length,
  };
}
