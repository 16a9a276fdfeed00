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
  /** To a member whose commitment got no allocation (left out when the minimum left no room, or released by an admin). */
  notAllocated(round: { dealName: string; currency: string }, committed: bigint, roundUrl: string): MailContent {
    return {
      template: 'round-not-allocated',
      subject: `${round.dealName}: no allocation this time`,
      text: `The round for ${round.dealName} was oversubscribed, and your commitment of ${formatAmount(committed, round.currency)} received no allocation. Nothing is owed.\n\n${roundUrl}${SIGN_OFF}`,
      links: [roundUrl],
    };
  },
};
