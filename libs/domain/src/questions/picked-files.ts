import { acceptsFileName, type FileRules } from './file-rules';

/** Picked files sorted against a question's rules: what to keep, and why the rest were left out. */
export interface PickedFiles<T> {
  /** Accepted, not empty, and within the room the question has left, in the order picked. */
  kept: T[];
  /** Names with an extension the question does not take. */
  wrongType: T[];
  /** Accepted type but 0 bytes: nothing to send. */
  empty: T[];
  /** Accepted files beyond the question's maximum. */
  overLimit: T[];
}

/**
 * The file rules (per-question maximum and types) at pick time: `attached`
 * files are already there, so only `maxFiles - attached` more are kept. Sizes over the upload
 * limit are left to the API, which says so in its own words.
 */
export function sortPickedFiles<T extends { readonly name: string; readonly size: number }>(rules: FileRules, files: readonly T[], attached: number): PickedFiles<T> {
  const wrongType = files.filter((file) => !acceptsFileName(rules, file.name));
  const empty = files.filter((file) => acceptsFileName(rules, file.name) && file.size === 0);
  const usable = files.filter((file) => acceptsFileName(rules, file.name) && file.size > 0);
  const room = Math.max(rules.maxFiles - Math.max(attached, 0), 0);
  return { kept: usable.slice(0, room), wrongType, empty, overLimit: usable.slice(room) };
}
