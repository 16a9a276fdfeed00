import nlp from 'compromise';

/**
 * Sentences of deck and website text. compromise finds the sentence ends (abbreviations, decimals,
 * "Ph.D.", quotes); what it is handed is decided here, because a PDF's text has two kinds of line
 * break that compromise would both treat as a sentence end:
 *
 * - a wrap: the layout ran out of width in the middle of a sentence ("We sell software" / "to banks",
 *   or a figure cut in two: "40% growth, 1" / "20 customers"). The lines are joined again.
 * - a hard break: decks are headings and bullet lines without full stops, and each is a statement of
 *   its own. The break ends the sentence.
 *
 * The rule, on the line before the break and the line after it: a blank line, a line before that
 * ends a sentence (. ! ? : ;) and a line after that starts with a bullet glyph are always hard. Else
 * the break is a wrap when the line after starts with a lowercase letter (a sentence going on), when
 * the line before ends with a comma, a dash or a word that cannot end a sentence ("and", "of", "to"),
 * or when a line of running text (four words or more) ends with a list item's first digits (", 1",
 * at most three of them after a comma) and the next starts with a digit: a number the layout cut,
 * joined without a space. Any other line ending in a number is a whole item: "as of March 2024" then
 * "120 clinics live" are two bullets, and joining them would make a number the deck never wrote
 * ("2024120"). A line after that starts with a capital or a digit is otherwise a new item: a title
 * line ("Traction") is not glued to the bullet under it.
 */

/**
 * compromise's splitter is linear on ordinary text but not on every shape anyone can write: a run of
 * dots before a letter, or ". . . ." with no letters, takes quadratic time in the length of one
 * unsplit piece. No piece handed to it is longer than this, so the cost per character is bounded;
 * a real sentence is far shorter, and a longer one is cut at a clause boundary (or a space) first.
 */
export const MAX_PIECE_CHARS = 300;

const BULLETS = new Set(['-', '–', '—', '•', '●', '▪', '■', '◦', '‣', '*', '·', '→', '>', '+']);
const SENTENCE_ENDS = new Set(['.', '!', '?', ':', ';', '…']);
const JOINING_ENDS = new Set([',', '-', '–', '—', '&', '/', '(']);
const UNFINISHED_WORDS = new Set(['a', 'an', 'and', 'the', 'of', 'to', 'in', 'for', 'with', 'or', 'by', 'on', 'at', 'from', 'our', 'we', 'is', 'are', 'that', 'than', 'as']);

// compromise's own sentence splitter, without the word tokenizer and tagger that nlp(text) runs after it.
const world = nlp.world();
const compromiseSplit = (nlp.methods() as { one: { tokenize: { splitSentences: (text: string, world: unknown) => string[] } } }).one.tokenize.splitSentences;

const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';
const isLower = (char: string | undefined) => char !== undefined && char !== char.toUpperCase() && char === char.toLowerCase();

/** "[page 3]": the line the material's reader puts before each page of a PDF. */
const isPageMarker = (line: string) => line.startsWith('[page ') && line.endsWith(']');

function lastWord(line: string): string {
  const start = line.lastIndexOf(' ');
  return line.slice(start + 1).toLowerCase();
}

function wordCount(line: string): number {
  let count = 0;
  let inWord = false;
  for (const char of line) {
    const space = char === ' ' || char === '\t';
    if (!space && !inWord) count += 1;
    inWord = !space;
  }
  return count;
}

/** Whether the line ends with ", 1" to ", 123": the start of a list item's number, read from the end (no pattern). */
function endsWithCutListNumber(line: string): boolean {
  let digits = 0;
  let at = line.length - 1;
  while (at >= 0 && isDigit(line[at])) {
    digits += 1;
    at -= 1;
  }
  if (digits === 0 || digits > 3) return false;
  if (line[at] === ' ') at -= 1;
  return line[at] === ',';
}

/** How a line break between the line `before` and the line `after` (both trimmed, non-empty) is read: a wrap to join, with or without a space, or a hard break. */
export function lineBreakKind(before: string, after: string): 'space' | 'none' | 'hard' {
  const end = before[before.length - 1];
  const start = after[0];
  if (isPageMarker(before) || isPageMarker(after)) return 'hard';
  if (SENTENCE_ENDS.has(end ?? '') || BULLETS.has(start ?? '')) return 'hard';
  if (isLower(start)) return 'space';
  if (JOINING_ENDS.has(end ?? '') || UNFINISHED_WORDS.has(lastWord(before))) return 'space';
  if (isDigit(start) && endsWithCutListNumber(before) && wordCount(before) >= 4) return 'none';
  return 'hard';
}

/** The text as blocks that hold no hard break: wrapped lines joined, whitespace runs made one space. */
export function joinWrappedLines(text: string): string[] {
  const blocks: string[] = [];
  // The block's parts are joined once it ends: reading the end of a string built by += flattens it
  // each time, which is quadratic over a block of thousands of wrapped lines.
  let parts: string[] = [];
  let previous = '';
  const endBlock = () => {
    if (parts.length > 0) blocks.push(parts.join(''));
    parts = [];
    previous = '';
  };
  for (const raw of text.split('\n')) {
    const line = collapseSpaces(raw);
    if (line === '') {
      endBlock();
      continue;
    }
    if (previous !== '') {
      const kind = lineBreakKind(previous, line);
      if (kind === 'hard') endBlock();
      else if (kind === 'space') parts.push(' ');
    }
    parts.push(line);
    previous = line;
  }
  endBlock();
  return blocks;
}

/** Whitespace runs as one space, trimmed: one pass, no pattern that could backtrack. */
export function collapseSpaces(text: string): string {
  let out = '';
  let pendingSpace = false;
  for (const char of text) {
    if (char === ' ' || char === '\t' || char === '\n' || char === '\r' || char === '\f' || char === '\v' || char === '\u00a0') {
      pendingSpace = out !== '';
      continue;
    }
    if (pendingSpace) out += ' ';
    pendingSpace = false;
    out += char;
  }
  return out;
}

/** A block cut into pieces of at most MAX_PIECE_CHARS, each cut at the last clause boundary or space before the limit. */
export function boundedPieces(block: string, max = MAX_PIECE_CHARS): string[] {
  const pieces: string[] = [];
  let start = 0;
  while (block.length - start > max) {
    const window = block.slice(start, start + max);
    const clause = Math.max(window.lastIndexOf(', '), window.lastIndexOf('; '), window.lastIndexOf('. '));
    const space = window.lastIndexOf(' ');
    const cut = clause > max / 2 ? clause + 1 : space > 0 ? space : max;
    const piece = window.slice(0, cut).trim();
    if (piece !== '') pieces.push(piece);
    start += cut;
  }
  const rest = block.slice(start).trim();
  if (rest !== '') pieces.push(rest);
  return pieces;
}

/** Sentences and deck lines, each as the text reads with its whitespace made single spaces. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const block of joinWrappedLines(text)) {
    for (const piece of boundedPieces(block)) {
      for (const sentence of compromiseSplit(piece, world)) {
        const trimmed = sentence.trim();
        if (trimmed.length >= 3) sentences.push(trimmed);
      }
    }
  }
  return sentences;
}
