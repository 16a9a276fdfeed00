import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dealDetailResponseSchema, dealListResponseSchema, dealsPageQuerySchema, dealsPageResponseSchema, idSchema, recentDealsQuerySchema, recentDealsResponseSchema } from '@quorum/domain';
import { sendJson } from '../../lib/response-cache';
import { memberOf } from '../../plugins/access.types';
import { rejectInvalid } from '../../lib/http/request-checks';
import { orThrow } from '../../lib/http/result';
import { createDealsService } from './deals.service';

const tags = ['deals'];

/**
 * The deals the members app lists (docs/flows/members-shell.md): every deal for members (not network
 * members), the caller's own submissions and recent deals for anyone signed in, the portfolio, and
 * one deal with its tally and the caller's vote.
 */
export async function dealRoutes(app: FastifyInstance): Promise<void> {
  const deals = createDealsService(app.db, app.clock);
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/api/deals', { config: { access: 'member' }, attachValidation: true, schema: { tags, querystring: dealsPageQuerySchema, response: { 200: dealsPageResponseSchema } } }, async (request, reply) => {
    rejectInvalid(request, 'Failed to fetch deals');
    const member = memberOf(request);
    const { limit, cursor } = request.query;
    // The page carries the caller's own votes: cached per member, until the database changes.
    const json = await app.responseCache.json(`deals:${member.id}:${limit}:${cursor ?? ''}`, dealsPageResponseSchema, async () => {
      const { deals: page, nextCursor } = orThrow(await deals.page(member, limit, cursor));
      return { success: true as const, deals: page, nextCursor };
    });
    return sendJson(reply, json);
  });

  typed.get('/api/deals/submissions', { config: { access: 'signedIn' }, schema: { tags, response: { 200: dealListResponseSchema } } }, async (request) => {
    return { success: true as const, deals: await deals.submissions(memberOf(request)) };
  });

  typed.get('/api/deals/recent', { config: { access: 'signedIn' }, attachValidation: true, schema: { tags, querystring: recentDealsQuerySchema, response: { 200: recentDealsResponseSchema } } }, async (request) => {
    rejectInvalid(request, 'Failed to fetch deals');
    return { success: true as const, deals: await deals.recent(memberOf(request), request.query.limit) };
  });

  typed.get('/api/deals/portfolio', { config: { access: 'member' }, schema: { tags, response: { 200: dealListResponseSchema } } }, async (request) => {
    return { success: true as const, deals: await deals.portfolio(memberOf(request)) };
  });

  typed.get('/api/deals/:id', { config: { access: 'signedIn' }, schema: { tags, params: z.object({ id: idSchema }), response: { 200: dealDetailResponseSchema } } }, async (request) => {
    const { deal, myVote, canVote } = orThrow(await deals.detail(memberOf(request), request.params.id));
    return { success: true as const, deal, myVote, canVote };
  });
}
