import { US_STATES } from '@quorum/domain';
import { createContext } from 'react';

/**
 * Where address suggestions come from. Pluggable: the app provides a source through
 * AddressSuggestionsContext; a geocoding service would be one more implementation. The default
 * needs no network ("no external service is needed to apply").
 */
export interface AddressSuggestionSource {
  suggest(query: string, context: { known: readonly string[] }, signal: AbortSignal): Promise<string[]>;
}

const MAX_SUGGESTIONS = 5;
const MIN_QUERY = 3;

/** "…, Springfield, Illi" → "…, Springfield, IL": a state spelled out (or begun) becomes its USPS code. */
function withStateCode(query: string): string | undefined {
  const parts = query.split(',');
  if (parts.length < 2) return undefined;
  const words = (parts.at(-1) ?? '').trim().split(/\s+/);
  if (/^[A-Z]{2}$/.test(words[0] ?? '')) return undefined;
  // The longest run of leading words that begins exactly one state name: "new y" is New York.
  for (let count = Math.min(words.length, 3); count >= 1; count -= 1) {
    const typed = words.slice(0, count).join(' ').toLowerCase();
    if (typed.length < 2) continue;
    const matches = US_STATES.filter((state) => state.label.toLowerCase().startsWith(typed));
    if (matches.length === 1 && matches[0]) return [...parts.slice(0, -1), ` ${[matches[0].value, ...words.slice(count)].join(' ')}`].join(',');
  }
  return undefined;
}

/**
 * The local source: addresses already given in this application (a business address is often the
 * residential one) that contain every word typed, and the typed address with its state as a code.
 */
export const localAddressSource: AddressSuggestionSource = {
  async suggest(query, { known }) {
    const text = query.trim();
    if (text.length < MIN_QUERY) return [];
    const words = text.toLowerCase().split(/[\s,]+/).filter(Boolean);
    const fromAnswers = known.filter((address) => address !== text && words.every((word) => address.toLowerCase().includes(word)));
    const completed = withStateCode(text);
    return [...new Set([...fromAnswers, ...(completed ? [completed] : [])])].slice(0, MAX_SUGGESTIONS);
  },
};

export const AddressSuggestionsContext = createContext<AddressSuggestionSource>(localAddressSource);
