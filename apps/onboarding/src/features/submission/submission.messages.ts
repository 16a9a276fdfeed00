/** The messages this flow shows, word for word (docs/flows/wizard.md). */
export const SUBMISSION_MESSAGES = {
  success: 'Application submitted successfully',
  partialUpload:
    'Application submitted successfully, but some document uploads failed. You can retry uploading the missing documents later.',
  unsuccessful: 'Server returned an unsuccessful response',
  noApplicantId: 'Failed to get applicant ID from server response',
  unexpected: 'An unexpected error occurred. Please try again later.',
  /** "Exceptions: 'An error occurred: ...'". */
  errorOccurred: (detail: string) => `An error occurred: ${detail}`,
  /** Ours: the browser database lost a file between picking and submitting. */
  fileMissing: 'This file is no longer on this device',
  /** Ours: a saved answer no longer passes its rule (the wizard shows which). */
  checkAnswers: 'Please check the highlighted answer before submitting.',
} as const;
