import { z } from 'zod';
import { idSchema, TEXT_LIMITS, timestampSchema } from './common.schema';

/**
 * Screening applicants and members against sanctions and PEP lists an admin imports
 * (docs/flows/screening.md): the lists, the hits, and how an admin resolves a hit.
 */
export const screeningSourceSchema = z.enum(['ofac-sdn', 'un-consolidated', 'opensanctions']);
export type ScreeningSource = z.infer<typeof screeningSourceSchema>;

/** The names a person reads for each source. */
export const SCREENING_SOURCE_LABELS: Record<ScreeningSource, string> = {
  'ofac-sdn': 'OFAC Specially Designated Nationals (SDN)',
  'un-consolidated': 'UN Security Council Consolidated List',
  opensanctions: 'OpenSanctions (sanctions and PEPs)',
};

const countSchema = z.number().int().nonnegative();

/**
 * Where the re-screening a list's import started stands (it runs after the import has answered):
 * - pending: not started yet, or running on another API instance, or cut short by a restart (resumed at the next start);
 * - running: on this instance, the applications first, then the members, with the new hits so far;
 * - done: when it finished, how many it screened, the new hits, and any subject that failed (logged).
 */
export const screeningRescreeningSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('pending') }),
  z.object({
    state: z.literal('running'),
    applications: z.object({ done: countSchema, total: countSchema }),
    members: z.object({ done: countSchema, total: countSchema }),
    newHits: countSchema,
  }),
  z.object({ state: z.literal('done'), finishedAt: timestampSchema, applications: countSchema, members: countSchema, newHits: countSchema, failed: countSchema }),
]);
export type ScreeningRescreening = z.infer<typeof screeningRescreeningSchema>;

export const screeningListSchema = z.object({
  id: idSchema,
  source: screeningSourceSchema,
  name: z.string(),
  version: z.string(),
  publishedAt: timestampSchema.nullable(),
  entryCount: z.number().int(),
  importedAt: timestampSchema,
  importedBy: z.string().nullable(),
  active: z.boolean(),
  /** The re-screening this version's import started; null for a replaced version it never ran for. */
  rescreening: screeningRescreeningSchema.nullable(),
});
export type ScreeningList = z.infer<typeof screeningListSchema>;

/** GET /api/admin/screening/lists: every imported version, the active one of each source first. */
export const screeningListsResponseSchema = z.object({ success: z.literal(true), lists: z.array(screeningListSchema) });
export type ScreeningListsResponse = z.infer<typeof screeningListsResponseSchema>;

/**
 * POST /api/admin/screening/lists (multipart: `source`, then the file or files): the list as
 * imported, answered once it is stored; its re-screening (pending then) runs afterwards, and the
 * lists read says how far it got.
 */
export const screeningImportResponseSchema = z.object({
  success: z.literal(true),
  list: screeningListSchema,
});
export type ScreeningImportResponse = z.infer<typeof screeningImportResponseSchema>;

export const screeningHitStatusSchema = z.enum(['open', 'false_positive', 'true_match']);
export type ScreeningHitStatus = z.infer<typeof screeningHitStatusSchema>;

/** One possible match: who was screened, against which list entry, on which fields, how closely. */
export const screeningHitSchema = z.object({
  id: idSchema,
  subjectType: z.enum(['application', 'member']),
  subjectId: idSchema,
  personName: z.string(),
  /** 'applicant', 'member', or the role the application gives the person (beneficial owner, trustee…). */
  personRole: z.string(),
  list: z.object({ source: screeningSourceSchema, name: z.string(), version: z.string() }),
  entry: z.object({
    externalId: z.string(),
    kind: z.string(),
    name: z.string(),
    aliases: z.array(z.string()),
    birthDates: z.array(z.string()),
    nationalities: z.array(z.string()),
    topics: z.array(z.string()),
  }),
  /** 0–100. */
  score: z.number().int(),
  /** The list name that matched, and how the date of birth and nationality compared ('match', 'mismatch', 'unknown'). */
  matchedFields: z.object({
    name: z.string(),
    birthDate: z.enum(['match', 'mismatch', 'unknown']),
    nationality: z.enum(['match', 'mismatch', 'unknown']),
  }),
  status: screeningHitStatusSchema,
  note: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolvedAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
});
export type ScreeningHit = z.infer<typeof screeningHitSchema>;

/**
 * GET /api/admin/applications/:id/screening: the hits of an application's people, the applicant's
 * own answer to the PEP question beside them, and whether an open hit blocks approval.
 */
export const applicationScreeningResponseSchema = z.object({
  success: z.literal(true),
  hits: z.array(screeningHitSchema),
  /** The applicant's answer to the politically-exposed-person question, as given; null when not asked. */
  pepAnswer: z.string().nullable(),
  /** When the application was last screened; null before any list was imported. */
  screenedAt: timestampSchema.nullable(),
  blocksApproval: z.boolean(),
});
export type ApplicationScreeningResponse = z.infer<typeof applicationScreeningResponseSchema>;

/** GET /api/admin/screening/hits?status=open: hits across applications and members. */
export const screeningHitsResponseSchema = z.object({ success: z.literal(true), hits: z.array(screeningHitSchema) });

/** POST /api/admin/screening/hits/:id/resolve. */
export const resolveScreeningHitRequestSchema = z.object({
  resolution: z.enum(['false_positive', 'true_match']),
  note: z.string().trim().min(3).max(TEXT_LIMITS.COMMENT),
});
export type ResolveScreeningHitRequest = z.infer<typeof resolveScreeningHitRequestSchema>;
export const resolveScreeningHitResponseSchema = z.object({ success: z.literal(true), hit: screeningHitSchema });

/** What the approve action answers while a hit is open (409). */
export const SCREENING_MESSAGES = {
  approvalBlocked: 'Resolve every screening hit before approving this application',
  memberSuspended: 'Your access is paused while an administrator reviews your account. Please contact the network.',
} as const;
