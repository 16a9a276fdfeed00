import { z } from 'zod';
import { boundedJsonSchema, emailSchema, idSchema, MAX_JSON_DEPTH, nestsWithin, requiredText, TEXT_LIMITS, timestampSchema } from './common.schema';

/**
 * The vehicle every submission is reviewed for: a fixed one.
 * One network, one vehicle, until Quorum runs several funds.
 */
export const DEFAULT_VEHICLE_ID = 'quorum-main';

/** A dossier as the client reads it: dossierId, dossierName, userId, user email. */
export const dossierSchema = z.object({
  dossierId: idSchema,
  dossierName: z.string(),
  /** The owner's email: the client sends and compares its email as the user id. */
  userId: z.string(),
  user: z.object({ email: z.string() }),
  vehicleSettings: z.record(z.string(), z.unknown()).nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Dossier = z.infer<typeof dossierSchema>;

/** POST /api/dossiers: made from the user's email (and a timestamp the server adds). */
export const createDossierRequestSchema = z.object({
  userId: emailSchema.optional(),
  user: z.object({ email: emailSchema }).optional(),
  dossierName: requiredText(TEXT_LIMITS.NAME).optional(),
});
export type CreateDossierRequest = z.infer<typeof createDossierRequestSchema>;

/** PUT /api/dossiers/:id. */
export const renameDossierRequestSchema = z.object({
  dossierName: requiredText(TEXT_LIMITS.NAME),
  user: z.object({ email: emailSchema }).optional(),
});
export type RenameDossierRequest = z.infer<typeof renameDossierRequestSchema>;

export const dossierResponseSchema = z.object({ success: z.literal(true), dossier: dossierSchema });
export type DossierResponse = z.infer<typeof dossierResponseSchema>;

export const dossierListQuerySchema = z.object({ userId: z.string().trim().max(TEXT_LIMITS.EMAIL).optional() });

export const dossierListResponseSchema = z.object({ success: z.literal(true), dossiers: z.array(dossierSchema) });
export type DossierListResponse = z.infer<typeof dossierListResponseSchema>;

/** GET /api/dossiers/:id/count: how much of each kind of material the dossier holds. */
export const dossierCountsSchema = z.object({
  total: z.number().int(),
  urls: z.number().int(),
  secondaryUrls: z.number().int(),
  notes: z.number().int(),
  postMoneyValuations: z.number().int(),
  pitchDecks: z.number().int(),
  docsendLinks: z.number().int(),
  textDocuments: z.number().int(),
  financials: z.number().int(),
  teamMembers: z.number().int(),
  investors: z.number().int(),
  competitors: z.number().int(),
});
export type DossierCounts = z.infer<typeof dossierCountsSchema>;

export const dossierCountResponseSchema = z.object({ success: z.literal(true), dossierId: idSchema, counts: dossierCountsSchema });

/** GET /api/dossiers/:id/ready-check: a report needs at least a website, a deck or a shared deck. */
export const readyCheckResponseSchema = z.object({
  success: z.literal(true),
  ready: z.boolean(),
  /** Why it is not ready, in words the submitter can act on; empty when ready. */
  missing: z.array(z.string()),
});
export type ReadyCheckResponse = z.infer<typeof readyCheckResponseSchema>;

/** POST /api/dossiers/cleanup: removes the member's empty, unused dossiers. */
export const cleanupDossiersRequestSchema = z.object({ email: emailSchema });
export const cleanupDossiersResponseSchema = z.object({ success: z.literal(true), deleted: z.number().int() });

/** POST /api/dossiers/:id/vehicle-settings (vehicleSettings, userEmail). */
export const vehicleSettingsRequestSchema = z.object({
  vehicleSettings: z
    .record(z.string().max(TEXT_LIMITS.SHORT), boundedJsonSchema)
    // Measured only once known to nest within bounds (stringify recurses).
    .refine((value) => nestsWithin(value, MAX_JSON_DEPTH) && JSON.stringify(value).length <= 10_000, 'Vehicle settings are too large'),
  userEmail: emailSchema.optional(),
});
export type VehicleSettingsRequest = z.infer<typeof vehicleSettingsRequestSchema>;
