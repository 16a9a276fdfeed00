import anyAscii from 'any-ascii';
// The package's entry registers its locales itself (about 20 ms, once): importing the English
// JSON directly would need an import attribute in the ES module build.
import countries from 'i18n-iso-countries';

/**
 * Country names as the lists write them → ISO 3166 alpha-2, lower case. The names come from
 * i18n-iso-countries (English, with its aliases); a name is compared by its sorted words, so
 * 'Korea, North' finds 'North Korea' and 'Congo, Democratic Republic of the' finds its match,
 * and a bracketed part is dropped on a second try ('Iran (Islamic Republic of)' → 'Iran').
 * A few spellings the sanctions lists use that the package lacks are added below. A name still
 * unknown is kept as it is, lower case: matching then compares names with names.
 */
const LIST_SPELLINGS: Record<string, string> = {
  burma: 'mm',
  syria: 'sy',
  'viet nam': 'vn',
  'democratic peoples republic of korea': 'kp',
  'united kingdom of great britain and northern ireland': 'gb',
  'bolivarian republic of venezuela': 've',
  'palestinian': 'ps',
  'korea south': 'kr',
  'cote divoire': 'ci',
};

let byWords: Map<string, string> | null = null;

function wordsKey(name: string): string {
  const plain = anyAscii(name)
    .toLowerCase()
    .replaceAll("'", '')
    .replaceAll('’', '');
  let cleaned = '';
  for (const char of plain) cleaned += (char >= 'a' && char <= 'z') || (char >= '0' && char <= '9') ? char : ' ';
  return cleaned
    .split(' ')
    .filter((word) => word.length > 0 && word !== 'the' && word !== 'of' && word !== 'and')
    .sort()
    .join(' ');
}

function nameIndex(): Map<string, string> {
  if (byWords) return byWords;
  byWords = new Map();
  for (const [code, names] of Object.entries(countries.getNames('en', { select: 'all' }))) {
    for (const name of names) byWords.set(wordsKey(name), code.toLowerCase());
  }
  for (const [name, code] of Object.entries(LIST_SPELLINGS)) byWords.set(wordsKey(name), code);
  return byWords;
}

/** The alpha-2 code (lower case) for a country name or code, or the name itself, trimmed and lower case. */
export function countryCode(nameOrCode: string): string {
  const trimmed = nameOrCode.trim();
  if (trimmed.length === 2 && countries.isValid(trimmed.toUpperCase())) return trimmed.toLowerCase();
  const index = nameIndex();
  const found = index.get(wordsKey(trimmed));
  if (found) return found;
  const bracket = trimmed.indexOf('(');
  if (bracket > 0) {
    const withoutBracket = index.get(wordsKey(trimmed.slice(0, bracket)));
    if (withoutBracket) return withoutBracket;
  }
  return trimmed.toLowerCase();
}
