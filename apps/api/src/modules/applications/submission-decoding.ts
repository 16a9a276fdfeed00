import { COMPOUND_ALIASES, findQuestion, VALIDATION_MESSAGES, type QuestionKind } from '@quorum/domain';
import { holdsNul, NUL_CHARACTER_MESSAGE } from '../../lib/nul-characters';
import { fail, type Result } from '../../lib/http/result';

/** Form fields that are not answers. */
export const IDEMPOTENCY_KEY_FIELD = 'idempotencyKey';
export const REFERRAL_CODE_FIELD = 'referralCode';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,128}$/;
const REFERRAL_CODE = /^[A-Za-z0-9_-]{1,64}$/;
const PERSON_LIST_KINDS: ReadonlySet<QuestionKind> = new Set(['multiShareholder', 'multiTrustee', 'multiBeneficiary']);
const LOOKS_LIKE_JSON = /^\s*[[{]/;

export interface DecodedSubmission {
  answers: Record<string, unknown>;
  idempotencyKey: string | undefined;
  referralCode: string | undefined;
}

type Decoded = { ok: true; value: unknown } | { ok: false };

function parseJson(text: string): Decoded {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * One field back into an answer (text as is, everything else as JSON), by the
 * kind of its question: person lists and compound answers must be JSON; a number is JSON unless
 * it was typed as text; an address is an object (JSON) or text; every other kind is text.
 */
function decodeField(name: string, text: string, context: Record<string, unknown>): Decoded {
  const kind = findQuestion(name, context)?.type;
  if ((kind && PERSON_LIST_KINDS.has(kind)) || Object.hasOwn(COMPOUND_ALIASES, name)) return parseJson(text);
  if (kind === 'number') {
    const parsed = parseJson(text);
    return parsed.ok && typeof parsed.value === 'number' ? parsed : { ok: true, value: text };
  }
  if (kind === 'address' && LOOKS_LIKE_JSON.test(text)) return parseJson(text);
  return { ok: true, value: text };
}

/**
 * The multipart fields of POST /api/join/submit as answers plus the idempotency key and referral
 * code. A field that should hold JSON and does not is the client's bug, not the applicant's: it is
 * refused with a message naming the field (and marked in `errors` so the form can show it).
 */
export function decodeSubmission(fields: ReadonlyMap<string, string>): Result<{ submission: DecodedSubmission }> {
  const context = { entityType: fields.get('entityType'), organizationType: fields.get('organizationType') };
  const answers = new Map<string, unknown>();
  for (const [name, text] of fields) {
    if (name === IDEMPOTENCY_KEY_FIELD || name === REFERRAL_CODE_FIELD) continue;
    const decoded = decodeField(name, text, context);
    if (!decoded.ok) return fail(400, `The answer "${name}" could not be read: it is not valid JSON`, { [name]: VALIDATION_MESSAGES.GENERIC });
    // The field's text was checked; JSON's \u0000 escape can still decode to one.
    if (holdsNul(decoded.value)) return fail(400, NUL_CHARACTER_MESSAGE, { [name]: VALIDATION_MESSAGES.GENERIC });
    answers.set(name, decoded.value);
  }

  const idempotencyKey = fields.get(IDEMPOTENCY_KEY_FIELD)?.trim() || undefined;
  if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
    return fail(400, 'The idempotency key must be 16 to 128 letters, digits, "-" or "_"');
  }
  const referralCode = fields.get(REFERRAL_CODE_FIELD)?.trim() || undefined;
  if (referralCode !== undefined && !REFERRAL_CODE.test(referralCode)) return fail(400, 'The referral code is not valid');

  return { ok: true, submission: { answers: Object.fromEntries(answers), idempotencyKey, referralCode } };
}
