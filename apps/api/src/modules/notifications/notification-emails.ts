import { z } from 'zod';
import { formatAmount, type NotificationKind } from '@quorum/domain';
import type { MailContent } from '../mail/templates';
import type { UnsubscribeTopic } from './unsubscribe-token';

/** What a queued notification keeps to write its email later: the deal as it was when the event happened. */
export const notificationPayloadSchemas = {
  dealOpened: z.object({ dealName: z.string(), closesAt: z.iso.datetime() }),
  closingSoon: z.object({ dealName: z.string(), closesAt: z.iso.datetime() }),
  dealDecided: z.object({ dealName: z.string(), outcomeLabel: z.string(), yes: z.number().int(), no: z.number().int(), turnout: z.number().int(), quorum: z.number().int() }),
  roundOpened: z.object({ dealName: z.string(), roundId: z.string(), currency: z.string(), target: z.string().regex(/^\d+$/), minimum: z.string().regex(/^\d+$/), deadline: z.iso.datetime() }),
} satisfies Record<NotificationKind, z.ZodType>;

export type NotificationPayload<K extends NotificationKind = NotificationKind> = z.infer<(typeof notificationPayloadSchemas)[K]>;

/** A queued notification with its payload read back, ready to be written as an email. */
export type Notice =
  | { kind: 'dealOpened'; reportId: string; payload: NotificationPayload<'dealOpened'> }
  | { kind: 'closingSoon'; reportId: string; payload: NotificationPayload<'closingSoon'> }
  | { kind: 'dealDecided'; reportId: string; payload: NotificationPayload<'dealDecided'> }
  | { kind: 'roundOpened'; reportId: string; payload: NotificationPayload<'roundOpened'> };

/** The payload read back; null for one this version cannot read (it is dropped, not sent half-written). */
export function noticeOf(item: { kind: NotificationKind; reportId: string; payload: unknown }): Notice | null {
  const parsed = notificationPayloadSchemas[item.kind].safeParse(item.payload);
  return parsed.success ? ({ kind: item.kind, reportId: item.reportId, payload: parsed.data } as Notice) : null;
}

/** The addresses an email links to: built by the delivery from PUBLIC_URL and the unsubscribe key. */
export interface NotificationLinks {
  deal(reportId: string, dealName: string): string;
  round(roundId: string): string;
  unsubscribe(memberId: string, topic: UnsubscribeTopic): string;
  profile: string;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "Wednesday 25 November 2026, 14:00 UTC": the reader's time zone is unknown, so the time says its own. */
export function utcTime(iso: string): string {
  const at = new Date(iso);
  const hhmm = at.toISOString().slice(11, 16);
  return `${WEEKDAYS[at.getUTCDay()]} ${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}, ${hhmm} UTC`;
}

const SIGN_OFF = '\n\nThe Quorum team';

/** RFC 8058 one-click unsubscribe: mail programs show an Unsubscribe button that POSTs to the link. */
function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

const WHY: Record<NotificationKind, string> = {
  dealOpened: 'a deal opens for voting',
  closingSoon: 'a vote closes in 24 hours and you have not voted',
  dealDecided: 'a deal you voted on or submitted is decided',
  roundOpened: 'a round opens for investment',
};

/** One event as the lines of an email: what happened and what to do. */
function describe(notice: Notice): { subject: string; body: string } {
  switch (notice.kind) {
    case 'dealOpened':
      return {
        subject: `New deal to vote on: ${notice.payload.dealName}`,
        body: `${notice.payload.dealName} is open for the network's vote until ${utcTime(notice.payload.closesAt)}. Read the report and cast your vote.`,
      };
    case 'closingSoon':
      return {
        subject: `Voting on ${notice.payload.dealName} closes in 24 hours`,
        body: `You have not voted on ${notice.payload.dealName} yet. Voting closes on ${utcTime(notice.payload.closesAt)}. Vote before then, or declare a conflict if you have one.`,
      };
    case 'dealDecided': {
      const { dealName, outcomeLabel, yes, no, turnout, quorum } = notice.payload;
      return {
        subject: `${dealName}: ${outcomeLabel}`,
        body: `The network's vote on ${dealName} has closed. Decision: ${outcomeLabel}. Members voted ${yes} Yes and ${no} No; ${turnout} voted, quorum was ${quorum}.`,
      };
    }
    case 'roundOpened': {
      const { dealName, currency, target, minimum, deadline } = notice.payload;
      return {
        subject: `A round opened: ${dealName}`,
        body: `The network opened a round in ${dealName}: ${formatAmount(BigInt(target), currency)} to raise, from ${formatAmount(BigInt(minimum), currency)} per member, until ${utcTime(deadline)}. Commit from the round's page.`,
      };
    }
  }
}

/** Where an email about this event leads: the deal, or for a round, the round's page. */
function linkOf(notice: Notice, links: NotificationLinks): string {
  return notice.kind === 'roundOpened' ? links.round(notice.payload.roundId) : links.deal(notice.reportId, notice.payload.dealName);
}

/** The email of one event, with its one-click unsubscribe for that kind. */
export function noticeEmail(memberId: string, notice: Notice, links: NotificationLinks): MailContent {
  const { subject, body } = describe(notice);
  const deal = linkOf(notice, links);
  const unsubscribe = links.unsubscribe(memberId, notice.kind);
  return {
    template: `notification-${notice.kind}`,
    subject,
    text: `${body}\n\n${deal}${SIGN_OFF}\n\n--\nYou receive this email because you asked to be told when ${WHY[notice.kind]}. To stop these emails, open:\n${unsubscribe}\nOr choose what you receive on your profile page: ${links.profile}`,
    links: [deal, unsubscribe],
    headers: unsubscribeHeaders(unsubscribe),
  };
}

/** The daily digest: every queued event in one email, oldest first; its unsubscribe link stops them all. */
export function digestEmail(memberId: string, notices: readonly Notice[], links: NotificationLinks): MailContent {
  const entries = notices.map((notice) => {
    const deal = linkOf(notice, links);
    return { deal, text: `- ${describe(notice).body}\n  ${deal}` };
  });
  const unsubscribe = links.unsubscribe(memberId, 'digest');
  const count = notices.length === 1 ? '1 update' : `${notices.length} updates`;
  return {
    template: 'notification-digest',
    subject: `Quorum daily summary: ${count} in the network`,
    text: `Here is what happened in the network's votes and rounds since your last summary:\n\n${entries.map((entry) => entry.text).join('\n\n')}${SIGN_OFF}\n\n--\nYou receive one summary a day because you chose it on your profile page. To stop all emails about network votes and rounds, open:\n${unsubscribe}\nOr choose what you receive on your profile page: ${links.profile}`,
    links: [...entries.map((entry) => entry.deal), unsubscribe],
    headers: unsubscribeHeaders(unsubscribe),
  };
}
