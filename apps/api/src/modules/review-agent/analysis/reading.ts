import { figureCues, type FigureCue } from './figure-cues';
import { readFigures, wordsOf, type Figure } from './figures';
import { splitSentences } from './sentences';
import type { MaterialSource } from './types';

/** One sentence of the material, with the figures compromise read in it and what they show. */
export interface ReadSentence {
  sourceId: string;
  text: string;
  figures: Figure[];
  figureCues: FigureCue[];
}

const CLAUSE_BOUNDARIES = [', ', '; ', ' – ', ' — ', ' - ', ' | '];

/** A sentence's clauses: "$2M ARR, 40% growth, 120 customers" is three, so each figure is read with its own words. */
export function clausesOf(sentence: string): string[] {
  let parts = [sentence];
  for (const boundary of CLAUSE_BOUNDARIES) parts = parts.flatMap((part) => part.split(boundary));
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/**
 * Every readable source, sentence by sentence, in reading order. The same sentence in two sources
 * (a site quoted in a deck) is read once: it is one statement, not two.
 */
export function readSources(sources: readonly MaterialSource[]): ReadSentence[] {
  const seen = new Set<string>();
  const sentences: Array<{ sourceId: string; text: string; clauses: string[] }> = [];
  for (const source of sources) {
    if (!source.readable) continue;
    for (const text of splitSentences(source.text)) {
      const key = text.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      sentences.push({ sourceId: source.id, text, clauses: clausesOf(text) });
    }
  }
  const figures = readFigures(sentences.flatMap((sentence) => sentence.clauses));
  let clauseIndex = 0;
  return sentences.map(({ sourceId, text, clauses }) => {
    const read: ReadSentence = { sourceId, text, figures: [], figureCues: [] };
    for (const clause of clauses) {
      const clauseWords = wordsOf(clause);
      for (const figure of figures[clauseIndex] ?? []) {
        read.figures.push(figure);
        read.figureCues.push(...figureCues(figure, clauseWords));
      }
      clauseIndex += 1;
    }
    return read;
  });
}
