import { describeErasurePlan, type ErasurePlan } from '@quorum/domain';
import type { MailContent } from '../mail/templates';

const SIGN_OFF = '\n\nThe Quorum team';
const day = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);
const bullets = (lines: readonly string[]) => lines.map((line) => `- ${line}`).join('\n');

/** The emails of a person's data rights (docs/flows/data-rights.md). */
export const dataRightsEmails = {
  /** The link to what Quorum holds under an address; it opens once, within the hour. */
  dataLink(link: string): MailContent {
    return {
      template: 'data-link',
      subject: 'Your data at Quorum',
      text: `Open this link to see what Quorum holds under this email address, download a copy of it, withdraw an application or ask for erasure:\n\n${link}\n\nThe link works once and expires in one hour. If you did not ask for it, you can ignore this email: nothing changes unless the link is opened.${SIGN_OFF}`,
      links: [link],
    };
  },
  /** The honest answer when nothing is held: sent to the address, so the page that asked learns nothing. */
  nothingHeld(): MailContent {
    return {
      template: 'data-nothing-held',
      subject: 'Your data at Quorum',
      text: `Someone asked what Quorum holds under this email address. We hold no application, saved application or member account under it, so there is nothing to download or erase.\n\nIf you did not ask, you can ignore this email.${SIGN_OFF}`,
      links: [],
    };
  },
  erasureReceived(): MailContent {
    return {
      template: 'erasure-received',
      subject: 'We received your erasure request',
      text: `We received your request to erase what Quorum holds about you. The network's admins review every request and carry it out; we will email you when it is done, with what was deleted and anything the law makes us keep.${SIGN_OFF}`,
      links: [],
    };
  },
  erasureDone(plan: ErasurePlan): MailContent {
    const described = describeErasurePlan(plan);
    const sections = [
      described.deleted.length > 0 ? `Deleted:\n${bullets(described.deleted)}` : 'There was nothing left to delete.',
      described.anonymised.length > 0 ? `Kept by the network without your name or email:\n${bullets(described.anonymised)}` : '',
      described.kept.length > 0
        ? `Kept because the law requires it, locked (nobody in the network can open it) and deleted on the date shown:\n${bullets(described.kept.map((record) => `${record.label}: until ${day(record.purgeAt)}. ${record.reason}`))}`
        : '',
    ].filter((section) => section !== '');
    return {
      template: 'erasure-done',
      subject: 'Your data has been erased from Quorum',
      text: `Your erasure request has been carried out.\n\n${sections.join('\n\n')}\n\nThis is the last email you will receive from Quorum.${SIGN_OFF}`,
      links: [],
    };
  },
  erasureDeclined(reason: string): MailContent {
    return {
      template: 'erasure-declined',
      subject: 'About your erasure request',
      text: `The network's admins could not carry out your erasure request.\n\nReason: ${reason}\n\nReply to this email if you have a question.${SIGN_OFF}`,
      links: [],
    };
  },
};
