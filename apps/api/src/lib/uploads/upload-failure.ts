/** An expected upload problem, as a value: the route turns it into `{ success: false, error }`. */
export interface UploadFailure {
  ok: false;
  status: 400 | 403 | 404 | 409 | 413 | 415;
  error: string;
}

export function uploadFailure(status: UploadFailure['status'], error: string): UploadFailure {
  return { ok: false, status, error };
}

/** 25 MB per file: enforced while streaming, so a larger file never fully lands on disk. */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

// Busboy reports a cut-off or malformed body with plain errors (no code); these are its messages.
const MALFORMED_FORM = /multipart data|Boundary (?:not found|required)/;

/** A body busboy could not parse, as a 400 rather than a 500; undefined for any other error. */
export function malformedForm(error: unknown): UploadFailure | undefined {
  return error instanceof Error && MALFORMED_FORM.test(error.message) ? uploadFailure(400, 'The form data is malformed or incomplete') : undefined;
}
