import path from 'node:path';
import { z } from 'zod';
import { loadStorageConfig, type StorageConfig } from '../lib/uploads/storage-config';
import { relyingPartyOf, type RelyingParty } from './relying-party';

const optionalText = z
  .string()
  .transform((value) => value.trim())
  .pipe(z.string())
  .optional()
  .transform((value) => (value ? value : undefined));

/** Every setting the API reads, parsed once at start; the embedded defaults need none of them set. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  /** postgres://user:password@host:port/database: PostgreSQL instead of the SQLite file in DATA_DIR. */
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional()),
  /** Connections each API instance keeps open to PostgreSQL at most. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Where the built web apps live (members at /, onboarding at /apply). */
  WEB_ROOT: z.string().min(1).default('dist/apps'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The address people reach Quorum at; links in emails start with it. */
  PUBLIC_URL: optionalText,
  ADMIN_EMAIL: optionalText,
  /** 32-byte key (base64 or hex) for KYC identifiers at rest; generated into DATA_DIR when unset. */
  DATA_KEY: optionalText,
  /** smtp:// or smtps:// URL of the mail server; required in production (sign-in links are emailed). */
  SMTP_URL: optionalText,
  /** `on` serves the dev outbox on any HOST (a trusted network), `off` never; unset: only on a loopback HOST (docs/security/dev-outbox.md). */
  DEV_OUTBOX: optionalText.pipe(z.enum(['on', 'off'], { error: 'must be on or off' }).optional()),
  MAIL_FROM: z.string().min(3).default('Quorum <no-reply@quorum.local>'),
  MAGIC_SECRET_KEY: optionalText,
  /**
   * The bearer token GET /metrics asks for (Prometheus' scrape); unset, there are no metrics at all.
   * Long enough that guessing it is hopeless: 32 characters or more.
   */
  METRICS_TOKEN: optionalText.pipe(z.string().min(32, { error: 'must be at least 32 characters' }).optional()),
  /**
   * OpenTelemetry's standard variable: the OTLP/HTTP collector spans go to (its /v1/traces). Unset,
   * there is no tracing at all: the SDK is not even loaded.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional()),
  /** Behind a reverse proxy set to the number of trusted hops; otherwise X-Forwarded-For is ignored. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * Test-only: host:port pairs the guarded fetcher may reach although they are private (the
   * loopback sites browser and integration tests start). Never set this in production.
   */
  QUORUM_TEST_FETCH_ALLOW: optionalText,
  /**
   * Test-only: every route's own rate limit multiplied by this (the browser tests send every
   * application from 127.0.0.1, past the public's 30 an hour). Refused in production.
   */
  QUORUM_TEST_RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(100).default(1),
  /** The DocSend-to-PDF converter; unset keeps shared links as links. */
  DOCSEND_CONVERTER_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  DOCSEND_CONVERTER_API_KEY: optionalText,
  /** Tried when the converter refuses the submitter's own email. */
  DOCSEND_FALLBACK_EMAIL: optionalText.pipe(z.email().optional()),
  /** An OpenAI-compatible chat-completions endpoint; with LLM_API_KEY it replaces the built-in analysts. */
  LLM_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  LLM_API_KEY: optionalText,
  LLM_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  /**
   * How long an instance's claim on a report job or a webhook delivery lasts without renewal: after
   * a crash, another instance takes the work over once this has run out. Renewed every third of it.
   */
  REVIEW_JOB_LEASE_MS: z.coerce.number().int().min(500).max(3_600_000).default(60_000),
  /** How often each instance looks for jobs and deliveries nobody holds (created elsewhere, or left by a dead instance). */
  REVIEW_JOB_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5000),
  /** The wait before a failed webhook delivery's second attempt, doubling for each after it (five attempts in all). */
  WEBHOOK_RETRY_MS: z.coerce.number().int().min(10).max(600_000).default(1000),
  /** Documents awaiting review, all applicants together: bytes and files (507 past either; docs/security/storage-quotas.md). */
  DOCUMENT_UPLOAD_QUOTA_BYTES: z.coerce.number().int().min(1).optional(),
  DOCUMENT_UPLOAD_QUOTA_FILES: z.coerce.number().int().min(1).optional(),
  /** Bytes of documents one client IP may upload in a day (429 past it). */
  DOCUMENT_UPLOAD_BYTES_PER_IP: z.coerce.number().int().min(1).optional(),
  DOCUMENT_UPLOAD_FILES_PER_IP: z.coerce.number().int().min(1).optional(),
})
  // Production has no dev outbox: without a mail server a sign-in link would have nowhere to go
  // (docs/security/dev-outbox.md), so the server refuses to start rather than run half-configured.
  .superRefine((env, context) => {
    if (env.NODE_ENV !== 'production') return;
    if (!env.SMTP_URL) {
      context.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'NODE_ENV=production needs SMTP_URL (for example smtps://user:password@mail.example.com:465) so sign-in links are emailed',
      });
    }
    if (env.DEV_OUTBOX === 'on') context.addIssue({ code: 'custom', path: ['DEV_OUTBOX'], message: 'on is not allowed with NODE_ENV=production' });
  });

