/** Every text of the submit form's status line, word for word. */
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
 * The error clears when the text is emptied or longer than 2 characters.
 * Short non-empty text keeps the error so it does not flicker off on the first keystrokes.
 */
export function linkInputErrorShouldClear(text: unknown): boolean {
  if (typeof text !== 'string') return true;
  return text.length === 0 || text.length > ERROR_KEEP_MAX_LENGTH;
}

/** What the submit form is doing; the controls are disabled while it is anything but null. */
export type SubmitFormBusy = 'adding' | 'uploading' | 'checking' | null;

export interface SubmitStatusInput {
  readonly busy: SubmitFormBusy;
  /** The last link typed was refused and the error has not cleared yet. */
  readonly invalidUrl: boolean;
  /** What the link input holds now. */
  readonly inputText: string;
  /** At least one link or file is attached. */
  readonly hasContent: boolean;
}

/**
 * The submit form's status line: work in progress first, then the invalid-URL
 * error, then the hint while a link is being typed, then whether anything is ready to send.
 */
export function submitStatusLine({ busy, invalidUrl, inputText, hasContent }: SubmitStatusInput): string {
  if (busy === 'adding') return LINK_STATUS_TEXT.addingUrl;
  if (busy === 'uploading') return LINK_STATUS_TEXT.uploadingFile;
  if (busy === 'checking') return LINK_STATUS_TEXT.checkingDocsend;
  if (invalidUrl) return LINK_STATUS_TEXT.invalidUrl;
  if (inputText.trim() !== '') return LINK_STATUS_TEXT.addLinkHint;
  return hasContent ? LINK_STATUS_TEXT.contentReady : LINK_STATUS_TEXT.waitingForContent;
}
