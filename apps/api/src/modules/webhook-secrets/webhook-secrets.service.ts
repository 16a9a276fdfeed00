import { randomBytes } from 'node:crypto';
import type { WebhookSecretResponse } from '@quorum/domain';
import type { FieldCipher } from '../../crypto/field-cipher';
import type { Db } from '../../db/store';
import type { Clock } from '../../lib/clock';
import type { SessionMember } from '../../plugins/access.types';
import { createAuditRepository } from '../audit/audit.repository';
import { createWebhookSecretsRepository, type WebhookSecretRow } from './webhook-secrets.repository';

/** How long a rotated-out secret keeps signing beside its replacement, so receivers can switch without losing events. */
export const ROTATION_GRACE_MS = 24 * 60 * 60 * 1000;

/** The owner of the network's secret: it signs deal.decided events to the admin's endpoint. */
export const NETWORK_SIGNER = 'network';

/** The owner of a member's secret: it signs the webhooks of the reports they submit. */
export function memberSigner(memberId: string): string {
  return `member:${memberId}`;
}

const PREFIX = 'whsec_';
/** Within the 24 to 64 bytes the Standard Webhooks specification asks of a key. */
const KEY_BYTES = 32;

function newSecret(): string {
  return `${PREFIX}${randomBytes(KEY_BYTES).toString('base64')}`;
}

/**
 * The secrets that sign an owner's deliveries at `at`, decrypted, newest first: the current one and,
 * for its grace period after a rotation, the previous one. None: the owner has no secret and their
 * deliveries go unsigned. Plaintext secrets leave only here and in the answer that created them.
 */
export async function activeSigningSecrets(db: Db, cipher: FieldCipher, owner: string, at: Date): Promise<string[]> {
  const row = await createWebhookSecretsRepository(db).find(owner);
  if (!row) return [];
  const previous = row.previousSecret && row.previousValidUntil && row.previousValidUntil > at ? [row.previousSecret] : [];
  return [row.secret, ...previous].map((sealed) => cipher.decrypt(sealed));
}

function stateOf(row: WebhookSecretRow | undefined, now: Date): WebhookSecretResponse {
  if (!row) return { success: true, hasSecret: false, createdAt: null, previousValidUntil: null };
  const graceLeft = row.previousSecret && row.previousValidUntil && row.previousValidUntil > now;
  return {
    success: true,
    hasSecret: true,
    // When the secret that signs now was made: at the last rotation, or when the first was created.
    createdAt: (row.rotatedAt ?? row.createdAt).toISOString(),
    previousValidUntil: graceLeft && row.previousValidUntil ? row.previousValidUntil.toISOString() : null,
  };
}

/**
 * A member's (or the network's) Standard Webhooks signing secret: its state without the secret,
 * and a new one (created the first time, rotated after), answered once and audit-logged without it.
 * See docs/webhooks.md.
 */
export function createWebhookSecretsService(deps: { db: Db; cipher: FieldCipher; clock: Clock }) {
  return {
    async state(owner: string): Promise<WebhookSecretResponse> {
      return stateOf(await createWebhookSecretsRepository(deps.db).find(owner), deps.clock.now());
    },
    async renew(actor: SessionMember, owner: string): Promise<WebhookSecretResponse & { secret: string }> {
      const now = deps.clock.now();
      const secret = newSecret();
      const row = await deps.db.transaction(async (tx) => {
        const written = await createWebhookSecretsRepository(tx).put(owner, deps.cipher.encrypt(secret), now, new Date(now.getTime() + ROTATION_GRACE_MS));
        const rotated = written.rotatedAt !== null;
        await createAuditRepository(tx).record(
          {
            actor,
            action: rotated ? 'webhook-secret.rotated' : 'webhook-secret.created',
            subjectType: 'webhook-secret',
            subjectId: owner,
            details: rotated ? { previousValidUntil: written.previousValidUntil?.toISOString() ?? null } : {},
          },
          now,
        );
        return written;
      });
      return { ...stateOf(row, now), secret };
    },
  };
}
