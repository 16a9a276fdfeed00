import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dealDetailResponseSchema, dealListResponseSchema, dealsPageQuerySchema, dealsPageResponseSchema, idSchema, recentDealsQuerySchema, recentDealsResponseSchema } from '@quorum/domain';
import { CACHED_LIST_ROUTE, sendCachedList } from '../../lib/http/cached-reply';
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

  // Each list carries the caller's own votes: cached per member and query, until the database
  // changes, and answered with an ETag (lib/http/cached-reply.ts): an unchanged list is a 304.
  typed.get('/api/deals', { ...CACHED_LIST_ROUTE, config: { access: 'member' }, attachValidation: true, schema: { tags, querystring: dealsPageQuerySchema, response: { 200: dealsPageResponseSchema } } }, async (request, reply) => {
    rejectInvalid(request, 'Failed to fetch deals');
    const member = memberOf(request);
    const { limit, cursor } = request.query;
    return sendCachedList(app.responseCache, request, reply, {
      key: `deals:${member.id}:${limit}:${cursor ?? ''}`,
      schema: dealsPageResponseSchema,
      compute: async () => {
        const { deals: page, nextCursor } = orThrow(await deals.page(member, limit, cursor));
        return { success: true as const, deals: page, nextCursor };
      },
    });
  });

  typed.get('/api/deals/submissions', { ...CACHED_LIST_ROUTE, config: { access: 'signedIn' }, schema: { tags, response: { 200: dealListResponseSchema } } }, async (request, reply) => {
    const member = memberOf(request);
    return sendCachedList(app.responseCache, request, reply, { key: `deals-submissions:${member.id}`, schema: dealListResponseSchema, compute: async () => ({ success: true as const, deals: await deals.submissions(member) }) });
  });

  typed.get('/api/deals/recent', { ...CACHED_LIST_ROUTE, config: { access: 'signedIn' }, attachValidation: true, schema: { tags, querystring: recentDealsQuerySchema, response: { 200: recentDealsResponseSchema } } }, async (request, reply) => {
    rejectInvalid(request, 'Failed to fetch deals');
    const member = memberOf(request);
    const { limit } = request.query;
    return sendCachedList(app.responseCache, request, reply, { key: `deals-recent:${member.id}:${limit}`, schema: recentDealsResponseSchema, compute: async () => ({ success: true as const, deals: await deals.recent(member, limit) }) });
  });

  typed.get('/api/deals/portfolio', { ...CACHED_LIST_ROUTE, config: { access: 'member' }, schema: { tags, response: { 200: dealListResponseSchema } } }, async (request, reply) => {
    const member = memberOf(request);
    return sendCachedList(app.responseCache, request, reply, { key: `deals-portfolio:${member.id}`, schema: dealListResponseSchema, compute: async () => ({ success: true as const, deals: await deals.portfolio(member) }) });
  });

  typed.get('/api/deals/:id', { config: { access: 'signedIn' }, schema: { tags, params: z.object({ id: idSchema }), response: { 200: dealDetailResponseSchema } } }, async (request) => {
    const { deal, myVote, canVote } = orThrow(await deals.detail(memberOf(request), request.params.id));
    return { success: true as const, deal, myVote, canVote };
  });
}
