import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ballotResponseSchema, calibrationResponseSchema, conflictsResponseSchema, idSchema, moveWindowRequestSchema } from '@quorum/domain';
import { memberOf } from '../../plugins/access.types';
import { rejectInvalid } from '../../lib/http/request-checks';
import { orThrow } from '../../lib/http/result';
import { calibration } from './calibration.read';
import { declaredConflicts } from './conflicts.read';

const params = z.object({ id: idSchema });
const tags = ['decisions'];

/**
 * The network vote of a deal (docs/flows/network-decisions.md): its ballot as the caller may see
 * it, members' declared conflicts, and the admin's window moves, conflicts list and calibration.
 */
export async function decisionRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const ballot = { tags, params, response: { 200: ballotResponseSchema } };

  typed.get('/api/deals/:id/ballot', { config: { access: 'signedIn' }, schema: ballot }, async (request) => {
    return { success: true as const, ballot: orThrow(await app.decisions.ballot(memberOf(request), request.params.id)).ballot };
  });

  typed.post('/api/deals/:id/recusal', { config: { access: 'member' }, schema: ballot }, async (request) => {
    return { success: true as const, ballot: orThrow(await app.decisions.recuse(memberOf(request), request.params.id)).ballot };
  });

  typed.delete('/api/deals/:id/recusal', { config: { access: 'member' }, schema: ballot }, async (request) => {
    return { success: true as const, ballot: orThrow(await app.decisions.withdrawRecusal(memberOf(request), request.params.id)).ballot };
  });

  typed.post('/api/admin/deals/:id/window', { config: { access: 'admin' }, attachValidation: true, schema: { ...ballot, body: moveWindowRequestSchema } }, async (request) => {
    rejectInvalid(request, 'Say what to do with the window (close, extend by 1 to 90 days, or open) and why, in 3 to 2000 characters');
    const moved = orThrow(await app.decisions.moveWindow(memberOf(request), request.params.id, request.body));
    if (moved.closingNow) app.decisions.kick();
    return { success: true as const, ballot: moved.ballot };
  });

  typed.get('/api/admin/conflicts', { config: { access: 'admin' }, schema: { tags, response: { 200: conflictsResponseSchema } } }, async () => {
    return { success: true as const, conflicts: await declaredConflicts(app.db) };
  });

  typed.get('/api/admin/calibration', { config: { access: 'admin' }, schema: { tags, response: { 200: calibrationResponseSchema } } }, async () => {
    return { success: true as const, rows: await calibration(app.db, app.clock.now()) };
  });
}
