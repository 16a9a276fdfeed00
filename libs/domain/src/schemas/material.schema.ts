import { z } from 'zod';
import { CONSTANTS } from '../constants';
import { emailSchema, httpUrlSchema, idSchema, requiredText, TEXT_LIMITS, timestampSchema } from './common.schema';

/** Material types as the clients name them (the valuation is "post-money-valuation"). */
export const MATERIAL_TYPES = [
  'url',
  'secondary-url',
  'note',
  'post-money-valuation',
  'pitch-deck',
  'docsend-link',
  'text-document',
  'financials',
] as const;
export const materialTypeSchema = z.enum(MATERIAL_TYPES);
export type MaterialType = z.infer<typeof materialTypeSchema>;

/** Longest note, text document or financials body accepted as JSON (larger things are files). */
export const MATERIAL_TEXT_MAX = 100_000;

export const materialSchema = z.object({
  materialId: idSchema,
  dossierId: idSchema,
  type: materialTypeSchema,
  url: z.string().nullable(),
  description: z.string().nullable(),
  content: z.string().nullable(),
  fileName: z.string().nullable(),
  mimeType: z.string().nullable(),
  size: z.number().int().nullable(),
  sha256: z.string().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Material = z.infer<typeof materialSchema>;

export const materialResponseSchema = z.object({ success: z.literal(true), message: z.string(), material: materialSchema });
export type MaterialResponse = z.infer<typeof materialResponseSchema>;

export const materialListResponseSchema = z.object({ success: z.literal(true), materials: z.array(materialSchema) });
export type MaterialListResponse = z.infer<typeof materialListResponseSchema>;

const ownerEmail = emailSchema.optional();

/** POST or PUT /api/dossiers/:id/note. */
export const noteRequestSchema = z.object({ note: requiredText(MATERIAL_TEXT_MAX), email: ownerEmail });
/** POST or PUT /api/dossiers/:id/url: the deal's main website. */
export const dossierUrlRequestSchema = z.object({ url: httpUrlSchema, email: ownerEmail });
/** POST or PUT /api/dossiers/:id/valuation: text as the submitter wrote it ("$20M") or a number of dollars. */
export const valuationRequestSchema = z.object({
  value: z.union([requiredText(TEXT_LIMITS.SHORT), z.number().positive().finite()]),
  type: z.literal('post-money-valuation').default('post-money-valuation'),
  email: ownerEmail,
});
/** POST /api/dossiers/:id/text-document and /financials (content, filename, userEmail). */
export const textMaterialRequestSchema = z.object({
  content: requiredText(MATERIAL_TEXT_MAX),
  filename: requiredText(TEXT_LIMITS.NAME).optional(),
  userEmail: ownerEmail,
});
/** POST /api/dossiers/:id/secondary-url (url, description, user). */
export const secondaryUrlRequestSchema = z.object({
  url: httpUrlSchema,
  description: z.string().trim().max(TEXT_LIMITS.COMMENT).optional(),
  user: z.object({ email: emailSchema }).optional(),
});

const optionalLine = z.string().trim().max(TEXT_LIMITS.NAME).optional();

/** A founder or other team member; founders carry the contact of the Add More Info modal. */
export const teamMemberSchema = z.object({
  name: requiredText(TEXT_LIMITS.NAME),
  title: optionalLine,
  contactType: z.enum(CONSTANTS.CONTACT_TYPES).optional(),
  contactValue: z.string().trim().max(TEXT_LIMITS.CONTACT_VALUE).optional(),
  /** The modal's "Anything else to add?" text, kept with the founders. */
  additionalInfo: z.string().trim().max(TEXT_LIMITS.COMMENT).optional(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamRequestSchema = z.object({ teamMembers: z.array(teamMemberSchema).max(50), userEmail: ownerEmail });
export const investorSchema = z.object({ name: requiredText(TEXT_LIMITS.NAME), title: optionalLine, url: httpUrlSchema.optional() });
export const investorsRequestSchema = z.object({ investors: z.array(investorSchema).min(1).max(50), userEmail: ownerEmail });
export const competitorSchema = z.object({
  name: requiredText(TEXT_LIMITS.NAME),
  url: httpUrlSchema.optional(),
  description: z.string().trim().max(TEXT_LIMITS.COMMENT).optional(),
});
export const competitorsRequestSchema = z.object({ competitors: z.array(competitorSchema).min(1).max(50), userEmail: ownerEmail });

/** A team member, investor or competitor as stored; competitorId is this id. */
export const dossierPersonSchema = z.object({
  id: idSchema,
  kind: z.enum(['team', 'investor', 'competitor']),
  name: z.string(),
  title: z.string().nullable(),
  contactType: z.string().nullable(),
  contactValue: z.string().nullable(),
  url: z.string().nullable(),
  description: z.string().nullable(),
});
export type DossierPerson = z.infer<typeof dossierPersonSchema>;

export const dossierPeopleResponseSchema = z.object({ success: z.literal(true), message: z.string(), people: z.array(dossierPersonSchema) });
export type DossierPeopleResponse = z.infer<typeof dossierPeopleResponseSchema>;

/** PUT /api/materials: change a material's text fields (files are replaced by uploading again). */
export const updateMaterialRequestSchema = z.object({
  materialId: idSchema,
  url: httpUrlSchema.optional(),
  description: z.string().trim().max(TEXT_LIMITS.COMMENT).optional(),
  content: requiredText(MATERIAL_TEXT_MAX).optional(),
});
export type UpdateMaterialRequest = z.infer<typeof updateMaterialRequestSchema>;

/** DELETE /api/materials and DELETE /api/dossiers/:id/pitchDeck (body: materialId). */
export const deleteMaterialRequestSchema = z.object({ materialId: idSchema });

export const userMaterialsQuerySchema = z.object({ dossierId: idSchema });

/** GET /api/materials/lookupUrl?url=&email=: whether the member already holds this site in a dossier. */
export const lookupUrlQuerySchema = z.object({ url: z.string().trim().min(1).max(TEXT_LIMITS.URL), email: emailSchema.optional() });
export const lookupUrlResponseSchema = z.object({ found: z.boolean(), dossierId: idSchema.nullable() });
export type LookupUrlResponse = z.infer<typeof lookupUrlResponseSchema>;

export const successResponseSchema = z.object({ success: z.literal(true), message: z.string() });
