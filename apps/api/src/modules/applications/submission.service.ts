import type { Db } from '../../db/database';
import type { GroupCommit } from '../../db/group-commit';
import type { FieldCipher } from '../../crypto/field-cipher';
import type { Clock } from '../../lib/clock';
import { unguessableId } from '../../lib/ids';
import { createAuditRepository } from '../audit/audit.repository';
import { contactOf } from './application-contact';
import { separatePeople } from './application-people';
import { createApplicationsRepository } from './applications.repository';
import { sealIdentifiers } from './kyc-protection';
import { fail, isUniqueViolation, type Result } from './result';
import { decodeSubmission } from './submission-decoding';
import { validateSubmission } from './submission-validation';

export const SUBMITTED_MESSAGE = 'Application submitted successfully';

export interface SubmissionService {
  /** Decodes, validates, minimises and stores a submission; the same idempotency key gives the same application. */
  submit(fields: ReadonlyMap<string, string>): Promise<Result<{ applicationId: string; replayed: boolean }>>;
}

export function createSubmissionService(deps: { db: Db; cipher: FieldCipher; clock: Clock; commit: GroupCommit }): SubmissionService {
  const applications = createApplicationsRepository(deps.db);
  const audit = createAuditRepository(deps.db);

  return {
    async submit(fields) {
      const decoded = decodeSubmission(fields);
      if (!decoded.ok) return decoded;
      const { answers: rawAnswers, idempotencyKey, referralCode } = decoded.submission;

      // A retry of a submission we already stored answers with that application, unchanged.
      const earlier = idempotencyKey ? applications.findByIdempotencyKey(idempotencyKey) : undefined;
      if (earlier) return { ok: true, applicationId: earlier.id, replayed: true };

      const now = deps.clock.now();
      const validated = validateSubmission(rawAnswers, now);
      if (!validated.ok) return validated;
      const { answers } = validated.submission;

      const id = unguessableId('app');
      const contact = contactOf(answers);
      if (!contact.email) return fail(400, 'Please give an email address we can reach you at');
      const { answers: withoutIdNumbers, people } = separatePeople(id, answers, deps.cipher);
      try {
        // Committed with the other submissions of this turn; answered only once durable.
        await deps.commit.run(() => {
          applications.insertWithPeople(
            {
              id,
              entityType: String(answers['entityType']),
              organizationType: typeof answers['organizationType'] === 'string' && answers['entityType'] === 'Entity' ? answers['organizationType'] : null,
              status: 'submitted',
              ...contact,
              answers: sealIdentifiers(withoutIdNumbers, deps.cipher),
              referralCode: referralCode ?? null,
              idempotencyKey: idempotencyKey ?? null,
              submittedAt: now,
              updatedAt: now,
            },
            people,
          );
          audit.record(
            { actor: null, action: 'application.submitted', subjectType: 'application', subjectId: id, details: { entityType: answers['entityType'], organizationType: answers['organizationType'] ?? null, people: people.length } },
            now,
          );
        });
      } catch (error) {
        // Two identical submissions raced past the lookup: the unique index let one through.
        const winner = idempotencyKey && isUniqueViolation(error) ? applications.findByIdempotencyKey(idempotencyKey) : undefined;
        if (winner) return { ok: true, applicationId: winner.id, replayed: true };
        throw error;
      }
      return { ok: true, applicationId: id, replayed: false };
    },
  };
}
