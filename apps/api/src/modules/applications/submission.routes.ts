import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applicationSubmitResponseSchema, welcomeEmailRequestSchema } from '@quorum/domain';
import { readTextFields } from '../../lib/uploads';
import { createDraftsService } from '../drafts/drafts.service';
import { orThrow } from '../../lib/http/result';
import { createSubmissionService, SUBMITTED_MESSAGE } from './submission.service';
import { createWelcomeService } from './welcome.service';

const HOUR_MS = 60 * 60_000;

/**
 * The submit form carries answers only. Limits sized for the largest application (about 80
 * answers; a person list of 20 people is a few KB), far below what would let a client make us
 * buffer megabytes.
 */
const SUBMIT_LIMITS = { fields: 200, fieldNameSize: 100, fieldSize: 64 * 1024, files: 1, parts: 201, headerPairs: 100 };
const FILES_REFUSED = 'This form takes answers only: upload files with POST /api/documents/upload after submitting';

const DRAFT_ID_FIELD = 'draftId';
const DRAFT_KEY_FIELD = 'draftKey';

const welcomeResponseSchema = z.object({ success: z.literal(true) });

/** POST /api/join/submit and POST /api/send-welcome-email (docs/flows/wizard.md). */
export async function submissionRoutes(app: FastifyInstance): Promise<void> {
  const submissions = createSubmissionService({ db: app.db, cipher: app.cipher, clock: app.clock, log: app.log });
  const welcome = createWelcomeService({ db: app.db, clock: app.clock, mailer: app.mailer });
  const drafts = createDraftsService({ db: app.db, cipher: app.cipher, clock: app.clock, storage: app.storage, mailer: app.mailer, publicUrl: app.config.publicUrl, uploads: app.publicUploads });
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/api/join/submit',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: HOUR_MS } },
      schema: { tags: ['applications'], consumes: ['multipart/form-data'], response: { 200: applicationSubmitResponseSchema } },
    },
    async (request) => {
      const { fields } = orThrow(await readTextFields(request.parts({ limits: SUBMIT_LIMITS }), FILES_REFUSED));
      // The server copy the application was continued from (docs/flows/wizard.md): not an answer, deleted once submitted.
      const draftId = fields.get(DRAFT_ID_FIELD);
      const draftKey = fields.get(DRAFT_KEY_FIELD);
      fields.delete(DRAFT_ID_FIELD);
      fields.delete(DRAFT_KEY_FIELD);
      const { applicationId } = orThrow(await submissions.submit(fields));
      if (draftId && draftKey) {
        // The application is stored: a copy that could not be deleted now still ends with its 30 days.
        await drafts.discardSubmitted(draftId, draftKey).catch((error: unknown) => request.log.warn({ err: error }, 'application draft not deleted after submission'));
      }
      return { success: true, submissionId: applicationId, message: SUBMITTED_MESSAGE, result: { applicant: { id: applicationId } } };
    },
  );

  typed.post(
    '/api/send-welcome-email',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: HOUR_MS } },
      schema: { tags: ['applications'], body: welcomeEmailRequestSchema, response: { 200: welcomeResponseSchema } },
    },
    async (request) => {
      // Always the same answer: whether this address applied is nobody's business (docs/security/account-enumeration.md).
      await welcome.send(request.body);
      return { success: true as const };
    },
  );
}
