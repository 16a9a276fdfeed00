import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { convertibleDocsendLink, DOCSEND_MESSAGES, REPORT_MESSAGES } from '@quorum/domain';
import { MAX_UPLOAD_BYTES, streamToFile, type UploadStorage } from '../../lib/uploads';
import { fileLooksLikePdf } from '../materials/pdf-material';
import { outboundSpan } from '../../lib/tracing/spans';

export interface ConverterSettings {
  url: string;
  apiKey: string | undefined;
  fallbackEmail: string | undefined;
}

export type Conversion = { ok: true; tempPath: string; size: number; sha256: string } | { ok: false; status: number; message: string; requiresPasscode?: boolean };

/** Converting a long deck takes a while; beyond this the converter is taken to have failed. */
const TIMEOUT_MS = 120_000;

type Attempt = { ok: true; response: Response } | { ok: false; detail: string | number; passcode: boolean };

function ask(settings: ConverterSettings, email: string, docsendUrl: string, passcode: string | undefined): Promise<Attempt> {
  return outboundSpan('converter', settings.url, () => askOnce(settings, email, docsendUrl, passcode), (attempt) => (attempt.ok ? undefined : typeof attempt.detail === 'number' ? `HTTP ${attempt.detail}` : 'unreachable'));
}

async function askOnce(settings: ConverterSettings, email: string, docsendUrl: string, passcode: string | undefined): Promise<Attempt> {
  const query = new URLSearchParams({ email, docsendUrl, ...(passcode ? { passcode } : {}) });
  const target = `${settings.url}${settings.url.includes('?') ? '&' : '?'}${query}`;
  try {
    const response = await fetch(target, { headers: { accept: 'application/pdf', ...(settings.apiKey ? { 'x-api-key': settings.apiKey } : {}) }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (response.ok) return { ok: true, response };
    await response.body?.cancel();
    return { ok: false, detail: response.status, passcode: response.status === 401 };
  } catch (error) {
    return { ok: false, detail: (error as Error).message, passcode: false };
  }
}

/**
 * The converter's contract: GET with email, docsendUrl and an optional passcode,
 * an API-key header, PDF bytes back; the user's email first, then the fallback email. The
 * converter's address is the operator's setting, so it is called directly (it may sit on a private
 * network); the DocSend link it converts is only a query parameter to it. A 401 means a passcode is
 * needed. The PDF streams to a temp file under the upload size limit. Only an https DocSend link
 * (convertibleDocsendLink) is ever sent: anything else is a 400 before any request.
 */
export async function convertDocsend(settings: ConverterSettings, storage: UploadStorage, link: string, email: string, passcode: string | undefined): Promise<Conversion> {
  // The converter renders whatever it is given, so the link rule is enforced here, where every
  // caller must pass, and not only in the routes (docs/security/docsend-links.md).
  const convertible = convertibleDocsendLink(link);
  if (!convertible.ok) return { ok: false, status: 400, message: convertible.message };
  const docsendUrl = convertible.url;
  let attempt = await ask(settings, email, docsendUrl, passcode);
  if (!attempt.ok && attempt.passcode) return { ok: false, status: 422, message: DOCSEND_MESSAGES.passcodeRequired, requiresPasscode: true };
  const fallback = settings.fallbackEmail && settings.fallbackEmail !== email ? settings.fallbackEmail : undefined;
  if (!attempt.ok && fallback) {
    attempt = await ask(settings, fallback, docsendUrl, passcode);
    if (!attempt.ok) return { ok: false, status: 502, message: DOCSEND_MESSAGES.bothEmailsFailed };
  }
  if (!attempt.ok) return { ok: false, status: 502, message: DOCSEND_MESSAGES.fetchFailed(attempt.detail) };
  const body = attempt.response.body;
  if (!body) return { ok: false, status: 502, message: DOCSEND_MESSAGES.emptyPdf };

  const tempPath = storage.newTempPath();
  const written = await streamToFile(Readable.fromWeb(body as WebReadableStream<Uint8Array>), tempPath, MAX_UPLOAD_BYTES).catch((error: Error) => ({ ok: false as const, reason: error.message }));
  if (!written.ok) return { ok: false, status: 502, message: DOCSEND_MESSAGES.fetchFailed(written.reason === 'too_large' ? 'the PDF is too large' : written.reason) };
  if (written.size === 0) {
    await storage.remove([tempPath]);
    return { ok: false, status: 502, message: DOCSEND_MESSAGES.emptyPdf };
  }
  if (!(await fileLooksLikePdf(tempPath))) {
    await storage.remove([tempPath]);
    return { ok: false, status: 502, message: REPORT_MESSAGES.notPdf };
  }
  return { ok: true, tempPath, size: written.size, sha256: written.sha256 };
}
