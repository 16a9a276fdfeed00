import type { NotificationKind } from '@quorum/domain';
import type { Db } from '../../db/store';
import { createMembersRepository } from '../members/members.repository';
import { activeVoters } from '../members/members.service';
import type { NotificationPayload } from './notification-emails';
import { createNotificationsRepository } from './notifications.repository';

/**
 * What the decisions module calls when a vote window opens, nears its end or is decided, inside
 * the transaction that records the event (pass that transaction's Db): the notifications are
 * queued with the event, so they exist exactly when it does, once. The sweep of the notifications
 * plugin sends them after the commit (notification-delivery.ts): at once for a member without the
 * daily digest, in the next digest for one with it. Each answers how many it queued.
 * See docs/flows/notifications.md.
 */

/** Queues one notification for each of `memberIds` whose preferences want this kind. */
async function queueFor<K extends NotificationKind>(db: Db, memberIds: readonly string[], kind: K, reportId: string, payload: NotificationPayload<K>, now: Date): Promise<number> {
  const notifications = createNotificationsRepository(db);
  const preferences = await notifications.preferencesOfMany(memberIds);
  const wanting = memberIds.filter((id) => preferences.get(id)?.[kind]);
  await notifications.enqueue(wanting.map((memberId) => ({ memberId, kind, reportId, payload, createdAt: now })));
  return wanting.length;
}

export interface OpenedDeal {
  reportId: string;
  dealName: string;
  closesAt: Date;
  submitterId: string;
}

/** A deal opened for voting: every member who may vote, but its submitter. */
export async function notifyDealOpened(db: Db, deal: OpenedDeal, now: Date): Promise<number> {
  const recipients = (await activeVoters(db)).map((member) => member.id).filter((id) => id !== deal.submitterId);
  return queueFor(db, recipients, 'dealOpened', deal.reportId, { dealName: deal.dealName, closesAt: deal.closesAt.toISOString() }, now);
}

/** A window 24 hours from closing: the members who may vote and have not, but the submitter and whoever recused. */
export async function notifyClosingSoon(db: Db, deal: OpenedDeal & { votedMemberIds: readonly string[]; recusedMemberIds: readonly string[] }, now: Date): Promise<number> {
  const left = new Set([deal.submitterId, ...deal.votedMemberIds, ...deal.recusedMemberIds]);
  const recipients = (await activeVoters(db)).map((member) => member.id).filter((id) => !left.has(id));
  return queueFor(db, recipients, 'closingSoon', deal.reportId, { dealName: deal.dealName, closesAt: deal.closesAt.toISOString() }, now);
}

export interface DecidedDeal {
  reportId: string;
  dealName: string;
  outcomeLabel: string;
  members: { yes: number; no: number };
  turnout: number;
  quorum: number;
  submitterId: string;
  voterMemberIds: readonly string[];
}

/**
 * A deal decided: everyone who voted and the submitter, whatever their role now (a network member
 * who submitted hears the outcome of their deal), as long as their account is active.
 */
export async function notifyDealDecided(db: Db, deal: DecidedDeal, now: Date): Promise<number> {
  const concerned = new Set([deal.submitterId, ...deal.voterMemberIds]);
  const recipients = (await createMembersRepository(db).list()).filter((member) => member.state === 'active' && concerned.has(member.id)).map((member) => member.id);
  const payload = { dealName: deal.dealName, outcomeLabel: deal.outcomeLabel, yes: deal.members.yes, no: deal.members.no, turnout: deal.turnout, quorum: deal.quorum };
  return queueFor(db, recipients, 'dealDecided', deal.reportId, payload, now);
}

export interface OpenedRound {
  roundId: string;
  reportId: string;
  dealName: string;
  currency: string;
  target: string;
  minimum: string;
  deadline: Date;
}

/**
 * A round opened: every member who may commit to it (active members and admins whose
 * accreditation is current, as the round's own rule says), per their preferences.
 */
export async function notifyRoundOpened(db: Db, round: OpenedRound, now: Date): Promise<number> {
  const recipients = (await activeVoters(db)).filter((member) => !member.accreditationExpiresAt || member.accreditationExpiresAt.getTime() > now.getTime()).map((member) => member.id);
  const { roundId, dealName, currency, target, minimum } = round;
  return queueFor(db, recipients, 'roundOpened', round.reportId, { roundId, dealName, currency, target, minimum, deadline: round.deadline.toISOString() }, now);
}
