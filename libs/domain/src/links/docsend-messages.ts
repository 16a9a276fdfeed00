import { isRecord } from '../format/safe-read';

export interface DocsendDialogText {
  readonly title: string;
  readonly text: string;
}

/** Every document-sharing (DocSend) message, word for word (see docs/flows/deal-submission.md). */
export const DOCSEND_MESSAGES = {
  passcodeRequired: 'Passcode required',
  noLink: 'No docsend link provided',
  fetchFailed: (status: number | string): string => `Failed to fetch docsend data: ${status}`,
  bothEmailsFailed: 'Failed to fetch docsend data with both user and fallback emails',
  emptyPdf: 'DocSend API returned empty PDF data',
  saveFailed: 'Failed to save DocSend material',
  checkUnavailable:
    'Sorry this docsend link is either no longer available or has security preventing me accessing it.',
  checkError: 'Error checking DocSend link. Please try again.',
  /** A link the converter must not be asked about (docs/security/docsend-links.md). */
  notConvertible: 'Only https DocSend links (docsend.com) can be converted. Please check the link and try again with a valid DocSend URL.',
  passwordDialogTitle: 'Docsend Password (optional)',
  unavailableDialogButton: 'Got it',
  unavailableDialog: {
    dataroom: {
      title: 'DocSend Dataroom Link Detected',
      text: "I don't yet support datarooms. Please download individual files or give me a link to a single deck.",
    },
    unavailable: {
      title: 'DocSend Link Unavailable',
      text: 'This link may be expired, require special access, or be protected with security settings that prevent access. Please check the link or provide an alternative.',
    },
    other: {
      title: 'DocSend Link Issue',
      text: 'Please check the link and try again with a valid DocSend URL.',
    },
  },
} as const;

/**
 * The unavailable dialog's wording for a check result. A dataroom wins over
 * unavailable because it asks for a different fix (single files instead of a new link).
 */
export function docsendDialogFor(result: unknown): DocsendDialogText {
  const dialogs = DOCSEND_MESSAGES.unavailableDialog;
  if (!isRecord(result)) return dialogs.other;
  if (result['dataroom'] === true) return dialogs.dataroom;
  if (result['unavailable'] === true) return dialogs.unavailable;
  return dialogs.other;
}

/** The password dialog's Save needs a non-blank password. */
export function canSaveDocsendPasscode(passcode: unknown): boolean {
  return typeof passcode === 'string' && passcode.trim() !== '';
}

/**
 * The name a converted DocSend PDF is uploaded under (docsend_{timestamp}.pdf).
 * The clock is passed in so the domain stays pure.
 */
export function docsendFileName(timestampMs: number): string {
  const stamp = Number.isFinite(timestampMs) ? Math.trunc(timestampMs) : 0;
  return `docsend_${stamp}.pdf`;
}

/** What a failed DocSend check does: the "Link Issue" dialog, or a message on the link. */
export type DocsendCheckFailure = { readonly kind: 'dialog'; readonly dialog: DocsendDialogText } | { readonly kind: 'message'; readonly message: string };

/**
 * A check that could not decide. 400 is the API saying the link is no DocSend link it can use:
 * the link is removed with the "DocSend Link Issue" dialog, the third variant. The server failing
 * or the network dropping (5xx, 0, 429) may pass, so the link stays with "Error checking DocSend
 * link. Please try again."; any other refusal (403, 404…) says the link is out of reach.
 */
export function docsendCheckFailure(status: number): DocsendCheckFailure {
  if (status === 400) return { kind: 'dialog', dialog: DOCSEND_MESSAGES.unavailableDialog.other };
  if (status === 0 || status === 429 || status >= 500) return { kind: 'message', message: DOCSEND_MESSAGES.checkError };
  return { kind: 'message', message: DOCSEND_MESSAGES.checkUnavailable };
}
