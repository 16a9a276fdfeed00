import type { Store } from '../../db/store';
import type { FieldCipher } from '../../crypto/field-cipher';
import type { Clock } from '../../lib/clock';
import { unguessableId } from '../../lib/ids';
import { createAuditRepository } from '../audit/audit.repository';
import { screenSubmittedApplication } from '../screening/screen-subjects';
import { contactOf } from './application-contact';
import { separatePeople } from './application-people';
import { createApplicationsRepository } from './applications.repository';
import { sealIdentifiers } from './kyc-protection';
import { isUniqueViolation } from '../../db/errors';
import { fail, type Result } from '../../lib/http/result';
import { decodeSubmission } from './submission-decoding';
import { validateSubmission } from './submission-validation';

export const SUBMITTED_MESSAGE = 'Application submitted successfully';

export interface SubmissionService {
  /** Decodes, validates, minimises and stores a submission; the same idempotency key gives the same application. */
  submit(fields: ReadonlyMap<string, string>): Promise<Result<{ applicationId: string; replayed: boolean }>>;
}

export function createSubmissionService(deps: { db: Store; cipher: FieldCipher; clock: Clock; log: { error(details: object, message: string): void } }): SubmissionService {
  const applications = createApplicationsRepository(deps.db);

  return {
    async submit(fields) {
      const decoded = decodeSubmission(fields);
      if (!decoded.ok) return decoded;
      const { answers: rawAnswers, idempotencyKey, referralCode } = decoded.submission;

      // A retry of a submission we already stored answers with that application, unchanged.
      const earlier = idempotencyKey ? await applications.findByIdempotencyKey(idempotencyKey) : undefined;
      if (earlier) return { ok: true, applicationId: earlier.id, replayed: true };

      const now = deps.clock.now();
      const validated = validateSubmission(rawAnswers, now);
      if (!validated.ok) return validated;
      const { answers } = validated.submission;

      const id = unguessableId('app');
      const contact = contactOf(answers);
      if (!contact.email) return fail(400, 'Please give an email address we can reach you at');
      const { answers: withoutIdNumbers, people } = separatePeople(id, answers, deps.cipher);
      // Built (and sealed) before the transaction: the commit holds the connection for database work only.
      const application = {
        id,
        entityType: String(answers['entityType']),
        organizationType: typeof answers['organizationType'] === 'string' && answers['entityType'] === 'Entity' ? answers['organizationType'] : null,
        status: 'submitted' as const,
        ...contact,
        answers: sealIdentifiers(withoutIdNumbers, deps.cipher),
        referralCode: referralCode ?? null,
        idempotencyKey: idempotencyKey ?? null,
        submittedAt: now,
        updatedAt: now,
      };
      const details = { entityType: answers['entityType'], organizationType: answers['organizationType'] ?? null, people: people.length };
      try {
        // Committed with the other submissions of this turn; answered only once durable.
        await deps.db.commit(async (tx) => {
          await createApplicationsRepository(tx).insertWithPeople(application, people);
          await createAuditRepository(tx).record({ actor: null, action: 'application.submitted', subjectType: 'application', subjectId: id, details }, now);
        });
      } catch (error) {
        // Two identical submissions raced past the lookup: the unique index let one through.
        const winner = idempotencyKey && isUniqueViolation(error) ? await applications.findByIdempotencyKey(idempotencyKey) : undefined;
        if (winner) return { ok: true, applicationId: winner.id, replayed: true };
        throw error;
      }
      // Against the sanctions and PEP lists, once stored (docs/flows/screening.md); never fails the submission.
      await screenSubmittedApplication(deps.db, id, now, deps.log);
      return { ok: true, applicationId: id, replayed: false };
    },
  };
}
