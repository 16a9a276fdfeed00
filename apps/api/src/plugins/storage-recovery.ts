import fp from 'fastify-plugin';
import { createDocumentsRepository } from '../modules/applications/documents.repository';
import { createDraftsRepository } from '../modules/drafts/drafts.repository';
import { createMaterialsRepository } from '../modules/materials/materials.repository';

/**
 * How old a stored file without a row must be before recovery removes it from a bucket. Several
 * instances may share one bucket (with PostgreSQL): a file another instance stored a moment ago
 * has no row yet because its transaction is still committing, and must not be taken for debris.
 */
export const SHARED_ORPHAN_AGE_MS = 60 * 60_000;

/**
 * After a crash (SIGKILL, power loss) storage can hold two kinds of debris: temp files of uploads
 * that were still streaming, and files already committed (renamed into place, or put in the
 * bucket) whose rows never committed. Neither is a document anyone was told about. At start,
 * before the server listens, both are removed, so what is stored is what the database refers to.
 * DATA_DIR belongs to this instance alone, so nothing of its own can be in flight yet; a bucket
 * may be shared, so there only files older than SHARED_ORPHAN_AGE_MS are removed.
 */
export const storageRecovery = fp(
  async (app) => {
    const now = app.clock.now();
    await app.storage.sweepTemp(now, 0);
    // What the applications' documents, the saved copies' files and the dossiers' materials refer
    // to, each read by the module that owns it. A kind of file left out here is deleted at every start.
    const owners = [createDocumentsRepository(app.db), createDraftsRepository(app.db), createMaterialsRepository(app.db)];
    const referenced = new Set<string>((await Promise.all(owners.map((owner) => owner.storedNames()))).flat());
    // Rows first, then files: a file whose row commits in between is a young one, which the age limit keeps.
    const storedBefore = app.config.storage.kind === 's3' ? new Date(now.getTime() - SHARED_ORPHAN_AGE_MS) : undefined;
    const orphans = (await app.storage.storedNames(storedBefore)).filter((name) => !referenced.has(name));
    await app.storage.removeStored(orphans);
    if (orphans.length > 0) app.log.warn({ removed: orphans.length }, 'removed uploaded files no row refers to (left by a crash)');
  },
  { name: 'storage-recovery', dependencies: ['app-context', 'storage'] },
);
