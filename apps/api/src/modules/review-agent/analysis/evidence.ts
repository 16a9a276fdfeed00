import { CUES, type EvidenceDimension } from './lexicon';
import { quote, splitSentences } from './text-stats';
import type { MaterialSource } from './types';

export interface EvidenceHit {
  dimension: EvidenceDimension;
  label: string;
  weight: number;
  text: string;
  sourceId: string;
}

export type EvidenceByDimension = Record<EvidenceDimension, EvidenceHit[]>;

const POSITIVE: readonly EvidenceDimension[] = ['traction', 'team', 'market', 'product', 'technology'];

const EMPTY = (): EvidenceByDimension => ({ traction: [], team: [], market: [], product: [], technology: [], risks: [], competition: [], compliance: [] });

/**
 * Reads every readable source sentence by sentence and keeps, per dimension, the strongest cue each
 * sentence matches. The same sentence in two sources (a site quoted in a deck) counts once.
 * Hits are sorted strongest first, then in reading order, so the report quotes the best evidence.
 */
export function collectEvidence(sources: readonly MaterialSource[]): EvidenceByDimension {
  const found = EMPTY();
  const seen = new Set<string>();
  for (const source of sources) {
    if (!source.readable) continue;
    for (const sentence of splitSentences(source.text)) {
      const key = sentence.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      const best = new Map<EvidenceDimension, { label: string; weight: number }>();
      for (const cue of CUES) {
        if (!cue.pattern.test(sentence)) continue;
        const current = best.get(cue.dimension);
        if (!current || cue.weight > current.weight) best.set(cue.dimension, { label: cue.label, weight: cue.weight });
      }
      // A red-flag sentence ("pre-revenue with no paying customers") is no evidence for anything good.
      if (best.has('risks')) for (const positive of POSITIVE) best.delete(positive);
      for (const [dimension, { label, weight }] of best) found[dimension].push({ dimension, label, weight, text: quote(sentence), sourceId: source.id });
    }
  }
  for (const hits of Object.values(found)) hits.sort((a, b) => b.weight - a.weight);
  return found;
}

/** Total weight of a dimension's hits. */
export function weightOf(hits: readonly EvidenceHit[]): number {
  return hits.reduce((sum, hit) => sum + hit.weight, 0);
}

/** The labels found, strongest first, without repeats: "revenue figure, growth rate". */
export function labelsOf(hits: readonly EvidenceHit[], max = 3): string {
  return [...new Set(hits.map((hit) => hit.label))].slice(0, max).join(', ');
}
