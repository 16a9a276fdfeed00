import { QUORUM_CLIENT_HEADER } from '@quorum/domain';

/** Small HTTP helpers around fetch for the scenarios' setup and checks (not the load itself). */
export interface Answer {
  status: number;
  body: string;
  json: Record<string, unknown> | undefined;
  headers: Headers;
}

export interface CallOptions {
  cookie?: string;
  body?: unknown;
  headers?: Record<string, string>;
  form?: FormData;
  raw?: Buffer | string;
  /**
   * Sends the X-Quorum-Client header, as the apps' client does on every call (default). The API
   * refuses a cookie-carrying state-changing request that is neither JSON nor marked with it
   * (docs/security/cross-site-requests.md); `false` sends what a hostile page could send.
   */
  asQuorumClient?: boolean;
}

export async function call(base: string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = {
    ...(options.asQuorumClient === false ? {} : { [QUORUM_CLIENT_HEADER]: 'bench' }),
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...(options.headers ?? {}),
  };
  let body: string | Uint8Array | FormData | undefined;
  if (options.form) body = options.form;
  else if (options.raw !== undefined) body = typeof options.raw === 'string' ? options.raw : new Uint8Array(options.raw);
  else if (options.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${base}${path}`, { method, headers, ...(body !== undefined ? { body: body as RequestInit['body'] } : {}), redirect: 'manual' });
  // A live stream (server-sent events) never ends by itself: its answer is its status and headers.
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    await response.body?.cancel();
    return { status: response.status, body: '', json: undefined, headers: response.headers };
  }
  const text = await response.text();
  let json: Record<string, unknown> | undefined;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = undefined;
  }
  return { status: response.status, body: text, json, headers: response.headers };
}

/** A multipart body and its content type, encoded by the platform's own Response (real boundaries). */
export async function encodeForm(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const response = new Response(form);
  return { body: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? '' };
}

export function fileBlob(bytes: Buffer, type = 'application/octet-stream'): Blob {
  return new Blob([new Uint8Array(bytes)], { type });
}
