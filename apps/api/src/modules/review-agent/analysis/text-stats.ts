/** Plain text statistics the built-in analysts read: how much there is and how much of it is numbers. */
export interface TextStats {
  words: number;
  sentences: number;
  /** Sentences holding a figure (digits with $, %, x, k/m/b or a count word): claims that can be checked. */
  quantifiedSentences: number;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
// Digit runs are bounded ({1,15}, {0,20}): an unbounded run retried from each digit of a long
// number is quadratic (docs/security/outside-input-patterns.md). Real figures are far shorter.
const FIGURE = /(\$\s?\d|\d\s?%|\d{1,15}(\.\d{1,15})?\s?(x|k|m|mm|bn|b|million|billion)\b|\b\d{2,15}[\d,]{0,20}\s+[a-z]+)/i;

export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

/** Sentences and lines: decks are mostly bullet lines without full stops, so a line ends a sentence too. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“$])|\n+/)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => sentence.length >= 3);
}

export function textStats(text: string): TextStats {
  const sentences = splitSentences(text);
  return {
    words: countWords(text),
    sentences: sentences.length,
    quantifiedSentences: sentences.filter((sentence) => FIGURE.test(sentence)).length,
  };
}

/** A sentence cut for quoting in a report: whole words, at most `max` characters. */
export function quote(sentence: string, max = 220): string {
  if (sentence.length <= max) return sentence;
  const cut = sentence.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).trimEnd()}…`;
}
