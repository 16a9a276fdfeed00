import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { networkResponseSchema, portfolioResponseSchema } from '@quorum/domain';
import { z } from 'zod';
import { orThrow } from '../../lib/http/result';
import { memberOf } from '../../plugins/access.types';
import { createPortfolioService } from './portfolio.service';

const tags = ['investments'];

/** Sends CSV as a download that nobody caches: a statement holds a member's amounts. */
function sendCsv(reply: { header(name: string, value: string): unknown; type(value: string): unknown }, filename: string, csv: string): string {
  reply.header('cache-control', 'no-store');
  reply.header('content-disposition', `attachment; filename="${filename}"`);
  reply.type('text/csv; charset=utf-8');
  return csv;
}

/** A member's portfolio and statement, the network's view and each round's ledger (docs/flows/investments.md). */
export async function portfolioRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const portfolio = createPortfolioService({ db: app.db, clock: app.clock });

  typed.get('/api/portfolio', { config: { access: 'signedIn' }, schema: { tags, response: { 200: portfolioResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { success: true as const, ...(await portfolio.forMember(memberOf(request))) };
  });

  typed.get('/api/portfolio/statement.csv', { config: { access: 'signedIn' }, schema: { tags } }, async (request, reply) => {
    return sendCsv(reply, 'quorum-statement.csv', await portfolio.statement(memberOf(request)));
  });

  typed.get('/api/admin/investments', { config: { access: 'admin' }, schema: { tags, response: { 200: networkResponseSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { success: true as const, ...(await portfolio.forNetwork()) };
  });

  typed.get('/api/admin/rounds/:id/ledger.csv', { config: { access: 'admin' }, schema: { tags, params: z.object({ id: z.string().trim().min(1).max(128) }) } }, async (request, reply) => {
    const { csv } = orThrow(await portfolio.ledger(request.params.id));
    return sendCsv(reply, `round-${request.params.id}-ledger.csv`, csv);
  });
}
