import { dealsPageQuerySchema } from './deal-list.schema';
import { createDossierRequestSchema, vehicleSettingsRequestSchema } from './dossier.schema';
import { teamRequestSchema, valuationRequestSchema } from './material.schema';
import { analystReportSchema, directQueryRequestSchema } from './review.schema';

describe('deal review schemas', () => {
  it.each([
    ['a dossier for an email, lower-cased', createDossierRequestSchema, { userId: ' Ada@Example.com ' }, true],
    ['vehicle settings as an object', vehicleSettingsRequestSchema, { vehicleSettings: { vehicleId: 'quorum-main' } }, true],
    ['oversized vehicle settings', vehicleSettingsRequestSchema, { vehicleSettings: { blob: 'x'.repeat(20_000) } }, false],
    ['a valuation as text or dollars', valuationRequestSchema, { value: '$20M' }, true],
    ['a negative valuation', valuationRequestSchema, { value: -1 }, false],
    ['founders with a known contact type', teamRequestSchema, { teamMembers: [{ name: 'Dana', contactType: 'Telegram', contactValue: '@dana' }] }, true],
    ['a founder with an unknown contact type', teamRequestSchema, { teamMembers: [{ name: 'Dana', contactType: 'Fax' }] }, false],
    ['a deals page over the maximum', dealsPageQuerySchema, { limit: '500' }, false],
    ['an empty direct query', directQueryRequestSchema, { reportIds: [] }, false],
    ['an analyst score over 100', analystReportSchema, { role: 'product', agent: 'x', engine: 'llm', score: 101, vote: 'Yes', recommendation: '', factors: [] }, false],
  ] as const)('%s', (_case, schema, value, valid) => {
    expect(schema.safeParse(value).success).toBe(valid);
  });

  it('defaults a deals page to 50 (the first page holds 50)', () => {
    expect(dealsPageQuerySchema.parse({})).toEqual({ limit: 50 });
  });
});
