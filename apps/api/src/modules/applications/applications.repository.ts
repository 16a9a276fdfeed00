import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { lockingRows } from '../../db/row-locks';
import type { Db, Tables } from '../../db/store';
import { APPLICATION_STATUSES, type applicationPeople, type applications, type ApplicationStatus } from '../../db/schema';

export type ApplicationRow = typeof applications.$inferSelect;
export type NewApplicationRow = typeof applications.$inferInsert;
export type PersonRow = typeof applicationPeople.$inferSelect;
export type NewPersonRow = typeof applicationPeople.$inferInsert;
export type ApplicationListRow = ApplicationRow & { documentCount: number };

export interface ApplicationListFilter {
  status?: ApplicationStatus;
  q?: string;
  limit: number;
  offset: number;
}

export interface ApplicationsRepository {
  /**
   * The application and its people. Call inside a transaction (the submission's commit), which
   * makes them both or neither; opening one of its own would cost PostgreSQL a savepoint's two
   * round trips per submission. Rejects on a reused idempotency key.
   */
  insertWithPeople(application: NewApplicationRow, people: readonly NewPersonRow[]): Promise<void>;
  findById(id: string): Promise<ApplicationRow | undefined>;
  /** The application, its row locked until the caller's transaction ends (PostgreSQL): writes that count what it holds before adding queue here. */
  findForWrite(id: string): Promise<ApplicationRow | undefined>;
  findByIdempotencyKey(key: string): Promise<ApplicationRow | undefined>;
  /** The newest application submitted since `since` whose contact or representative address is `email`. */
  findRecentByEmail(email: string, since: Date): Promise<ApplicationRow | undefined>;
  /** Marks the welcome email sent; false when it already was (so it goes out once). */
  markWelcomeSent(id: string, at: Date): Promise<boolean>;
  peopleOf(applicationId: string): Promise<PersonRow[]>;
  list(filter: ApplicationListFilter): Promise<{ rows: ApplicationListRow[]; total: number }>;
  /** The ids of every application in one of `statuses` (screening re-screens the undecided ones). */
  idsIn(statuses: readonly ApplicationStatus[]): Promise<string[]>;
  countByStatus(): Promise<Record<ApplicationStatus, number>>;
  /**
   * Moves an application to `to` only if it is still in one of `from` (checked in the UPDATE, so
   * two admins acting at once cannot both win). False when it was not.
   */
  transition(id: string, from: readonly ApplicationStatus[], to: ApplicationStatus, at: Date, extra?: Partial<Pick<ApplicationRow, 'decisionReason' | 'memberId' | 'closedAt'>>): Promise<boolean>;
  /** A person's applications, oldest first: under their address (as applicant or contact), or the one that made their membership. */
  /**
   * The applications a person's data rights reach: those they submitted (the applicant, or an
   * entity's authorized representative, whose address is the application's) and the member's own.
   * Never by an entity's contact address: that mailbox (often a shared office@) is not the person
   * the identifiers and documents are about.
   */
  ofPerson(email: string, memberId: string | null): Promise<ApplicationRow[]>;
  /** Applications of others that name this address as an entity's contact. */
  namingContact(email: string): Promise<ApplicationRow[]>;
  /** Removes a contact address from an application (its erasure): the column, and the answer. */
  forgetContact(id: string, answers: Record<string, unknown>, now: Date): Promise<void>;
  /** Deletes the application; its people and document rows go with it (foreign keys cascade). */
  delete(id: string): Promise<void>;
  /** Locks a KYC record kept after an erasure until `until` (docs/flows/data-rights.md). */
  retain(id: string, since: Date, until: Date, reason: string): Promise<void>;
  /** Kept records, the soonest purged first. */
  retained(): Promise<ApplicationRow[]>;
  /** Kept records whose day has come. */
  retainedDue(now: Date, limit: number): Promise<ApplicationRow[]>;
  /** Rejected or withdrawn applications, closed at or before `closedBefore`, whose documents are still here and which are not kept. */
  closedWithDocumentsDue(closedBefore: Date, limit: number): Promise<ApplicationRow[]>;
  markDocumentsPurged(id: string, at: Date): Promise<void>;
}

// Spelled out: inside a select drizzle writes columns unqualified, and "id" would bind to the subquery's table.
const activeDocumentCount = () =>
  sql<number>`(select count(*) from "documents" as "d" where "d"."application_id" = "applications"."id" and "d"."review_status" != 'replaced')`.mapWith(Number);

/** Case-insensitive substring search over name, email, organisation and id (LIKE's wildcards in `q` taken literally). */
function searchCondition(table: Tables['applications'], q: string): SQL | undefined {
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const matches = (column: SQLWrapper) => sql`lower(${column}) like ${pattern} escape '\\'`;
  return or(matches(table.name), matches(table.email), matches(sql`coalesce(${table.organizationName}, '')`), matches(table.id));
}

