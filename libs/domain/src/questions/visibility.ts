import { isEmptyAnswer, isRecord, readProp } from './answer-values';
import { canonicalizeAnswers, canonicalQuestionId } from './question-aliases';
import type { Answers, DisplayCondition, Question } from './question.types';
import { otherFollowUpRule, VISIBILITY_RULES } from './visibility-rules';

// Conditions are data that may come from saved definitions: deep or cyclic ones stop here.
const MAX_DEPTH = 32;

/**
 * The display rule of a question: its own conditionalDisplay, else the rule table entry for its
 * canonical id, else the generic "…Other" rule. Undefined means "always shown".
 */
export function displayConditionFor(question: Pick<Question, 'id' | 'conditionalDisplay'>): DisplayCondition | undefined {
  const own = readProp(question, 'conditionalDisplay');
  if (own !== undefined && own !== null) return own as DisplayCondition;
  const id = readProp(question, 'id');
  if (typeof id !== 'string') return undefined;
  const canonical = canonicalQuestionId(id);
  return (Object.hasOwn(VISIBILITY_RULES, canonical) ? VISIBILITY_RULES[canonical] : undefined) ?? otherFollowUpRule(canonical);
}

/**
 * Whether a question shows for these answers. Answers may use alias ids.
 * Never throws: malformed conditions count as met, so a bad rule shows a question rather than
 * silently skipping a required one.
 */
export function isQuestionVisible(question: Question, answers: Answers): boolean {
  const condition = displayConditionFor(question);
  if (condition === undefined) return true;
  return evaluateCondition(condition, canonicalizeAnswers(answers));
}

/** Evaluates a condition against answers already keyed by canonical id. */
export function evaluateCondition(condition: DisplayCondition, answers: Readonly<Record<string, unknown>>): boolean {
  return evaluate(condition, answers, 0);
}

function evaluate(condition: unknown, answers: Readonly<Record<string, unknown>>, depth: number): boolean {
  if (!isRecord(condition) || depth > MAX_DEPTH) return true;
  const all = readProp(condition, 'all');
  if (Array.isArray(all)) return all.every((part: unknown) => evaluate(part, answers, depth + 1));
  const any = readProp(condition, 'any');
  if (Array.isArray(any)) return any.some((part: unknown) => evaluate(part, answers, depth + 1));
  if (isRecord(readProp(condition, 'not'))) return !evaluate(readProp(condition, 'not'), answers, depth + 1);

  const field = readProp(condition, 'field');
  if (typeof field !== 'string') return true;
  const id = canonicalQuestionId(field);
  const value = Object.hasOwn(answers, id) ? answers[id] : undefined;
  if (Object.hasOwn(condition, 'equals')) return value === readProp(condition, 'equals');
  const within = readProp(condition, 'in');
  if (Array.isArray(within)) return within.includes(value);
  if (readProp(condition, 'notEmpty') === true) return !isEmptyAnswer(value);
  return true;
}
