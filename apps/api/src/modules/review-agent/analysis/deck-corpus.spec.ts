import type { AnalysisOutcome } from './analyze-material';
import { analyzeDeckText } from './testing/analyze-deck-text';
import { collapseSpaces } from './sentences';
import { CORPUS, deckText, LUMEN_LEDGER, type CorpusDeck, type Tier } from './testing/deck-corpus';

/**
 * The built-in engine on decks written for this test: a stronger deck scores higher, every reason
 * quotes the deck as written, and a quotation ends where a sentence or a clause ends.
 */
function analyze(deck: CorpusDeck): AnalysisOutcome {
  return analyzeDeckText(deck.name, deckText(deck));
}

/** The deck as a reader of its PDF sees it: whitespace runs as one space, and a number the layout cut in two ("1\n20") whole. */
function asRead(text: string): string {
  let joined = '';
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    const next = lines[index + 1] ?? '';
    const cutNumber = /\d$/.test(line.trim()) && /^\d/.test(next.trim()) && line.trim().split(' ').length >= 4;
    joined += line + (index === lines.length - 1 ? '' : cutNumber ? '' : '\n');
  });
  return collapseSpaces(joined);
}

const overall = (outcome: AnalysisOutcome) => outcome.analyses.reduce((sum, analysis) => sum + analysis.score, 0) / outcome.analyses.length;
const quotesOf = (outcome: AnalysisOutcome) => [
  ...outcome.analyses.flatMap((analysis) => analysis.factors.flatMap((factor) => factor.evidence.map((item) => item.text))),
  ...Object.values(outcome.evidence).flatMap((hits) => hits.map((hit) => hit.text)),
];

const results = CORPUS.map((deck) => ({ deck, outcome: analyze(deck) }));
const scoresOf = (tier: Tier) => results.filter((result) => result.deck.tier === tier).map((result) => overall(result.outcome));

describe('the built-in engine on a corpus of test decks', () => {
  it('holds at least ten decks of each kind of deal', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(10);
    for (const tier of ['strong', 'mixed', 'weak'] as const) expect(scoresOf(tier).length).toBeGreaterThanOrEqual(3);
  });

  it('scores every strong deck above every mixed one, and every mixed one above every weak one', () => {
    expect(Math.min(...scoresOf('strong'))).toBeGreaterThan(Math.max(...scoresOf('mixed')));
    expect(Math.min(...scoresOf('mixed'))).toBeGreaterThan(Math.max(...scoresOf('weak')));
    for (const { deck, outcome } of results) {
      const votes = outcome.analyses.map((analysis) => analysis.vote);
      if (deck.tier === 'strong') expect({ deck: deck.name, votes }).toEqual({ deck: deck.name, votes: ['Yes', 'Yes', 'Yes'] });
      if (deck.tier === 'weak') expect({ deck: deck.name, votes }).toEqual({ deck: deck.name, votes: ['No', 'No', 'No'] });
    }
  });

  it.each([...CORPUS, LUMEN_LEDGER].map((deck) => [deck.name, deck] as const))('%s: every quotation is the deck’s own words, ending on a boundary', (_name, deck) => {
    const outcome = deck === LUMEN_LEDGER ? analyze(LUMEN_LEDGER) : (results.find((result) => result.deck === deck)?.outcome as AnalysisOutcome);
    const read = asRead(deckText(deck));
    const quotes = quotesOf(outcome);
    expect(quotes.length).toBeGreaterThan(0);
    for (const text of quotes) {
      const cut = text.endsWith('…');
      const body = cut ? text.slice(0, -1) : text;
      expect({ text, verbatim: read.includes(body) }).toEqual({ text, verbatim: true });
      const next = read[read.indexOf(body) + body.length];
      // Whole sentences end the text, a line or a sentence; a cut one ends before a clause boundary.
      if (cut) expect({ text, next: [',', ';', ':', ' '].includes(next ?? '') }).toEqual({ text, next: true });
      else expect({ text, endsWell: next === undefined || next === ' ' || next === '\n' }).toEqual({ text, endsWell: true });
      expect(/\d$/.test(body) && /^\d/.test(read.slice(read.indexOf(body) + body.length))).toBe(false);
    }
  });

  it('summarises what each company does, in its own sentence', () => {
    for (const { deck, outcome } of results) {
      if (deck.tier === 'weak') continue;
      expect({ deck: deck.name, about: outcome.about?.text.includes(deck.does) }).toEqual({ deck: deck.name, about: true });
    }
  });
});

describe('the one-page Lumen Ledger deck', () => {
  const outcome = analyze(LUMEN_LEDGER);
  const factor = (role: string, dimension: string) => outcome.analyses.find((analysis) => analysis.role === role)?.factors.find((entry) => entry.dimension === dimension);

  it('is summarised by what it says the company does', () => {
    expect(outcome.about).toEqual({ text: 'We sell software to banks.', sourceId: 'pdf-1' });
  });

  it('quotes its figures whole, across the line the layout cut a number on', () => {
    const traction = factor('business', 'traction');
    expect(traction?.evidence[0]?.text).toBe('$2M ARR, 40% growth, 120 customers, strong team.');
    expect(traction?.explanation).toContain('revenue figure, growth rate, customer count');
    expect(traction?.points).toBe(traction?.maxPoints);
  });

  it('counts a team stated in words', () => {
    for (const analysis of outcome.analyses) expect(factor(analysis.role, 'team')?.points).toBeGreaterThan(0);
    expect(factor('business', 'team')?.explanation).toContain('team strength stated');
  });

  it('reads figures written in words', () => {
    const inWords = analyze({ ...LUMEN_LEDGER, pages: ['Lumen Ledger sells software to banks. We have two million in ARR, forty percent growth and a hundred and twenty customers.'] });
    const traction = inWords.evidence.traction[0];
    expect(traction?.labels).toEqual(['revenue figure', 'growth rate', 'customer count']);
    expect(traction?.amount).toBe(2_000_000);
    expect(inWords.about?.text).toBe('Lumen Ledger sells software to banks.');
  });

  it('reads signals about the team stated in words', () => {
    const team = analyze({ ...LUMEN_LEDGER, pages: ['Two-time founder.\nExperienced founders.\nEx-Google engineers.\nOur CEO is the former CFO of Monzo.'] }).evidence.team;
    expect(team.map((hit) => hit.label).sort()).toEqual(['prior exit', 'relevant experience', 'relevant experience', 'team strength stated']);
  });
});
