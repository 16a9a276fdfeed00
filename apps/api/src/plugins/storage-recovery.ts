import fp from 'fastify-plugin';
import { isNotNull } from 'drizzle-orm';
import { createUploadStorage } from '../lib/uploads';

/**
 * After a crash (SIGKILL, power loss) the files directory can hold two kinds of debris: temp files
 * of uploads that were still streaming, and files already renamed into place whose rows never
 * committed. Neither is a document anyone was told about. At start, before the server listens and
 * so before any upload is in flight, both are removed: what is on disk is then exactly what the
 * database refers to.
 */
export const storageRecovery = fp(
  async (app) => {
    const storage = createUploadStorage(app.config.dataDir);
    await storage.sweepTemp(app.clock.now(), 0);
    const { documents, dossierMaterials } = app.db.tables;
    const [documentNames, materialNames] = await Promise.all([
      app.db.query((q) => q.select({ name: documents.storedName }).from(documents)),
      app.db.query((q) => q.select({ name: dossierMaterials.storedName }).from(dossierMaterials).where(isNotNull(dossierMaterials.storedName))),
    ]);
    const referenced = new Set<string>([...documentNames.map((row) => row.name), ...materialNames.map((row) => row.name ?? '')]);
    const orphans = (await storage.storedNames()).filter((name) => !referenced.has(name));
    await storage.remove(orphans.map((name) => storage.pathOf(name) ?? '').filter(Boolean));
    if (orphans.length > 0) app.log.warn({ removed: orphans.length }, 'removed uploaded files no row refers to (left by a crash)');
  },
  { name: 'storage-recovery', dependencies: ['app-context'] },
);
