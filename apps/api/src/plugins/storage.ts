import fp from 'fastify-plugin';
import type { AppConfig } from '../config/env';
import { createUploadStorage, type UploadStorage } from '../lib/uploads';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploads are committed and read back: DATA_DIR/files, or the S3 bucket when S3_BUCKET is set. */
    storage: UploadStorage;
  }
}

async function openStorage(config: AppConfig): Promise<UploadStorage> {
  if (config.storage.kind === 'local') return createUploadStorage(config.dataDir);
  // Loaded only when S3 is configured: the AWS SDK is large, and most instances (and test apps) never need it.
  const { createS3Storage } = await import('../lib/uploads/s3-storage');
  return createS3Storage(config.dataDir, config.storage.s3);
}

/**
 * The app's one file storage, shared by every module (uploads, downloads, the review worker,
 * recovery at start), so one S3 client and its connection pool serve them all. Closed after the
 * plugins registered later (the review agent's worker among them) have stopped using it.
 */
export const storage = fp(
  async (app) => {
    const uploads = await openStorage(app.config);
    app.decorate('storage', uploads);
    app.addHook('onClose', async () => uploads.close());
    if (app.config.storage.kind === 's3') {
      const { bucket, endpoint, region, keyPrefix } = app.config.storage.s3;
      app.log.info({ bucket, endpoint: endpoint ?? `AWS S3 (${region})`, keyPrefix }, 'uploaded files are kept in an S3 bucket');
    }
  },
  { name: 'storage', dependencies: ['app-context'] },
);
