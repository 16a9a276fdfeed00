/** The words of the re-upload page that are ours; the API's own messages are shown as they come. */
export const REUPLOAD_MESSAGES = {
  pageTitle: 'Upload a document · Quorum',
  checking: 'Checking your link…',
  received: 'Thank you — we received your document.',
  receivedDetail: 'Our team will review it.',
  linkInvalid: "This link can't be used any more",
  linkInvalidDetail:
    "A link to upload a document again works once, for 14 days, and a newer link replaces an older one. If you've already uploaded your document with this link, there's nothing more to do.",
  linkClosed: 'This application no longer takes documents',
  getNewLink: "To get a new link, reply to the email that brought you here or contact the Quorum team, and we'll help.",
  checkFailed: "We couldn't check your link",
  uploadFailed: "Your document wasn't uploaded",
  /** Ours for "no answer at all": the client's generic wording does not say what to do. */
  offline: "We couldn't reach Quorum. Please check your internet connection and try again.",
  refusedHint: 'Remove the file, then choose another one.',
  retryHint: 'Your files are still here: try again when you are ready.',
  chooseFile: 'Please choose a file to upload.',
  uploading: 'Uploading your document…',
  /** The words shown for `success: false`, as the wizard's submission shows them. */
  unsuccessful: 'Server returned an unsuccessful response',
} as const;
