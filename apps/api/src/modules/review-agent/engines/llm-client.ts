/** An OpenAI-compatible chat-completions endpoint, configured by the operator (LLM_BASE_URL, LLM_API_KEY). */
export interface LlmSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
}

export type LlmAnswer = { ok: true; json: unknown } | { ok: false; message: string };

const TIMEOUT_MS = 90_000;
const MAX_ANSWER_BYTES = 1024 * 1024;

/**
 * One chat completion asking for a JSON object. The endpoint is the operator's, not a user's, so
 * it is reached directly (it may well be on a private network), with a timeout and a size cap.
 * Every way it can fail comes back as a message; nothing here guesses an answer.
 */
export async function completeJson(settings: LlmSettings, messages: Array<{ role: 'system' | 'user'; content: string }>, signal: AbortSignal): Promise<LlmAnswer> {
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
  const body = await response.text().catch(() => '');
  if (!response.ok) return { ok: false, message: `the language model answered HTTP ${response.status}` };
  if (body.length > MAX_ANSWER_BYTES) return { ok: false, message: 'the language model answered too much' };
  let envelope: unknown;
  try {
    envelope = JSON.parse(body);
  } catch {
    return { ok: false, message: 'the language model service did not answer JSON' };
  }
  const content = (envelope as { choices?: Array<{ message?: { content?: unknown } }> }).choices?.[0]?.message?.content;
  if (typeof content !== 'string') return { ok: false, message: 'the language model answer had no message content' };
  try {
    return { ok: true, json: JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, '')) };
  } catch {
    return { ok: false, message: 'the language model answer was not valid JSON' };
  }
}
