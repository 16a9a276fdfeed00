import type { FastifyInstance } from 'fastify';
import { reportVotes, reports } from '../../../db/schema';
import { newId } from '../../../lib/ids';
import { createMembersRepository } from '../../members/members.repository';

/**
 * Test-only: finished deals written straight into the tables (500 reviews through the pipeline
 * would only slow the suite), each with the three agents' votes and `memberVotes` member votes.
 */
export function seedDeals(app: FastifyInstance, options: { count: number; memberVotes: number; ownerEmail: string; yesShare?: number; newestMinutesAgo?: number; status?: 'done' | 'processing' }): string[] {
  const members = createMembersRepository(app.db);
  const owner = members.findByEmail(options.ownerEmail) ?? members.create({ email: options.ownerEmail, role: 'member', allRoles: ['member'] }, app.clock.now());
  const voters = Array.from({ length: options.memberVotes }, (_, index) => {
    const email = `voter-${index}@seed.example`;
    return members.findByEmail(email) ?? members.create({ email, role: 'member', allRoles: ['member'], firstName: `Voter${index}` }, app.clock.now());
  });
  const ids: string[] = [];
  const start = app.clock.now().getTime() - (options.count + (options.newestMinutesAgo ?? 0)) * 60_000;
  app.db.transaction((tx) => {
    for (let index = 0; index < options.count; index += 1) {
      const id = newId();
      ids.push(id);
      const at = new Date(start + index * 60_000);
      tx.insert(reports)
        .values({ id, ownerId: owner.id, ownerEmail: owner.email, name: `Deal ${index}`, url: `https://deal-${index}.example/`, urlHost: `deal-${index}.example`, faviconAsset: `/api/favicon?domain=deal-${index}.example`, vehicleId: 'quorum-main', status: options.status ?? 'done', engine: 'builtin', body: {}, createdAt: at, updatedAt: at, completedAt: at })
        .run();
      if (options.status === 'processing') continue;
      const yes = (voter: number) => (voter % 10) / 10 < (options.yesShare ?? 0.7);
      for (const role of ['product', 'technical', 'business'] as const) {
        tx.insert(reportVotes).values({ reportId: id, voterKey: `agent:${role}`, role, voterName: `${role} analyst`, vote: 'Yes', recommendation: 'A long recommendation. '.repeat(20), createdAt: at, updatedAt: at }).run();
      }
      voters.forEach((voter, position) => {
        tx.insert(reportVotes).values({ reportId: id, voterKey: `member:${voter.id}`, role: 'member', memberId: voter.id, voterName: `Voter${position}`, vote: yes(position) ? 'Yes' : 'No', recommendation: '', createdAt: at, updatedAt: at }).run();
      });
    }
  });
  return ids;
}

/**
 * Counts the SQL statements the app executes while `run` executes: every run/get/all/iterate of
 * any better-sqlite3 statement, so statements prepared once and reused count on every execution.
 */
export async function countStatements<T>(app: FastifyInstance, run: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const proto = Object.getPrototypeOf(app.sqlite.prepare('SELECT 1')) as Record<string, (...args: unknown[]) => unknown>;
  const originals = new Map<string, (...args: unknown[]) => unknown>();
  for (const method of ['run', 'get', 'all', 'iterate']) {
    const original = proto[method];
    if (!original) continue;
    originals.set(method, original);
    proto[method] = function counted(this: { source: string }, ...args: unknown[]) {
      statements.push(this.source);
      return original.apply(this, args);
    };
  }
  try {
    return { result: await run(), statements };
  } finally {
    for (const [method, original] of originals) proto[method] = original;
  }
}
