import { z } from 'zod';
import type { ChatMessage } from './llm-prompt';
import { outboundSpan } from '../../../lib/tracing/spans';

/** An OpenAI-compatible chat-completions endpoint, configured by the operator (LLM_BASE_URL, LLM_API_KEY). */
export interface LlmSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
}

export type LlmAnswer = { ok: true; json: unknown } | { ok: false; message: string };

const TIMEOUT_MS = 90_000;
/** Far above any analyst answer (a few KB); what a model steered by the material could send beyond it is refused. */
export const MAX_ANSWER_BYTES = 1024 * 1024;

/** The part of a chat completion we read: the first choice's message text. */
const completionSchema = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1) });

type BodyRead = { ok: true; text: string } | { ok: false; message: string };

/**
 * The body as text, read chunk by chunk and abandoned past `maxBytes`: an endless or huge answer
 * costs at most the cap in memory, never the whole stream (docs/security/untrusted-material.md).
 */
async function readCapped(response: Response, maxBytes: number): Promise<BodyRead> {
  const tooMuch: BodyRead = { ok: false, message: 'the language model answered too much' };
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    return tooMuch;
  }
  if (!response.body) return { ok: true, text: '' };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return tooMuch;
    }
    chunks.push(value);
  }
  return { ok: true, text: Buffer.concat(chunks).toString('utf8') };
}

/**
 * The JSON inside an optional Markdown code fence (```json … ```), cut with plain string steps: a
 * pattern such as /\s*```$/ backtracks quadratically over a long run of spaces the model may send.
 */
export function withoutCodeFence(text: string): string {
  let inner = text.trim();
  if (inner.startsWith('```')) {
    inner = inner.slice(3);
    if (inner.slice(0, 4).toLowerCase() === 'json') inner = inner.slice(4);
  }
  if (inner.endsWith('```')) inner = inner.slice(0, -3);
  return inner.trim();
}

/**
 * One chat completion asking for a JSON object. The endpoint is the operator's, not a user's, so
 * it is reached directly (it may well be on a private network), with a timeout and a size cap.
 * Its answer is outside input all the same (the material can steer the model): read under the cap,
 * and the envelope checked with zod. Every way it can fail comes back as a message; nothing here
 * guesses an answer.
 */
export function completeJson(settings: LlmSettings, messages: ChatMessage[], signal: AbortSignal): Promise<LlmAnswer> {
  return outboundSpan('llm', settings.baseUrl, () => complete(settings, messages, signal), (answer) => (answer.ok ? undefined : 'no usable answer'));
}

async function complete(settings: LlmSettings, messages: ChatMessage[], signal: AbortSignal): Promise<LlmAnswer> {
  let response: Response;
  try {
    response = await fetch(`${settings.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${settings.apiKey}` },
      body: JSON.stringify({ model: settings.model, temperature: 0, response_format: { type: 'json_object' }, messages }),
      signal: AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)]),
    });
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false, message: `the language model could not be reached (${(error as Error).message})` };
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    return { ok: false, message: `the language model answered HTTP ${response.status}` };
  }
  let body: BodyRead;
  try {
    body = await readCapped(response, MAX_ANSWER_BYTES);
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false, message: `the language model answer was cut off (${(error as Error).message})` };
  }
  if (!body.ok) return body;
  let envelope: unknown;
  try {
    envelope = JSON.parse(body.text);
  } catch {
    return { ok: false, message: 'the language model service did not answer JSON' };
  }
  const completion = completionSchema.safeParse(envelope);
  if (!completion.success) return { ok: false, message: 'the language model answer had no message content' };
  try {
    return { ok: true, json: JSON.parse(withoutCodeFence(completion.data.choices[0]?.message.content ?? '')) };
  } catch {
    return { ok: false, message: 'the language model answer was not valid JSON' };
  }
}
