import { readSources, type ReadSentence } from './reading';

export { splitSentences } from './sentences';

/** Plain text statistics the built-in analysts read: how much there is and how much of it is numbers. */
export interface TextStats {
  words: number;
  sentences: number;
  /** Sentences holding a figure compromise read ("$2M", "40%", "a hundred and twenty"): claims that can be checked. */
  quantifiedSentences: number;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

/** The statistics of `text`; `sentences` when the caller has already read it (the analysis reads each source once). */
export function textStats(text: string, sentences?: readonly ReadSentence[]): TextStats {
  const read = sentences ?? readSources([{ id: 'text', kind: 'text', title: 'text', readable: true, text }]);
  return {
    words: countWords(text),
    sentences: read.length,
    quantifiedSentences: read.filter((sentence) => sentence.figures.length > 0).length,
  };
}

/** Where a quotation may end short of its sentence's end: after a clause, never inside a word or a number. */
const CLAUSE_ENDS = [', ', '; ', ': ', ' – ', ' — ', ' - '];

/**
 * A sentence cut for quoting in a report: at most `max` characters, ending at the last clause
 * boundary (comma, semicolon, colon, dash) that fits, with an ellipsis to show it was cut. A
 * sentence without one is cut at the last space that is not inside a figure ("1 200", "$2.4 M").
 * A sentence that fits is quoted whole, as written.
 */
export function quote(sentence: string, max = 220): string {
  if (sentence.length <= max) return sentence;
  const room = sentence.slice(0, max);
  let cut = -1;
  for (const boundary of CLAUSE_ENDS) cut = Math.max(cut, room.lastIndexOf(boundary));
  if (cut < max / 3) cut = lastSpaceOutsideFigure(room);
  if (cut <= 0) cut = max;
  return `${trimClauseEnd(sentence.slice(0, cut))}…`;
}

function lastSpaceOutsideFigure(text: string): number {
  for (let at = text.lastIndexOf(' '); at > 0; at = text.lastIndexOf(' ', at - 1)) {
    const before = text[at - 1] ?? '';
    const after = text[at + 1] ?? '';
    if (!(isDigit(before) && (isDigit(after) || after === '%'))) return at;
  }
  return -1;
}

const isDigit = (char: string) => char >= '0' && char <= '9';

/** Spaces and the clause's own punctuation off the end: "growth," quotes as "growth…". */
function trimClauseEnd(text: string): string {
  let end = text.length;
  while (end > 0 && (text[end - 1] === ' ' || text[end - 1] === ',' || text[end - 1] === ';' || text[end - 1] === ':' || text[end - 1] === '–' || text[end - 1] === '—' || text[end - 1] === '-')) end -= 1;
  return text.slice(0, end);
}
