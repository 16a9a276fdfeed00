import { and, desc, eq, gte, inArray, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
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
  transition(id: string, from: readonly ApplicationStatus[], to: ApplicationStatus, at: Date, extra?: Partial<Pick<ApplicationRow, 'decisionReason' | 'memberId'>>): Promise<boolean>;
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
      const where = and(filter.status ? eq(applications.status, filter.status) : undefined, filter.q ? searchCondition(applications, filter.q) : undefined);
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
      const rows = await db.query((q) => q.select({ status: applications.status, count: sql<number>`count(*)`.mapWith(Number) }).from(applications).groupBy(applications.status));
      for (const row of rows) counts[row.status] = row.count;
      return counts;
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
