// Words counted and sentences cut for quoting, on plain strings: the report builder uses these
// without loading the analysis's sentence reader (compromise).

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
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