export function createApplicationsRepository(db: Db): ApplicationsRepository {
  const { applications, applicationPeople } = db.tables;
  return {
    async insertWithPeople(application, people) {
      await db.query((q) => q.insert(applications).values(application));
      if (people.length > 0) await db.query((q) => q.insert(applicationPeople).values([...people]));
    },
    findById(id) {
      return db.first((q) => q.select().from(applications).where(eq(applications.id, id)));
    },
    findForWrite(id) {
      return db.first((q) => lockingRows(db, q.select().from(applications).where(eq(applications.id, id))));
    },
    findByIdempotencyKey(key) {
      return db.first((q) => q.select().from(applications).where(eq(applications.idempotencyKey, key)));
    },
    findRecentByEmail(email, since) {
      return db.first((q) =>
        q
          .select()
          .from(applications)
          .where(and(or(eq(applications.email, email), eq(applications.contactEmail, email)), gte(applications.submittedAt, since)))
          .orderBy(desc(applications.submittedAt))
          .limit(1),
      );
    },
    async markWelcomeSent(id, at) {
      const changed = await db.changes((q) => q.update(applications).set({ welcomeEmailSentAt: at }).where(and(eq(applications.id, id), isNull(applications.welcomeEmailSentAt))));
      return changed === 1;
    },
    peopleOf(applicationId) {
      return db.query((q) => q.select().from(applicationPeople).where(eq(applicationPeople.applicationId, applicationId)).orderBy(applicationPeople.listId, applicationPeople.position));
    },
    async list(filter) {
      // A kept record is locked: the review lists never show it (the retention page lists it by reference).
      const where = and(isNull(applications.retainedUntil), filter.status ? eq(applications.status, filter.status) : undefined, filter.q ? searchCondition(applications, filter.q) : undefined);
      const page = await db.query((q) =>
        q
          .select({ application: applications, documentCount: activeDocumentCount() })
          .from(applications)
          .where(where)
          .orderBy(desc(applications.submittedAt), desc(applications.id))
          .limit(filter.limit)
          .offset(filter.offset),
      );
      const counted = await db.first((q) => q.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(applications).where(where));
      return { rows: page.map(({ application, documentCount }) => ({ ...application, documentCount })), total: counted?.count ?? 0 };
    },
    async idsIn(statuses) {
      const rows = await db.query((q) => q.select({ id: applications.id }).from(applications).where(inArray(applications.status, [...statuses])).orderBy(applications.id));
      return rows.map((row) => row.id);
    },
    async countByStatus() {
      const counts = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<ApplicationStatus, number>;
      const rows = await db.query((q) => q.select({ status: applications.status, count: sql<number>`count(*)`.mapWith(Number) }).from(applications).where(isNull(applications.retainedUntil)).groupBy(applications.status));
      for (const row of rows) counts[row.status] = row.count;
      return counts;
    },
    ofPerson(email, memberId) {
      const mine = or(eq(applications.email, email), memberId ? eq(applications.memberId, memberId) : undefined);
      return db.query((q) => q.select().from(applications).where(mine).orderBy(asc(applications.submittedAt), asc(applications.id)));
    },
    namingContact(email) {
      return db.query((q) =>
        q
          .select()
          .from(applications)
          .where(and(eq(applications.contactEmail, email), ne(applications.email, email)))
          .orderBy(asc(applications.submittedAt), asc(applications.id)),
      );
    },
    async forgetContact(id, answers, now) {
      await db.query((q) => q.update(applications).set({ contactEmail: null, answers, updatedAt: now }).where(eq(applications.id, id)));
    },
    async delete(id) {
      await db.query((q) => q.delete(applications).where(eq(applications.id, id)));
    },
    async retain(id, since, until, reason) {
      await db.query((q) => q.update(applications).set({ retainedSince: since, retainedUntil: until, retentionReason: reason, updatedAt: since }).where(eq(applications.id, id)));
    },
    retained() {
      return db.query((q) => q.select().from(applications).where(isNotNull(applications.retainedUntil)).orderBy(asc(applications.retainedUntil), asc(applications.id)));
    },
    retainedDue(now, limit) {
      return db.query((q) => q.select().from(applications).where(lte(applications.retainedUntil, now)).orderBy(asc(applications.retainedUntil)).limit(limit));
    },
    closedWithDocumentsDue(closedBefore, limit) {
      return db.query((q) =>
        q
          .select()
          .from(applications)
          .where(and(inArray(applications.status, ['rejected', 'withdrawn']), lte(applications.closedAt, closedBefore), isNull(applications.documentsPurgedAt), isNull(applications.retainedUntil)))
          .orderBy(asc(applications.closedAt))
          .limit(limit),
      );
    },
    async markDocumentsPurged(id, at) {
      await db.query((q) => q.update(applications).set({ documentsPurgedAt: at }).where(eq(applications.id, id)));
    },
    async transition(id, from, to, at, extra = {}) {
      const changed = await db.changes((q) =>
        q
          .update(applications)
          .set({ status: to, updatedAt: at, ...extra })
          .where(and(eq(applications.id, id), inArray(applications.status, [...from]))),
      );
      return changed === 1;
    },
  };
}
