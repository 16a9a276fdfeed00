import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/store';
import { commitIfOk, fail } from '../../lib/http/result';
import type { Mailer } from '../../plugins/mail';
import { createMembersRepository, type MemberRow } from '../members/members.repository';
import { digestEmail, noticeEmail, noticeOf, type Notice, type NotificationLinks } from './notification-emails';
import { createNotificationsRepository, type QueuedNotification } from './notifications.repository';
import { createUnsubscribeTokens, unsubscribeKeyFrom, type UnsubscribeTokens } from './unsubscribe-token';

/** A digest goes out once the oldest item it carries has waited this long: one email a day at most. */
export const DIGEST_DELAY_MS = 24 * 60 * 60_000;
/** Sent items are kept this long (what went out, and when), then dropped. */
export const SENT_KEPT_MS = 30 * 24 * 60 * 60_000;

/** What sending notifications needs: the database, the mailer, and how links are made. */
export interface NotificationDelivery {
  db: Db;
  mailer: Mailer;
  links: NotificationLinks;
  tokens: UnsubscribeTokens;
}

/** The members app's deal page path: /deals/<id>/<slug of the name> (the slug is only for people reading the address). */
function dealPath(reportId: string, dealName: string): string {
  const slug = dealName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'deal';
  return `/deals/${encodeURIComponent(reportId)}/${slug}`;
}

/** The delivery of an app: links start with PUBLIC_URL (where the members app is served), the unsubscribe key comes from the data key. */
export function notificationDeliveryOf(app: Pick<FastifyInstance, 'db' | 'mailer' | 'config' | 'dataKey'>): NotificationDelivery {
  const origin = app.config.publicUrl;
  const tokens = createUnsubscribeTokens(unsubscribeKeyFrom(app.dataKey));
  return {
    db: app.db,
    mailer: app.mailer,
    tokens,
    links: {
      deal: (reportId, dealName) => `${origin}${dealPath(reportId, dealName)}`,
      unsubscribe: (memberId, topic) => `${origin}/api/notifications/unsubscribe?token=${encodeURIComponent(tokens.sign(memberId, topic))}`,
      round: (roundId) => `${origin}/rounds/${encodeURIComponent(roundId)}`,
      profile: `${origin}/member/profile`,
    },
  };
}

/** The items a member still wants (preferences may have changed since they were queued), read back. */
function stillWanted(items: readonly QueuedNotification[], member: MemberRow | undefined, wants: (item: QueuedNotification) => boolean): Notice[] {
  if (!member || member.state !== 'active') return [];
  return items.filter(wants).flatMap((item) => noticeOf(item) ?? []);
}

/**
 * Sends one email per queued event to members without the digest. Items are claimed before they
 * are sent, so of several instances (or sweeps) one sends each; an instance that dies between the
 * claim and the mailer loses that email rather than sending it twice. Answers how many were sent.
 */
export async function deliverQueued(delivery: NotificationDelivery, now: Date): Promise<number> {
  const notifications = createNotificationsRepository(delivery.db);
  const claimed = await notifications.claimForEmail(now);
  if (claimed.length === 0) return 0;
  const members = new Map((await createMembersRepository(delivery.db).list()).map((member) => [member.id, member]));
  const preferences = await notifications.preferencesOfMany([...new Set(claimed.map((item) => item.memberId))]);
  let sent = 0;
  for (const item of claimed) {
    const member = members.get(item.memberId);
    const [notice] = stillWanted([item], member, (queued) => preferences.get(queued.memberId)?.[queued.kind] === true);
    if (!member || !notice) continue;
    await delivery.mailer.send(member.email, noticeEmail(member.id, notice, delivery.links));
    sent += 1;
  }
  return sent;
}

/**
 * The daily digests: a member who takes the digest gets one email with everything queued for them
 * once their oldest queued item is 24 hours old (so digests come at least a day apart, and nothing
 * waits much longer than a day). A member's items are claimed in one transaction, which commits
 * only if the claim took a due item: two instances sweeping at once send one digest, not a
 * digest and a stray one of the newest items. Answers how many digests were sent.
 */
export async function sendDigests(delivery: NotificationDelivery, now: Date): Promise<number> {
  const notifications = createNotificationsRepository(delivery.db);
  const members = createMembersRepository(delivery.db);
  const dueBefore = new Date(now.getTime() - DIGEST_DELAY_MS);
  let sent = 0;
  for (const memberId of await notifications.membersWithDigestDue(dueBefore)) {
    const claim = await commitIfOk(delivery.db, async (tx) => {
      const items = await createNotificationsRepository(tx).claimAllOf(memberId, now);
      return items.some((item) => item.createdAt <= dueBefore) ? { ok: true as const, items } : fail(409, 'another sweep sent this digest');
    });
    if (!claim.ok) continue;
    const preferences = await notifications.preferencesOf(memberId);
    const member = await members.findById(memberId);
    const notices = stillWanted(claim.items, member, (item) => preferences[item.kind]);
    if (!member || notices.length === 0) continue;
    await delivery.mailer.send(member.email, digestEmail(member.id, notices, delivery.links));
    sent += 1;
  }
  return sent;
}

/** One sweep: per-event emails, the digests that are due, and the pruning of old sent items. */
export async function sweepNotifications(delivery: NotificationDelivery, now: Date): Promise<{ emails: number; digests: number }> {
  const emails = await deliverQueued(delivery, now);
  const digests = await sendDigests(delivery, now);
  await createNotificationsRepository(delivery.db).pruneSentBefore(new Date(now.getTime() - SENT_KEPT_MS));
  return { emails, digests };
}
