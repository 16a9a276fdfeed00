/**
 * Readers for data that arrives from the network. Everything here takes `unknown` and answers
 * `undefined` for anything malformed, so callers never have to guard against throws.
 * Internal to libs/domain: not re-exported from any index.
 */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Follows `keys` through nested objects; any missing or non-object step gives undefined.
 * Inherited properties are read too, because a browser File keeps `name`, `size` and `type`
 * as prototype getters; a getter that throws counts as absent.
 */
export function readPath(value: unknown, ...keys: readonly string[]): unknown {
  let current: unknown = value;
  for (const key of keys) {
    if (!isRecord(current)) return undefined;
    try {
      current = current[key];
    } catch {
      return undefined;
    }
  }
  return current;
}

/** A trimmed, non-blank string, or undefined. */
export function asText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

export function readText(value: unknown, ...keys: readonly string[]): string | undefined {
  return asText(readPath(value, ...keys));
}

export function readList(value: unknown, ...keys: readonly string[]): readonly unknown[] {
  const found = readPath(value, ...keys);
  return Array.isArray(found) ? found : [];
}

/** Upper-cases the first character and keeps the rest as written. */
export function capitalise(text: string): string {
  const [first = '', ...rest] = Array.from(text);
  return first.toUpperCase() + rest.join('');
}
