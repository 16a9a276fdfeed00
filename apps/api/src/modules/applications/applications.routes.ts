import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { adminApplicationRoutes } from './admin-applications.routes';
import { documentRoutes } from './documents.routes';
import { submissionRoutes } from './submission.routes';

/**
 * Application intake and review (docs/flows/wizard.md, docs/flows/admin-review.md): submit, document uploads, the welcome email, and the
 * admin review. Multipart parsing is registered here, inside this plugin, so only these routes
 * accept multipart bodies; each route sets its own limits.
 */
export async function applicationRoutes(app: FastifyInstance): Promise<void> {
  // Small defaults for a call that forgets its own limits; every route here passes its own.
  // preservePath: busboy would strip a path from a file name silently; we see it and refuse the request.
  await app.register(multipart, { throwFileSizeLimit: true, preservePath: true, limits: { fields: 10, fieldSize: 1024, files: 1, fileSize: 1024 * 1024, parts: 20 } });
  await app.register(submissionRoutes);
  await app.register(documentRoutes, { storage: app.storage });
  await app.register(adminApplicationRoutes, { storage: app.storage });
}
