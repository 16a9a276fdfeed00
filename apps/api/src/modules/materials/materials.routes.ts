import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { catalogueRoutes } from './catalogue.routes';
import { dossierMaterialRoutes } from './dossier-material.routes';
import { createMaterialsService } from './materials.service';
import { peopleRoutes } from './people.routes';
import { pitchDeckRoutes } from './pitch-deck.routes';

/**
 * Dossier materials (docs/api.md): pitch decks, url, note, valuation, documents, people, and
 * the materials catalogue. Multipart is registered inside this plugin, so only the pitch-deck
 * upload accepts it; the route passes its own limits.
 */
export async function materialRoutes(app: FastifyInstance): Promise<void> {
  // preservePath: busboy would strip a path from a file name silently; we see it and refuse the request.
  await app.register(multipart, { throwFileSizeLimit: true, preservePath: true, limits: { fields: 5, fieldSize: 512, files: 1, fileSize: 1024 * 1024, parts: 6 } });
  const { storage } = app;
  const service = createMaterialsService({ db: app.db, clock: app.clock, storage, log: app.log });

  await app.register(dossierMaterialRoutes, { service });
  await app.register(peopleRoutes, { service });
  await app.register(catalogueRoutes, { service });
  await app.register(pitchDeckRoutes, { service, storage });
}
