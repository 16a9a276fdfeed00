import { z } from 'zod';
import { TEXT_LIMITS } from './common.schema';

/** GET /api/favicon-url; an empty url means no favicon was found. */
export const faviconUrlResponseSchema = z.object({ url: z.string().max(TEXT_LIMITS.URL) });
export type FaviconUrlResponse = z.infer<typeof faviconUrlResponseSchema>;
