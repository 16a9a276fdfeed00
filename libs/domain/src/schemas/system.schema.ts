import { z } from 'zod';
import { idSchema, timestampSchema } from './common.schema';
import { retentionRunSchema } from './data-rights.schema';
import { screeningRescreeningSchema, screeningSourceSchema } from './screening.schema';

/**
 * The admins' System page (docs/flows/system.md): whether the service is well, read from the
 * database every instance shares and from the instance that answers.
 */
const countSchema = z.number().int().nonnegative();

/** What an instance holds leases on: the work it is doing now. */
export const leasedWorkSchema = z.enum(['review-jobs', 'webhook-deliveries', 'vote-windows', 'rounds', 'retention']);
export type LeasedWork = z.infer<typeof leasedWorkSchema>;

export const systemInstanceSchema = z.object({
  /** host:pid:random, as the rows' lease_owner names it. */
  instance: z.string(),
  /** The instance that answered this read. */
  current: z.boolean(),
  work: z.array(z.object({ kind: leasedWorkSchema, held: countSchema })),
  /** When the latest of its leases runs out unless renewed. */
  leaseUntil: timestampSchema,
});
export type SystemInstance = z.infer<typeof systemInstanceSchema>;

export const failedReviewSchema = z.object({ reportId: idSchema, name: z.string(), error: z.string(), failedAt: timestampSchema.nullable() });
export type FailedReview = z.infer<typeof failedReviewSchema>;

/** A webhook delivery out of attempts. Only the address's host: a webhook's path is often its secret. */
export const failedDeliverySchema = z.object({
  id: idSchema,
  reportId: idSchema,
  dealName: z.string().nullable(),
  event: z.string(),
  host: z.string(),
  attempts: countSchema,
  lastError: z.string().nullable(),
  createdAt: timestampSchema,
  gaveUpAt: timestampSchema,
});
export type FailedDelivery = z.infer<typeof failedDeliverySchema>;

export const requestMinuteSchema = z.object({ at: timestampSchema, requests: countSchema, clientErrors: countSchema, serverErrors: countSchema });
export type RequestMinute = z.infer<typeof requestMinuteSchema>;

export const systemOverviewSchema = z.object({
  service: z.object({
    version: z.string(),
    startedAt: timestampSchema,
    uptimeSeconds: countSchema,
    instance: z.string(),
    database: z.enum(['sqlite', 'postgres']),
    databaseBytes: countSchema,
    engine: z.string(),
  }),
  instances: z.array(systemInstanceSchema),
  reviews: z.object({ waiting: countSchema, running: countSchema, failed: countSchema, latestFailures: z.array(failedReviewSchema) }),
  deliveries: z.object({ owed: countSchema, delivered: countSchema, failed: countSchema, latestFailures: z.array(failedDeliverySchema) }),
  emails: z.object({
    /** smtp: handed to the mail server; outbox: kept in the embedded outbox (no SMTP_URL). */
    transport: z.enum(['smtp', 'outbox']),
    sent: countSchema,
    failed: countSchema,
    unsent: countSchema,
    oldestUnsentAt: timestampSchema.nullable(),
    lastFailure: z.object({ at: timestampSchema, error: z.string() }).nullable(),
  }),
  retention: retentionRunSchema.nullable(),
  /** The active version of each screening source, and where the re-check its import started stands. */
  screening: z.array(z.object({ source: screeningSourceSchema, name: z.string(), version: z.string(), importedAt: timestampSchema, rescreening: screeningRescreeningSchema.nullable() })),
  storage: z.object({
    /** Application documents awaiting review and saved copies' files, against the public's upload quota. */
    publicUploads: z.object({ bytes: countSchema, files: countSchema, quotaBytes: countSchema, quotaFiles: countSchema }),
    faviconCache: z.object({ bytes: countSchema, entries: countSchema, maxBytes: countSchema, maxEntries: countSchema }),
  }),
  /** This instance's answers by the minute over the last hour, oldest first (health checks left out). */
  requests: z.array(requestMinuteSchema),
});
export type SystemOverview = z.infer<typeof systemOverviewSchema>;

/** GET /api/admin/system */
export const systemOverviewResponseSchema = systemOverviewSchema.extend({ success: z.literal(true) });
export type SystemOverviewResponse = z.infer<typeof systemOverviewResponseSchema>;

/** POST /api/admin/system/deliveries/:id/retry: owed again, its attempts from zero. */
export const retryDeliveryResponseSchema = z.object({ success: z.literal(true), delivery: z.object({ id: idSchema, attempts: countSchema }) });
export type RetryDeliveryResponse = z.infer<typeof retryDeliveryResponseSchema>;
