import type { FileRef } from './question.types';

/**
 * Readers for answer values. Answers arrive from forms, saved progress and the network, so every
 * reader takes `unknown`, never coerces with String() (a null-prototype object would throw) and
 * never throws.
 */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads one property, inherited ones included: a browser File keeps `name` and `size` as
 * prototype getters. A getter that throws counts as absent.
 */
export function readProp(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  try {
    return (value as Record<string, unknown>)[key];
  } catch {
    return undefined;
  }
}

/** Empty as the brief defines it: undefined, null, a blank string or an empty list. */
export function isEmptyAnswer(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** A file as the rules see it: a name and a size (a browser File qualifies). */
export function isFileRef(value: unknown): value is FileRef {
  const name = readProp(value, 'name');
  const size = readProp(value, 'size');
  return typeof name === 'string' && typeof size === 'number' && Number.isFinite(size) && size >= 0;
}

/** A non-empty list made only of files: how an upload answer looks. */
export function isFileList(value: unknown): value is readonly FileRef[] {
  return Array.isArray(value) && value.length > 0 && value.every(isFileRef);
}

/** A trimmed, non-blank string, or undefined. */
export function asText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** Own enumerable entries of a plain object; [] for anything else or an object that refuses to list. */
export function entriesOf(value: unknown): Array<[string, unknown]> {
  if (!isRecord(value)) return [];
  try {
    return Object.entries(value);
  } catch {
    return [];
  }
}
