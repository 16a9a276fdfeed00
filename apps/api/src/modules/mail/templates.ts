/** Every email Quorum sends, as plain text with its links listed (the dev outbox and tests follow them). */
export interface MailContent {
  template: string;
  subject: string;
  text: string;
  links: string[];
  /** Extra message headers (List-Unsubscribe); SMTP carries them, the outbox record does not. */
  headers?: Readonly<Record<string, string>>;
}

const SIGN_OFF = '\n\nThe Quorum team';

export const mailTemplates = {
  signInLink(link: string, code: string, minutes: number): MailContent {
    return {
      template: 'sign-in-link',
      subject: 'Your Quorum sign-in link',
      text: `Open this link to sign in to Quorum:\n\n${link}\n\nOr enter this code on the sign-in page: ${code}\n\nThe link and the code work once and expire in ${minutes} minutes. If you did not ask to sign in, you can ignore this email.${SIGN_OFF}`,
      links: [link],
    };
  },
  /** The link of "Continue on another device": it opens the saved application once, until the copy expires. */
  continueApplication(link: string, expiresAt: Date): MailContent {
    return {
      template: 'continue-application',
      subject: 'Continue your Quorum application',
      text: `Open this link on the device where you want to continue your application to Quorum:\n\n${link}\n\nThe link works once. Your saved copy is kept until ${expiresAt.toISOString().slice(0, 10)} (30 days after your last change) and is deleted when you submit. If you did not ask for this, you can ignore this email.${SIGN_OFF}`,
      links: [link],
    };
  },
  /** `organizationName`: the entity or investment vehicle an application was made for, if any. */
  welcome(name: string, entityType: string, organizationName?: string | null): MailContent {
    const applyingAs = organizationName
      ? `on behalf of ${organizationName}`
      : `as ${entityType === 'Individual' ? 'an individual' : `an ${entityType.toLowerCase()}`}`;
    return {
      template: 'welcome',
      subject: 'We received your Quorum application',
      text: `Hi ${name},\n\nThank you for applying to Quorum ${applyingAs}. Our team reviews every application and will email you when there is news, or if we need anything else from you.${SIGN_OFF}`,
      links: [],
    };
  },
  applicationApproved(name: string, signInUrl: string): MailContent {
    return {
      template: 'application-approved',
      subject: 'Welcome to Quorum: your application is approved',
      text: `Hi ${name},\n\nYour application to Quorum is approved. Sign in with this email address, no password needed:\n\n${signInUrl}${SIGN_OFF}`,
      links: [signInUrl],
    };
  },
  applicationRejected(name: string, reason: string): MailContent {
    return {
      template: 'application-rejected',
      subject: 'Your Quorum application',
      text: `Hi ${name},\n\nThank you for applying to Quorum. We are not able to approve your application at this time.\n\nReason: ${reason}${SIGN_OFF}`,
      links: [],
    };
  },
  documentReuploadRequested(name: string, documentLabel: string, reason: string, uploadUrl: string): MailContent {
    return {
      template: 'document-reupload-requested',
      subject: 'Please upload a document again',
      text: `Hi ${name},\n\nWe need a new copy of one document in your Quorum application: ${documentLabel}.\n\nWhy: ${reason}\n\nUpload it here (this link works for this one document):\n\n${uploadUrl}${SIGN_OFF}`,
      links: [uploadUrl],
    };
  },
  dealSubmitted(dealName: string, url: string | undefined): MailContent {
    return {
      template: 'deal-submitted',
      subject: `We're reviewing ${dealName}`,
      text: `Thanks for submitting ${dealName}${url ? ` (${url})` : ''}. My agents and I are reviewing it now; we'll email you when the report is ready.${SIGN_OFF}`,
      links: url ? [url] : [],
    };
  },
  reviewFailed(dealName: string, reason: string, submitUrl: string): MailContent {
    return {
      template: 'review-failed',
      subject: `The review of ${dealName} could not finish`,
      text: `The review of ${dealName} stopped before its report was ready: ${reason}\n\nNothing you submitted was lost. You can submit the deal again, with other links or files if some could not be read:\n\n${submitUrl}${SIGN_OFF}`,
      links: [submitUrl],
    };
  },
  passkeyAdded(passkeyName: string, at: Date, profileUrl: string): MailContent {
    return {
      template: 'passkey-added',
      subject: 'A passkey was added to your Quorum account',
      text: `A passkey named "${passkeyName}" was added to your Quorum account on ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC. It can sign you in without an email.\n\nIf that was you, there is nothing to do. If it was not, someone may be reading your email: tell a Quorum administrator, who can remove it. Your passkeys are listed on your profile page:\n\n${profileUrl}${SIGN_OFF}`,
      links: [profileUrl],
    };
  },
  passkeyRemoved(passkeyName: string, at: Date, profileUrl: string): MailContent {
    return {
      template: 'passkey-removed',
      subject: 'A passkey was removed from your Quorum account',
      text: `The passkey named "${passkeyName}" was removed from your Quorum account on ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC and no longer signs you in. Every other session of yours was ended with it: sign in again where you still want to be signed in.\n\nIf that was not you, tell a Quorum administrator. Your passkeys are listed on your profile page:\n\n${profileUrl}${SIGN_OFF}`,
      links: [profileUrl],
    };
  },
  passkeysReset(count: number, at: Date, profileUrl: string): MailContent {
    const passkeys = count === 1 ? 'the passkey' : `the ${count} passkeys`;
    return {
      template: 'passkeys-reset',
      subject: 'An administrator removed your Quorum passkeys',
      text: `A Quorum administrator removed ${passkeys} of your account on ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC, and signed you out everywhere. Sign in with an email link, then add a new passkey on your profile page:\n\n${profileUrl}\n\nIf you did not ask for this, tell a Quorum administrator.${SIGN_OFF}`,
      links: [profileUrl],
    };
  },
  /** An admin's passkeys removed by their recovery code, or by the recovery command on the server. */
  passkeysRecovered(count: number, at: Date, how: 'recovery-code' | 'server-command', profileUrl: string): MailContent {
    const by = how === 'recovery-code' ? 'with your recovery code' : 'by the recovery command run on the Quorum server';
    return {
      template: 'passkeys-recovered',
      subject: 'Your Quorum passkeys were removed',
      text: `Your Quorum passkeys (${count}) and your recovery code were removed ${by} on ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC, and your other sessions were ended. Add a new passkey to use the admin pages again:\n\n${profileUrl}\n\nIf that was not you, tell another Quorum administrator at once: someone reads your email and holds your recovery code, or can run commands on the server.${SIGN_OFF}`,
      links: [profileUrl],
    };
  },
  reportReady(dealName: string, reportUrl: string): MailContent {
    return {
      template: 'report-ready',
      subject: `The report on ${dealName} is ready`,
      text: `The review of ${dealName} is done. Read the full report:\n\n${reportUrl}${SIGN_OFF}`,
      links: [reportUrl],
    };
  },
};
