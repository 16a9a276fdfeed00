import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import { DOCUMENT_UPLOAD_LIMITS, networkUploadAllowance, type DocumentUploadLimits } from '../modules/applications/documents.limits';
import { createQuotaGauge, type PublicQuota } from '../modules/applications/documents.quota-gauge';
import { storedByThePublic } from '../modules/applications/public-uploads.read';

/** What the public may make this instance store, and what it has in flight towards that. */
export interface PublicUploads extends PublicQuota {
  limits: DocumentUploadLimits;
  /** The per-network byte allowance, shared by the same routes. */
  network: ReturnType<typeof networkUploadAllowance>;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicUploads: PublicUploads;
  }
}

/**
 * The public's upload quota (docs/security/storage-quotas.md), once per app. Application documents
 * and the files of saved application copies fill the same quota; were each route to keep its own
 * gauge, neither would count what the other has in flight, and a burst through both passed the
 * quota by the share each lets through unchecked. One gauge sees both.
 */
export const publicUploads = fp(
  async (app, options: { limits?: Partial<DocumentUploadLimits> }) => {
    const limits: DocumentUploadLimits = { ...DOCUMENT_UPLOAD_LIMITS, ...options.limits };
    new Gauge({
      name: 'quorum_public_uploads',
      help: 'What the public has made the network store (application documents awaiting review, saved copies’ files) against the quota, in bytes and files',
      labelNames: ['unit', 'of'] as const,
      registers: [app.metrics],
      async collect() {
        const stored = await storedByThePublic(app.db);
        this.set({ unit: 'bytes', of: 'stored' }, stored.bytes);
        this.set({ unit: 'bytes', of: 'quota' }, limits.quotaBytes);
        this.set({ unit: 'files', of: 'stored' }, stored.files);
        this.set({ unit: 'files', of: 'quota' }, limits.quotaFiles);
      },
    });
    app.decorate('publicUploads', {
      limits,
      gauge: createQuotaGauge(() => storedByThePublic(app.db), limits, { soleProcess: app.db.soleProcess }),
      network: networkUploadAllowance(app.rateCounters, limits),
    });
  },
  { name: 'public-uploads', dependencies: ['app-context', 'metrics', 'security'] },
);
