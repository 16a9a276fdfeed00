import type { NotificationPreferences } from '@quorum/domain';
import type { Db } from '../../db/store';
import type { Clock } from '../../lib/clock';
import { fail, type Result } from '../../lib/http/result';
import { createMembersRepository } from '../members/members.repository';
import { createNotificationsRepository } from './notifications.repository';
import type { UnsubscribeTokens, UnsubscribeTopic } from './unsubscribe-token';

export const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid: it may have been cut short or changed. Open it again from the email.';

/**
 * What an unsubscribe link turns off: its own kind of email. The digest's link turns off every
 * kind (and the digest): someone who unsubscribes from the one daily email wants no email at
 * all, not one per event instead.
 */
function offFor(topic: UnsubscribeTopic): Partial<NotificationPreferences> {
  return topic === 'digest' ? { dealOpened: false, closingSoon: false, dealDecided: false, roundOpened: false, digest: false } : { [topic]: false };
}

/** A member's email preferences, and the one-click unsubscribe (docs/flows/notifications.md). */
export function createNotificationsService(deps: { db: Db; clock: Clock; tokens: UnsubscribeTokens }) {
  const notifications = createNotificationsRepository(deps.db);
  const members = createMembersRepository(deps.db);
  return {
    preferencesOf(memberId: string): Promise<NotificationPreferences> {
      return notifications.preferencesOf(memberId);
    },

    async save(memberId: string, chosen: NotificationPreferences): Promise<NotificationPreferences> {
      await notifications.save(memberId, chosen, deps.clock.now());
      return notifications.preferencesOf(memberId);
    },

    /** What a link would turn off, without turning it off (the page that asks to confirm). */
    topicOf(token: string): Result<{ topic: UnsubscribeTopic }> {
      const named = deps.tokens.verify(token);
      return named ? { ok: true, topic: named.topic } : fail(400, INVALID_UNSUBSCRIBE_LINK);
    },

    /** Turns off what the link names. A member deleted since gets no email anyway: the answer is the same. */
    async unsubscribe(token: string): Promise<Result<{ topic: UnsubscribeTopic }>> {
      const named = deps.tokens.verify(token);
      if (!named) return fail(400, INVALID_UNSUBSCRIBE_LINK);
      if (await members.findById(named.memberId)) await notifications.turnOff(named.memberId, offFor(named.topic), deps.clock.now());
      return { ok: true, topic: named.topic };
    },
  };
}
