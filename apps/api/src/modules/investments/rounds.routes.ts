import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adjustAllocationRequestSchema,
  adminRoundResponseSchema,
  adminRoundsResponseSchema,
  closeRoundRequestSchema,
  commitRequestSchema,
  openRoundRequestSchema,
  recordExitRequestSchema,
  recordMarkRequestSchema,
  recordPaymentRequestSchema,
  releaseAllocationRequestSchema,
  roundResponseSchema,
  roundsResponseSchema,
} from '@quorum/domain';
import { z } from 'zod';
import { orThrow } from '../../lib/http/result';
import { memberOf } from '../../plugins/access.types';
import { createHoldingsService } from './holdings.service';

const member = { access: 'member' as const };
const admin = { access: 'admin' as const };
// Setting wire instructions and sending them to members in a capital call: a cookie past the
// 10 minutes must not send members a capital call with its own bank details (docs/flows/sign-in.md#admins).
const adminRecent = { access: 'admin' as const, confirm: 'recent' as const };
const tags = ['investments'];
const idParams = z.object({ id: z.string().trim().min(1).max(128) });
const allocationParams = idParams.extend({ memberId: z.string().trim().min(1).max(128) });
const noStore = (reply: { header(name: string, value: string): unknown }) => reply.header('cache-control', 'no-store');

/**
 * Rounds (docs/flows/investments.md). Members and admins read rounds and set their own commitment;
 * network members and suspended members are refused by the access rule. Admins open, close,
 * adjust and confirm. Amounts are strings of digits in minor units.
 */
export async function roundsRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const rounds = app.rounds;
  const holdings = createHoldingsService({ db: app.db, clock: app.clock, webhooksQueued: () => app.reviewAgent.deliverWebhooks() });

  typed.get('/api/rounds', { config: member, schema: { tags, response: { 200: roundsResponseSchema } } }, async (request, reply) => {
    noStore(reply);
    return { success: true as const, rounds: await rounds.listForMember(memberOf(request)) };
  });

  typed.get('/api/rounds/:id', { config: member, schema: { tags, params: idParams, response: { 200: roundResponseSchema } } }, async (request, reply) => {
    noStore(reply);
    return { success: true as const, round: orThrow(await rounds.getForMember(memberOf(request), request.params.id)).round };
  });

  typed.put('/api/rounds/:id/commitment', { config: member, schema: { tags, params: idParams, body: commitRequestSchema, response: { 200: roundResponseSchema } } }, async (request) => {
    return { success: true as const, round: orThrow(await rounds.commit(memberOf(request), request.params.id, request.body.amount)).round };
  });

  typed.delete('/api/rounds/:id/commitment', { config: member, schema: { tags, params: idParams, response: { 200: roundResponseSchema } } }, async (request) => {
    return { success: true as const, round: orThrow(await rounds.withdraw(memberOf(request), request.params.id)).round };
  });

  typed.get('/api/admin/rounds', { config: admin, schema: { tags, response: { 200: adminRoundsResponseSchema } } }, async (_request, reply) => {
    noStore(reply);
    return { success: true as const, rounds: await rounds.listForAdmin() };
  });

  typed.post('/api/admin/rounds', { config: adminRecent, schema: { tags, body: openRoundRequestSchema, response: { 201: adminRoundResponseSchema } } }, async (request, reply) => {
    const { round } = orThrow(await rounds.open(memberOf(request), request.body));
    reply.code(201);
    return { success: true as const, round };
  });

  typed.get('/api/admin/rounds/:id', { config: admin, schema: { tags, params: idParams, response: { 200: adminRoundResponseSchema } } }, async (request, reply) => {
    noStore(reply);
    return { success: true as const, round: orThrow(await rounds.getForAdmin(request.params.id)).round };
  });

  typed.post('/api/admin/rounds/:id/close', { config: admin, schema: { tags, params: idParams, body: closeRoundRequestSchema, response: { 200: adminRoundResponseSchema } } }, async (request) => {
    return { success: true as const, round: orThrow(await rounds.closeEarly(memberOf(request), request.params.id, request.body.reason)).round };
  });

  typed.put(
    '/api/admin/rounds/:id/allocations/:memberId',
    { config: admin, schema: { tags, params: allocationParams, body: adjustAllocationRequestSchema, response: { 200: adminRoundResponseSchema } } },
    async (request) => {
      return { success: true as const, round: orThrow(await rounds.adjustAllocation(memberOf(request), request.params.id, request.params.memberId, request.body)).round };
    },
  );

  typed.post('/api/admin/rounds/:id/confirm', { config: adminRecent, schema: { tags, params: idParams, response: { 200: adminRoundResponseSchema } } }, async (request) => {
    return { success: true as const, round: orThrow(await rounds.confirm(memberOf(request), request.params.id)).round };
  });

  // After the capital call: payments, releases, marks and the exit. Each answers the round as the admin sees it.
  const adminRound = async (id: string) => ({ success: true as const, round: orThrow(await rounds.getForAdmin(id)).round });
  const afterCall = { config: admin, schema: { tags, params: idParams, response: { 200: adminRoundResponseSchema } } };

  typed.post('/api/admin/rounds/:id/payments', { ...afterCall, schema: { ...afterCall.schema, body: recordPaymentRequestSchema } }, async (request) => {
    orThrow(await holdings.recordPayment(memberOf(request), request.params.id, request.body));
    return adminRound(request.params.id);
  });

  typed.post('/api/admin/rounds/:id/releases', { ...afterCall, schema: { ...afterCall.schema, body: releaseAllocationRequestSchema } }, async (request) => {
    orThrow(await holdings.release(memberOf(request), request.params.id, request.body));
    return adminRound(request.params.id);
  });

  typed.post('/api/admin/rounds/:id/marks', { ...afterCall, schema: { ...afterCall.schema, body: recordMarkRequestSchema } }, async (request) => {
    orThrow(await holdings.recordMark(memberOf(request), request.params.id, request.body));
    return adminRound(request.params.id);
  });

  typed.post('/api/admin/rounds/:id/exit', { ...afterCall, schema: { ...afterCall.schema, body: recordExitRequestSchema } }, async (request) => {
    orThrow(await holdings.recordExit(memberOf(request), request.params.id, request.body));
    return adminRound(request.params.id);
  });
}
