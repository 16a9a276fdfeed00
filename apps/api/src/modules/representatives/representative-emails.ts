import type { MailContent } from '../mail/templates';

const SIGN_OFF = '\n\nThe Quorum team';
const entity = (organizationName: string | null) => organizationName ?? 'your organisation';

/** The emails of a change of an entity's representative (docs/flows/admin-review.md). */
export const representativeEmails = {
  /** To the new representative: they sign in with this address from now on. */
  nowRepresenting(name: string, organizationName: string | null, signInUrl: string): MailContent {
    return {
      template: 'representative-now',
      subject: `You now represent ${entity(organizationName)} in Quorum`,
      text: `Hi ${name},\n\nThe network's admins recorded you as the representative of ${entity(organizationName)} in Quorum. Sign in with this email address, no password needed:\n\n${signInUrl}\n\nYou see the entity's deals, votes and profile, and act for it from now on.${SIGN_OFF}`,
      links: [signInUrl],
    };
  },
  /**
   * To the representative replaced: they no longer act for the entity, and every session of theirs
   * ended. `dataPage`: where to ask again, when an erasure they had asked for was declined by the change.
   */
  noLongerRepresenting(organizationName: string | null, dataPage: string | null): MailContent {
    const erasure = dataPage
      ? `\n\nThe erasure you asked for was about ${entity(organizationName)}'s account, which now has a new representative, so it was not carried out. To have what Quorum holds under your own address erased, ask again here:\n\n${dataPage}`
      : '';
    return {
      template: 'representative-replaced',
      subject: `You no longer represent ${entity(organizationName)} in Quorum`,
      text: `The network's admins recorded a new representative for ${entity(organizationName)} in Quorum. This email address no longer signs in for it, and the sessions that were open with it have ended.${erasure}\n\nIf you did not expect this, reply to this email.${SIGN_OFF}`,
      links: dataPage ? [dataPage] : [],
    };
  },
  /** To the representative who asked, when an admin declined. */
  requestDeclined(organizationName: string | null, reason: string): MailContent {
    return {
      template: 'representative-request-declined',
      subject: 'About your change of representative',
      text: `The network's admins did not make the change of representative you asked for ${entity(organizationName)}.\n\nReason: ${reason}\n\nReply to this email if you have a question.${SIGN_OFF}`,
      links: [],
    };
  },
};
