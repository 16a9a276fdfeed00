import { z } from 'zod';

/** Where committed uploads live: the local DATA_DIR/files (default) or an S3-compatible bucket. */
export type StorageConfig = { kind: 'local' } | { kind: 's3'; s3: S3Settings };

export interface S3Settings {
  /** Unset: AWS S3 itself, at the region's endpoint. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Unset: the AWS SDK's default credential chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** http://host/bucket/key rather than http://bucket.host/key; most S3-compatible servers need it. */
  forcePathStyle: boolean;
  /** Prepended to every stored name: 'files/' keeps uploads apart from anything else in the bucket. */
  keyPrefix: string;
}

const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

const s3EnvSchema = z.object({
  S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional()),
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be 3 to 63 lowercase letters, digits, dots or hyphens, starting and ending with a letter or digit')
      .optional(),
  ),
  S3_REGION: optionalText.pipe(z.string().regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1').default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: optionalText.pipe(z.stringbool({ error: 'must be true or false' }).default(true)),
  S3_KEY_PREFIX: z
    .string()
    .optional()
    .transform((value) => value?.trim() ?? 'files/')
    .pipe(z.string().regex(/^(?:[A-Za-z0-9._-]+\/)*$/, "must be empty or folder names each ending in '/', such as files/")),
});

/** S3 storage is on when S3_BUCKET is set; the other S3_* settings alone are a mistake, not a default. */
export function loadStorageConfig(source: Record<string, string | undefined> = process.env): StorageConfig {
  const parsed = s3EnvSchema.safeParse(source);
  if (!parsed.success) {
    throw invalid(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  const keys = { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY };
  if (!env.S3_BUCKET) {
    const stray = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => env[name] !== undefined);
    if (stray.length > 0) throw invalid([`S3_BUCKET: must be set when ${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} (or unset them to keep files in DATA_DIR)`]);
    return { kind: 'local' };
  }
  if ((keys.accessKeyId === undefined) !== (keys.secretAccessKey === undefined)) {
    throw invalid(['S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither to use the AWS default credential chain']);
  }
  return {
    kind: 's3',
    s3: {
      endpoint: env.S3_ENDPOINT?.replace(/\/+$/, ''),
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      credentials: keys.accessKeyId && keys.secretAccessKey ? { accessKeyId: keys.accessKeyId, secretAccessKey: keys.secretAccessKey } : undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      keyPrefix: env.S3_KEY_PREFIX,
    },
  };
}

const invalid = (problems: string[]) => new Error(`Invalid file storage configuration: ${problems.join('; ')}`);
