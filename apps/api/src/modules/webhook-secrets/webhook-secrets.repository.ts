import { eq } from 'drizzle-orm';
import type { webhookSecrets } from '../../db/schema';
import type { Db } from '../../db/store';

/** A stored secret: `secret` and `previousSecret` are sealed by the field cipher, never plaintext. */
export type WebhookSecretRow = typeof webhookSecrets.$inferSelect;

export interface WebhookSecretsRepository {
  find(owner: string): Promise<WebhookSecretRow | undefined>;
  /**
   * Stores `sealed` as the owner's secret: the first one, or (one statement, so two rotations at
   * once cannot lose a secret) the replacement of the current one, which becomes the previous
   * secret until `previousValidUntil`. Answers the row as written.
   */
  put(owner: string, sealed: string, now: Date, previousValidUntil: Date): Promise<WebhookSecretRow>;
  delete(owner: string): Promise<void>;
}

export function createWebhookSecretsRepository(db: Db): WebhookSecretsRepository {
  const { webhookSecrets: secrets } = db.tables;
  return {
    find(owner) {
      return db.first((q) => q.select().from(secrets).where(eq(secrets.owner, owner)));
    },
    async delete(owner) {
      await db.query((q) => q.delete(secrets).where(eq(secrets.owner, owner)));
    },
    async put(owner, sealed, now, previousValidUntil) {
      const row = await db.first((q) =>
        q
          .insert(secrets)
          .values({ owner, secret: sealed, createdAt: now })
          // In an upsert's SET, the column names the row as it was: the old secret becomes the previous one.
          .onConflictDoUpdate({ target: secrets.owner, set: { previousSecret: secrets.secret, secret: sealed, previousValidUntil, rotatedAt: now } })
          .returning(),
      );
      if (!row) throw new Error('The webhook secret upsert returned no row');
      return row;
    },
  };
}
