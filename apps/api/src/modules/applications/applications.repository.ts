import { and, desc, eq, gte, inArray, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { applicationPeople, applications, APPLICATION_STATUSES, type ApplicationStatus } from '../../db/schema';

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
  /** The application and its people in one transaction: both or neither. Throws on a reused idempotency key. */
  insertWithPeople(application: NewApplicationRow, people: readonly NewPersonRow[]): void;
  findById(id: string): ApplicationRow | undefined;
  findByIdempotencyKey(key: string): ApplicationRow | undefined;
  /** The newest application submitted since `since` whose contact or representative address is `email`. */
  findRecentByEmail(email: string, since: Date): ApplicationRow | undefined;
  /** Marks the welcome email sent; false when it already was (so it goes out once). */
  markWelcomeSent(id: string, at: Date): boolean;
  peopleOf(applicationId: string): PersonRow[];
  list(filter: ApplicationListFilter): { rows: ApplicationListRow[]; total: number };
  countByStatus(): Record<ApplicationStatus, number>;
  /**
   * Moves an application to `to` only if it is still in one of `from` (checked in the UPDATE, so
   * two admins acting at once cannot both win). False when it was not.
   */
  transition(id: string, from: readonly ApplicationStatus[], to: ApplicationStatus, at: Date, extra?: Partial<Pick<ApplicationRow, 'decisionReason' | 'memberId'>>): boolean;
}

// Spelled out: inside a select drizzle writes columns unqualified, and "id" would bind to the subquery's table.
const activeDocumentCount = sql<number>`(select count(*) from "documents" as "d" where "d"."application_id" = "applications"."id" and "d"."review_status" != 'replaced')`.mapWith(Number);

function searchCondition(q: string): SQL | undefined {
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const matches = (column: SQLWrapper) => sql`lower(${column}) like ${pattern} escape '\\'`;
  return or(matches(applications.name), matches(applications.email), matches(sql`coalesce(${applications.organizationName}, '')`), matches(applications.id));
}

export function createApplicationsRepository(db: Db): ApplicationsRepository {
  return {
    insertWithPeople(application, people) {
      db.transaction((tx) => {
        tx.insert(applications).values(application).run();
        if (people.length > 0) tx.insert(applicationPeople).values([...people]).run();
      });
    },
    findById(id) {
      return db.select().from(applications).where(eq(applications.id, id)).get();
    },
    findByIdempotencyKey(key) {
      return db.select().from(applications).where(eq(applications.idempotencyKey, key)).get();
    },
    findRecentByEmail(email, since) {
      return db
        .select()
        .from(applications)
        .where(and(or(eq(applications.email, email), eq(applications.contactEmail, email)), gte(applications.submittedAt, since)))
        .orderBy(desc(applications.submittedAt))
        .get();
    },
    markWelcomeSent(id, at) {
      return db.update(applications).set({ welcomeEmailSentAt: at }).where(and(eq(applications.id, id), isNull(applications.welcomeEmailSentAt))).run().changes === 1;
    },
    peopleOf(applicationId) {
      return db.select().from(applicationPeople).where(eq(applicationPeople.applicationId, applicationId)).orderBy(applicationPeople.listId, applicationPeople.position).all();
    },
    list(filter) {
      const where = and(filter.status ? eq(applications.status, filter.status) : undefined, filter.q ? searchCondition(filter.q) : undefined);
      const rows = db
        .select({ application: applications, documentCount: activeDocumentCount })
        .from(applications)
        .where(where)
        .orderBy(desc(applications.submittedAt), desc(applications.id))
        .limit(filter.limit)
        .offset(filter.offset)
        .all()
        .map(({ application, documentCount }) => ({ ...application, documentCount }));
      const total = db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(applications).where(where).get()?.count ?? 0;
      return { rows, total };
    },
    countByStatus() {
      const counts = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<ApplicationStatus, number>;
      const rows = db.select({ status: applications.status, count: sql<number>`count(*)`.mapWith(Number) }).from(applications).groupBy(applications.status).all();
      for (const row of rows) counts[row.status] = row.count;
      return counts;
    },
    transition(id, from, to, at, extra = {}) {
      return db
        .update(applications)
        .set({ status: to, updatedAt: at, ...extra })
        .where(and(eq(applications.id, id), inArray(applications.status, [...from])))
        .run().changes === 1;
    },
  };
}
