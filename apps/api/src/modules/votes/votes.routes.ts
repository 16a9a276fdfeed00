import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema, voteRequestSchema, voteResponseSchema } from '@quorum/domain';
import { memberOf } from '../../plugins/access.types';
import { rejectInvalid } from '../../lib/http/request-checks';
import { orThrow } from '../../lib/http/result';
import { createVotesService } from './votes.service';

const params = z.object({ id: idSchema });
const tags = ['votes'];

/** POST /api/report/:id/vote { vote: 'Yes' | 'No', comment? } and DELETE to withdraw: members only. */
export async function voteRoutes(app: FastifyInstance): Promise<void> {
  const votes = createVotesService({ db: app.db, clock: app.clock });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'member' as const };

  typed.post('/api/report/:id/vote', { config, attachValidation: true, schema: { tags, params, body: voteRequestSchema, response: { 200: voteResponseSchema } } }, async (request) => {
    rejectInvalid(request, 'A vote is "Yes" or "No", with an optional comment of up to 2000 characters');
    return orThrow(await votes.cast(memberOf(request), request.params.id, request.body)).outcome;
  });

  typed.delete('/api/report/:id/vote', { config, schema: { tags, params, response: { 200: voteResponseSchema } } }, async (request) => {
    return orThrow(await votes.withdraw(memberOf(request), request.params.id)).outcome;
  });
}