export const DEFAULT_ADMIN_EMAIL = 'admin@quorum.local';

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  /** Set: PostgreSQL; unset: the SQLite file DATA_DIR/quorum.db. */
  database: { url: string; poolSize: number } | undefined;
  /** Where uploaded files are kept: DATA_DIR/files, or an S3-compatible bucket when S3_BUCKET is set (the S3_* settings). */
  storage: StorageConfig;
  webRoot: string;
  logLevel: string;
  publicUrl: string;
  /** The passkeys' relying party, from PUBLIC_URL; undefined where that cannot be one (an IP address outside production). */
  relyingParty: RelyingParty | undefined;
  adminEmail: string;
  adminEmailIsDefault: boolean;
  dataKey: string | undefined;
  smtpUrl: string | undefined;
  /** DEV_OUTBOX as set; modules/mail/outbox-exposure.ts decides with HOST and the rest whether the outbox exists. */
  devOutbox: 'on' | 'off' | undefined;
  mailFrom: string;
  magicSecretKey: string | undefined;
  /** METRICS_TOKEN: metrics are kept and served (to its holder) only when it is set. */
  metricsToken: string | undefined;
  /** OTEL_EXPORTER_OTLP_ENDPOINT: where spans go; unset, no tracing. */
  otlpEndpoint: string | undefined;
  trustProxyHops: number;
  testFetchAllow: string[];
  /** Test-only: every route's own rate limit is multiplied by this (1 outside tests). */
  testRateLimitFactor: number;
  docsend: { converterUrl: string | undefined; converterApiKey: string | undefined; fallbackEmail: string | undefined };
  /** Set only when both LLM_BASE_URL and LLM_API_KEY are: the LLM engine needs both. */
  llm: { baseUrl: string; apiKey: string; model: string } | undefined;
  /** DOCUMENT_UPLOAD_* as set; unset ones keep DOCUMENT_UPLOAD_LIMITS (modules/applications/documents.limits.ts). */
  documentUploads: { quotaBytes?: number; quotaFiles?: number; perIpBytes?: number; perIpFiles?: number };
  /** Leases of report jobs and webhook deliveries between instances (REVIEW_JOB_LEASE_MS, REVIEW_JOB_POLL_MS). */
  reviewJobs: { leaseMs: number; pollMs: number };
  /** The wait before a failed webhook delivery's second attempt (WEBHOOK_RETRY_MS), doubling after. */
  webhookRetryMs: number;
  /** Secure, __Host- cookies everywhere but development and test, which run on plain http. */
  secureCookies: boolean;
}

/** The loopback and any-address hosts: a server on one of them is reached on this machine as localhost. */
const LOCAL_HOSTS = /^(?:127(?:\.\d{1,3}){3}|::1|0\.0\.0\.0|::|localhost)$/;

