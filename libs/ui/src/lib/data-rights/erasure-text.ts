import { DATA_RIGHTS_MESSAGES, type ErasureRequest } from '@quorum/domain';

/**
 * What asking for erasure does, in plain words, as a member reads it on their profile and an
 * applicant on /apply/my-data (the same rules: docs/flows/data-rights.md). `member`: the person
 * has a member account, whose records the network keeps without the name.
 */
export function erasureExplanation({ member }: { member: boolean }): string[] {
  return [
    member
      ? 'Your member account and profile are deleted: your name, email address, contact details, preferences, sign-in sessions and webhook secret.'
      : 'Your applications are deleted, with their answers, the people named in them and the documents you uploaded.',
    ...(member ? ['Your votes, the conflicts you declared and the deals you submitted stay with the network, without your name, so its past decisions do not change.'] : []),
    'Saved copies of an unfinished application and the records of emails we sent you are deleted too.',
    member
      ? 'Your identity and accreditation records are kept, locked, because anti-money-laundering rules require keeping them for some years after a membership ends. The admin’s confirmation email will give the date they are deleted.'
      : 'If one of your applications was approved, or matched a sanctions list, its identity and accreditation records are kept, locked, because anti-money-laundering rules require it. The admin’s confirmation email will give the date they are deleted.',
    'One of the network’s admins reviews your request first. Once carried out, erasure cannot be undone.',
  ];
}

const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

/** A timestamp of the API as a date in the reader's own locale ('27 November 2026', 'November 27, 2026'). */
export const formatLongDate = (iso: string): string => DATE.format(new Date(iso));

/** An erasure request's state in two sentences: what happened, and what it means now. */
export function erasureRequestText(request: ErasureRequest): { status: string; detail: string } {
  switch (request.status) {
    case 'pending':
      return { status: `Erasure requested on ${formatLongDate(request.requestedAt)}`, detail: DATA_RIGHTS_MESSAGES.erasureRequested };
    case 'completed':
      return {
        status: `Your data was erased on ${formatLongDate(request.decidedAt ?? request.requestedAt)}`,
        detail: 'The confirmation email says what was deleted and what is kept, and until when.',
      };
    case 'declined':
      return {
        status: `Your erasure request was declined on ${formatLongDate(request.decidedAt ?? request.requestedAt)}`,
        detail: request.declineReason ? `The admin’s reason: ${request.declineReason}` : 'The admin gave no reason.',
      };
  }
}
