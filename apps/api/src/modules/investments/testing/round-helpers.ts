import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AdminRound, Round } from '@quorum/domain';
import { AS_QUORUM_CLIENT } from '../../../testing/client-header';
import type { FastifyInstance } from 'fastify';
import { seedDeals } from '../../review-agent/testing/seed-deals';

const DAY_MS = 24 * 60 * 60_000;

/** Requests as the people of a rounds spec, by name, and the round-level steps they take. */
export function roundHelpers(testApp: { readonly app: FastifyInstance }, cookies: Record<string, string>) {
  const request = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    testApp.app.inject({ method, url, headers: { cookie: cookies[who] ?? '', ...(method === 'GET' ? {} : AS_QUORUM_CLIENT) }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

  /** A finished deal the analysts approved and no window decided otherwise: approved for investment. */
  const approvedDeal = async (ownerEmail = 'owner@example.com') => ((await seedDeals(testApp.app, { count: 1, memberVotes: 0, ownerEmail })) as [string])[0];

  /** As `approvedDeal`, submitted with a founder's contact: its submitter earns the carry. */
  const approvedDealWithFounders = async (ownerEmail: string) => {
    const id = await approvedDeal(ownerEmail);
    const { reports, dossiers, dossierPeople } = testApp.app.db.tables;
    const now = testApp.app.clock.now();
    const report = await testApp.app.db.first((q) => q.select().from(reports).where(eq(reports.id, id)));
    if (!report) throw new Error('the seeded deal is missing');
    const dossierId = randomUUID();
    await testApp.app.db.transaction(async (tx) => {
      await tx.query((q) => q.insert(dossiers).values({ id: dossierId, ownerId: report.ownerId, ownerEmail: report.ownerEmail, name: report.name ?? 'Deal', createdAt: now, updatedAt: now }));
      await tx.query((q) => q.insert(dossierPeople).values({ id: randomUUID(), dossierId, kind: 'team', position: 0, name: 'Fay Founder', contactType: 'Email', contactValue: 'fay@startup.example', createdAt: now }));
      // As the review's creation records it when the founders were given with the submission.
      await tx.query((q) => q.update(reports).set({ dossierId, founderContactsGiven: true }).where(eq(reports.id, id)));
    });
    return id;
  };

  const roundTerms = (reportId: string, change: Record<string, unknown> = {}) => ({
    reportId,
    currency: 'USD',
    target: '10000000', // $100,000
    minimum: '1000000', // $10,000
    maximum: '6000000', // $60,000
    deadline: new Date(testApp.app.clock.now().getTime() + 7 * DAY_MS).toISOString(),
    vehicleName: 'Quorum Fund I, a series of Quorum SPV LLC',
    wireInstructions: 'Bank: First Example Bank\nAccount: 000123456\nRouting: 021000021\nReference: your name',
    ...change,
  });

  const openRound = async (reportId?: string, change: Record<string, unknown> = {}): Promise<AdminRound> => {
    const answer = await request('admin', 'POST', '/api/admin/rounds', roundTerms(reportId ?? (await approvedDeal()), change));
    if (answer.statusCode !== 201) throw new Error(`the round did not open: ${answer.statusCode} ${answer.body}`);
    return (answer.json() as { round: AdminRound }).round;
  };

  const commit = (who: string, roundId: string, amount: string) => request(who, 'PUT', `/api/rounds/${roundId}/commitment`, { amount });

  const memberRound = async (who: string, roundId: string): Promise<Round> => {
    const answer = await request(who, 'GET', `/api/rounds/${roundId}`);
    if (answer.statusCode !== 200) throw new Error(`no round for ${who}: ${answer.statusCode} ${answer.body}`);
    return (answer.json() as { round: Round }).round;
  };

  const adminRound = async (roundId: string): Promise<AdminRound> => {
    const answer = await request('admin', 'GET', `/api/admin/rounds/${roundId}`);
    if (answer.statusCode !== 200) throw new Error(`no round for the admin: ${answer.statusCode} ${answer.body}`);
    return (answer.json() as { round: AdminRound }).round;
  };

  const auditOf = async (roundId: string) => {
    const { auditLog } = testApp.app.db.tables;
    return testApp.app.db.query((q) =>
      q.select({ action: auditLog.action, actorEmail: auditLog.actorEmail, details: auditLog.details }).from(auditLog).where(and(eq(auditLog.subjectType, 'round'), eq(auditLog.subjectId, roundId))).orderBy(auditLog.createdAt, auditLog.id),
    );
  };

  const mailsTo = async (email: string) => {
    const answer = await testApp.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
    return (answer.json() as { messages: Array<{ template: string; subject: string; text: string }> }).messages;
  };

  return { request, approvedDeal, approvedDealWithFounders, roundTerms, openRound, commit, memberRound, adminRound, auditOf, mailsTo };
}