/**
 * Where people reach the server when PUBLIC_URL is unset: localhost for a server on this machine (a
 * host name, so passkeys work there; an IP address cannot carry them), else the HOST it listens on.
 */
function defaultPublicUrl(host: string, port: number): string {
  if (LOCAL_HOSTS.test(host)) return `http://localhost:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? defaultPublicUrl(env.HOST, env.PORT)).replace(/\/+$/, '');
  const relyingParty = relyingPartyOf(publicUrl);
  // Admins must sign in with a passkey, which browsers make only for a host name on a secure page:
  // a production server whose address cannot carry one would leave its admins locked out.
  if (env.NODE_ENV === 'production' && !relyingParty.ok) throw new Error(`Invalid configuration: PUBLIC_URL: ${publicUrl} ${relyingParty.reason}`);
  if (env.NODE_ENV === 'production' && env.QUORUM_TEST_RATE_LIMIT_FACTOR !== 1) throw new Error('Invalid configuration: QUORUM_TEST_RATE_LIMIT_FACTOR: tests only, never in production');
  const adminEmail = (env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  if (!z.email().safeParse(adminEmail).success) throw new Error(`Invalid configuration: ADMIN_EMAIL: not an email address`);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir: path.resolve(env.DATA_DIR),
    database: env.DATABASE_URL ? { url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE } : undefined,
    // The S3_* settings are parsed and checked beside the storage they configure.
    storage: loadStorageConfig(source),
    webRoot: path.resolve(env.WEB_ROOT),
    logLevel: env.LOG_LEVEL,
    publicUrl,
    relyingParty: relyingParty.ok ? relyingParty.relyingParty : undefined,
    adminEmail,
    adminEmailIsDefault: env.ADMIN_EMAIL === undefined,
    dataKey: env.DATA_KEY,
    smtpUrl: env.SMTP_URL,
    devOutbox: env.DEV_OUTBOX,
    mailFrom: env.MAIL_FROM,
    magicSecretKey: env.MAGIC_SECRET_KEY,
    metricsToken: env.METRICS_TOKEN,
    otlpEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
    trustProxyHops: env.TRUST_PROXY_HOPS,
    testFetchAllow: (env.QUORUM_TEST_FETCH_ALLOW ?? '')
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
    testRateLimitFactor: env.QUORUM_TEST_RATE_LIMIT_FACTOR,
    docsend: { converterUrl: env.DOCSEND_CONVERTER_URL, converterApiKey: env.DOCSEND_CONVERTER_API_KEY, fallbackEmail: env.DOCSEND_FALLBACK_EMAIL?.toLowerCase() },
    llm: env.LLM_BASE_URL && env.LLM_API_KEY ? { baseUrl: env.LLM_BASE_URL.replace(/\/+$/, ''), apiKey: env.LLM_API_KEY, model: env.LLM_MODEL } : undefined,
    documentUploads: {
      ...(env.DOCUMENT_UPLOAD_QUOTA_BYTES ? { quotaBytes: env.DOCUMENT_UPLOAD_QUOTA_BYTES } : {}),
      ...(env.DOCUMENT_UPLOAD_QUOTA_FILES ? { quotaFiles: env.DOCUMENT_UPLOAD_QUOTA_FILES } : {}),
      ...(env.DOCUMENT_UPLOAD_BYTES_PER_IP ? { perIpBytes: env.DOCUMENT_UPLOAD_BYTES_PER_IP } : {}),
      ...(env.DOCUMENT_UPLOAD_FILES_PER_IP ? { perIpFiles: env.DOCUMENT_UPLOAD_FILES_PER_IP } : {}),
    },
    reviewJobs: { leaseMs: env.REVIEW_JOB_LEASE_MS, pollMs: env.REVIEW_JOB_POLL_MS },
    webhookRetryMs: env.WEBHOOK_RETRY_MS,
    secureCookies: env.NODE_ENV === 'production',
  };
}
