import anyAscii from 'any-ascii';

/**
 * A name as comparable tokens: any script transliterated to ASCII by any-ascii (Cyrillic, Arabic,
 * Greek, CJK…; accents fall away with it), lower case, apostrophes dropped ("O'Brien" → "obrien"),
 * other punctuation splitting words, honorifics and titles removed, tokens sorted so word order
 * does not count. Single letters stay: they are initials, matched against a word's first letter.
 * Idempotent: normalising the joined tokens again gives the same tokens.
 */
const HONORIFICS = new Set([
  'mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'professor', 'sir', 'dame', 'lord', 'lady', 'rev', 'reverend',
  'hon', 'sheikh', 'shaikh', 'sheik', 'shaykh', 'haji', 'hajji', 'hadji', 'sayyid', 'sayed', 'mullah', 'maulana',
  'imam', 'general', 'gen', 'colonel', 'col', 'major', 'capt', 'captain', 'jr', 'sr', 'phd', 'md', 'esq',
]);
/** A longer word is not part of a person's name; the cap keeps scoring cheap on hostile input. */
const MAX_TOKEN_CHARS = 40;
/** Entity names run long; more words than this add nothing to telling two names apart. */
const MAX_TOKENS = 24;

/**
 * any-ascii writes each Chinese or Japanese character as a capitalised syllable ('习近平' →
 * 'XiJinping'): a syllable from a script without case starts a new word, so the name splits into
 * words as a Latin spelling would. Cased scripts (Cyrillic, Greek) keep their own word breaks.
 */
function transliterate(name: string): string {
  let ascii = '';
  for (const char of name.normalize('NFKC')) {
    if (char <= '\u007f') {
      ascii += char;
      continue;
    }
    const latin = anyAscii(char);
    const uncased = char.toLowerCase() === char.toUpperCase();
    ascii += uncased && latin[0] !== undefined && latin[0] >= 'A' && latin[0] <= 'Z' ? ` ${latin}` : latin;
  }
  return ascii;
}

export function normalizeName(name: string): string[] {
  const ascii = transliterate(name).toLowerCase();
  let cleaned = '';
  for (const char of ascii) {
    if ((char >= 'a' && char <= 'z') || (char >= '0' && char <= '9')) cleaned += char;
    else if (char !== "'" && char !== '`') cleaned += ' ';
  }
  const words = cleaned.split(' ').filter((word) => word.length > 0);
  const named = words.filter((word) => !HONORIFICS.has(word));
  // A name made only of titles ('Haji') keeps them: they are then all there is to match on.
  const kept = named.length > 0 ? named : words;
  return kept
    .map((word) => word.slice(0, MAX_TOKEN_CHARS))
    .sort()
    .slice(0, MAX_TOKENS);
}
