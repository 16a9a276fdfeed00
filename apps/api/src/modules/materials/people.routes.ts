import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { competitorsRequestSchema, dossierPeopleResponseSchema, idSchema, investorsRequestSchema, REPORT_MESSAGES, successResponseSchema, teamRequestSchema } from '@quorum/domain';
import { memberOf } from '../../plugins/access.types';
import { actingMember, rejectInvalid } from '../../lib/http/request-checks';
import { orThrow } from '../../lib/http/result';
import { toPerson } from './material-views';
import type { MaterialsService } from './materials.service';

const params = z.object({ id: idSchema });
const tags = ['dossiers'];
const config = { access: 'signedIn' as const };

/** Team (founders), investors and competitors of a dossier (docs/api.md). */
export async function peopleRoutes(app: FastifyInstance, { service }: { service: MaterialsService }): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post('/api/dossiers/:id/team', { config, attachValidation: true, schema: { tags, params, body: teamRequestSchema, response: { 200: dossierPeopleResponseSchema } } }, async (request) => {
    const member = actingMember(request, REPORT_MESSAGES.updateTeamMembersFailed, (body) => [body.userEmail]);
    const team = request.body.teamMembers.map((person) => ({ name: person.name, title: person.title ?? null, contactType: person.contactType ?? null, contactValue: person.contactValue || null, description: person.additionalInfo || null }));
    const { people: rows } = orThrow(await service.savePeople(member, request.params.id, 'team', team, 'replace'));
    return { success: true as const, message: 'Team members saved', people: rows.map(toPerson) };
  });

  typed.post('/api/dossiers/:id/investors', { config, attachValidation: true, schema: { tags, params, body: investorsRequestSchema, response: { 200: dossierPeopleResponseSchema } } }, async (request) => {
    const member = actingMember(request, REPORT_MESSAGES.addInvestorFailed, (body) => [body.userEmail]);
    const investors = request.body.investors.map((investor) => ({ name: investor.name, title: investor.title ?? null, url: investor.url ?? null }));
    const { people: rows } = orThrow(await service.savePeople(member, request.params.id, 'investor', investors, 'append'));
    return { success: true as const, message: 'Investors added', people: rows.map(toPerson) };
  });

  typed.post('/api/dossiers/:id/competitors', { config, attachValidation: true, schema: { tags, params, body: competitorsRequestSchema, response: { 200: dossierPeopleResponseSchema } } }, async (request) => {
    const member = actingMember(request, REPORT_MESSAGES.addCompetitorsFailed, (body) => [body.userEmail]);
    const competitors = request.body.competitors.map((competitor) => ({ name: competitor.name, url: competitor.url ?? null, description: competitor.description ?? null }));
    const { people: rows } = orThrow(await service.savePeople(member, request.params.id, 'competitor', competitors, 'append'));
    return { success: true as const, message: 'Competitors added', people: rows.map(toPerson) };
  });

  typed.delete(
    '/api/dossiers/:id/competitors/:competitorId',
    { config, attachValidation: true, schema: { tags, params: params.extend({ competitorId: idSchema }), response: { 200: successResponseSchema } } },
    async (request) => {
      rejectInvalid(request, REPORT_MESSAGES.removeCompetitorFailed);
      orThrow(await service.removeCompetitor(memberOf(request), request.params.id, request.params.competitorId, REPORT_MESSAGES.removeCompetitorFailed));
      return { success: true as const, message: 'Competitor removed' };
    },
  );
}
