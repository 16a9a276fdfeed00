/** Every text of the submit form's status line, word for word (spec 2 section 2). */
export const LINK_STATUS_TEXT = {
  addingUrl: 'Adding URL...',
  uploadingFile: 'Uploading file...',
  checkingDocsend: 'Checking DocSend link...',
  invalidUrl: 'Please enter a valid URL.',
  addLinkHint: 'Hit enter or click ➝ to add a link',
  waitingForContent: 'Waiting for links or files.',
  contentReady: 'Content ready for upload!',
} as const;

/** Above this many characters a shown "invalid URL" error goes away while typing. */
const ERROR_KEEP_MAX_LENGTH = 2;

/**
 * Spec 2 section 5: "The error clears when the text is emptied or longer than 2 characters".
 * Short non-empty text keeps the error so it does not flicker off on the first keystrokes.
 */
export function linkInputErrorShouldClear(text: unknown): boolean {
  if (typeof text !== 'string') return true;
  return text.length === 0 || text.length > ERROR_KEEP_MAX_LENGTH;
}
