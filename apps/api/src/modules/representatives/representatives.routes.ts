import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminMemberSchema,
  askRepresentativeChangeSchema,
  changeRepresentativeRequestSchema,
  declineRepresentativeChangeSchema,
  representativeRequestResponseSchema,
  representativeRequestsResponseSchema,
} from '@quorum/domain';
import { z } from 'zod';
import { orThrow } from '../../lib/http/result';
import { memberOf } from '../../plugins/access.types';
import { toAdminMember } from '../admin-members/admin-member-view';
import { createRepresentativesService } from './representatives.service';

const admin = { access: 'admin' as const };
/**
 * Handing an entity to another address takes a passkey confirmation in the last 10 minutes
 * (docs/flows/sign-in.md#admins): it removes the member's passkeys, as a reset does, and the new
 * address adds the first one; for an admin's account, that makes whoever holds the address an admin.
 */
const handOver = { ...admin, confirm: 'recent' as const };
const idParams = z.object({ id: z.string().trim().min(1).max(128) });
const noStore = (reply: { header(name: string, value: string): unknown }) => reply.header('cache-control', 'no-store');

/** An entity's representative: the admin's change, and the representative's request for one (docs/flows/admin-review.md). */
export async function representativesRoutes(app: FastifyInstance): Promise<void> {
  const representatives = createRepresentativesService({ db: app.db, clock: app.clock, mailer: app.mailer, publicUrl: app.config.publicUrl, log: app.log });
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.put(
    '/api/admin/members/:id/representative',
    { config: handOver, schema: { tags: ['admin'], params: idParams, body: changeRepresentativeRequestSchema, response: { 200: z.object({ success: z.literal(true), member: adminMemberSchema }) } } },
    async (request) => {
      const { member } = orThrow(await representatives.change(memberOf(request), request.params.id, request.body));
      return { success: true as const, member: await toAdminMember(app.db, member) };
    },
  );

  typed.get('/api/admin/representative-requests', { config: admin, schema: { tags: ['admin'], response: { 200: representativeRequestsResponseSchema } } }, async (_request, reply) => {
    noStore(reply);
    return { success: true as const, requests: await representatives.pending() };
  });

  typed.post('/api/admin/representative-requests/:id/approve', { config: handOver, schema: { tags: ['admin'], params: idParams, response: { 200: representativeRequestResponseSchema } } }, async (request) => {
    const { request: approved } = orThrow(await representatives.approve(memberOf(request), request.params.id));
    return { success: true as const, request: approved };
  });

  typed.post(
    '/api/admin/representative-requests/:id/decline',
    { config: admin, schema: { tags: ['admin'], params: idParams, body: declineRepresentativeChangeSchema, response: { 200: representativeRequestResponseSchema } } },
    async (request) => {
      const { request: declined } = orThrow(await representatives.decline(memberOf(request), request.params.id, request.body.reason));
      return { success: true as const, request: declined };
    },
  );

  // The entity's own representative: any signed-in member (a network member may represent an entity); the service refuses an individual.
  typed.get('/api/member/representative-request', { config: { access: 'signedIn' }, schema: { tags: ['members'], response: { 200: representativeRequestResponseSchema } } }, async (request, reply) => {
    noStore(reply);
    return { success: true as const, request: await representatives.latest(memberOf(request)) };
  });

  typed.post(
    '/api/member/representative-request',
    { config: { access: 'signedIn' }, schema: { tags: ['members'], body: askRepresentativeChangeSchema, response: { 200: representativeRequestResponseSchema } } },
    async (request) => {
      const { request: asked } = orThrow(await representatives.ask(memberOf(request), request.body));
      return { success: true as const, request: asked };
    },
  );

  typed.delete('/api/member/representative-request', { config: { access: 'signedIn' }, schema: { tags: ['members'], response: { 200: representativeRequestResponseSchema } } }, async (request) => {
    const { request: withdrawn } = orThrow(await representatives.withdraw(memberOf(request)));
    return { success: true as const, request: withdrawn };
  });
}
