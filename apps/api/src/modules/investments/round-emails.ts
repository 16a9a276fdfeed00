import { formatAmount } from '@quorum/domain';
import type { MailContent } from '../mail/templates';

const SIGN_OFF = '\n\nThe Quorum team';

/** The emails of a round's capital call (docs/flows/investments.md). */
export const roundEmails = {
  /** To a member allocated something: how much, where to wire it, where to follow it. */
  capitalCall(round: { dealName: string; vehicleName: string; currency: string; wireInstructions: string }, committed: bigint, allocated: bigint, adjusted: boolean, roundUrl: string): MailContent {
    const why = adjusted ? 'the admins set your allocation' : 'the round was oversubscribed and allocated pro rata';
    const cut = allocated < committed ? ` (you committed ${formatAmount(committed, round.currency)}; ${why})` : '';
    return {
      template: 'round-capital-call',
      subject: `${round.dealName}: your allocation of ${formatAmount(allocated, round.currency)}`,
      text:
        `Your allocation in ${round.vehicleName} for ${round.dealName} is ${formatAmount(allocated, round.currency)}${cut}.\n\n` +
        `Please wire ${formatAmount(allocated, round.currency)} as follows:\n\n${round.wireInstructions}\n\n` +
        `The round's page shows your allocation and whether your payment has been received:\n\n${roundUrl}${SIGN_OFF}`,
      links: [roundUrl],
    };
  },
  /** To a member whose commitment got no allocation, with the reason it got none. */
  notAllocated(round: { dealName: string; currency: string }, committed: bigint, why: 'oversubscribed' | 'ineligible' | 'adjusted', roundUrl: string): MailContent {
    const reason = {
      oversubscribed: 'The round was oversubscribed, and',
      ineligible: 'When the round closed you could no longer invest (your accreditation had expired or your membership had changed), so',
      adjusted: 'The admins set your allocation to zero, so',
    }[why];
    return {
      template: 'round-not-allocated',
      subject: `${round.dealName}: no allocation this time`,
      text: `${reason} your commitment of ${formatAmount(committed, round.currency)} to ${round.dealName} received no allocation. Nothing is owed.\n\n${roundUrl}${SIGN_OFF}`,
      links: [roundUrl],
    };
  },
};
