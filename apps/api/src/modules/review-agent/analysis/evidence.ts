import { CUES, type EvidenceDimension } from './lexicon';
import { readSources, type ReadSentence } from './reading';
import { quote } from './quote';
import type { MaterialSource } from './types';

export interface EvidenceHit {
  dimension: EvidenceDimension;
  /** The strongest thing the sentence shows for this dimension. */
  label: string;
  /** Everything it shows for this dimension, strongest first ("revenue figure, growth rate"). */
  labels?: string[];
  weight: number;
  text: string;
  sourceId: string;
  /** A revenue figure's amount as compromise read it ("two million in ARR" is 2,000,000). */
  amount?: number;
}

export type EvidenceByDimension = Record<EvidenceDimension, EvidenceHit[]>;

const POSITIVE: readonly EvidenceDimension[] = ['traction', 'team', 'market', 'product', 'technology'];
/** Below this a cue is a mere mention ("revenue", "team"), which adds nothing next to a stronger one. */
const SUBSTANTIVE = 3;

const EMPTY = (): EvidenceByDimension => ({ traction: [], team: [], market: [], product: [], technology: [], risks: [], competition: [], compliance: [] });

interface Found {
  label: string;
  weight: number;
  amount?: number;
}

/**
 * Reads every readable source sentence by sentence (reading.ts) and keeps, per dimension, what each
 * sentence shows: its strongest cue, plus each other distinct substantive one, so "$2M ARR, 40%
 * growth, 120 customers" counts its revenue, growth and customers, while repeating one phrase earns
 * nothing. Hits are sorted strongest first, then in reading order, so the report quotes the best.
 */
export function collectEvidence(sources: readonly MaterialSource[]): EvidenceByDimension {
  return evidenceOf(readSources(sources));
}

export function evidenceOf(sentences: readonly ReadSentence[]): EvidenceByDimension {
  const found = EMPTY();
  for (const sentence of sentences) {
    const byDimension = new Map<EvidenceDimension, Map<string, Found>>();
    const add = (dimension: EvidenceDimension, cue: Found) => {
      const labels = byDimension.get(dimension) ?? new Map<string, Found>();
      const current = labels.get(cue.label);
      if (!current || cue.weight > current.weight) labels.set(cue.label, cue);
      byDimension.set(dimension, labels);
    };
    for (const cue of CUES) if (cue.pattern.test(sentence.text)) add(cue.dimension, { label: cue.label, weight: cue.weight });
    for (const cue of sentence.figureCues) add(cue.dimension, { label: cue.label, weight: cue.weight, ...(cue.amount !== undefined ? { amount: cue.amount } : {}) });
    // A red-flag sentence ("pre-revenue with no paying customers") is no evidence for anything good.
    if (byDimension.has('risks')) for (const positive of POSITIVE) byDimension.delete(positive);
    for (const [dimension, labels] of byDimension) {
      const ranked = [...labels.values()].sort((a, b) => b.weight - a.weight);
      const [strongest, ...others] = ranked;
      if (!strongest) continue;
      const weight = strongest.weight + others.filter((cue) => cue.weight >= SUBSTANTIVE).reduce((sum, cue) => sum + cue.weight, 0);
      const amount = ranked.find((cue) => cue.amount !== undefined)?.amount;
      found[dimension].push({
        dimension,
        label: strongest.label,
        labels: ranked.filter((cue, index) => index === 0 || cue.weight >= SUBSTANTIVE).map((cue) => cue.label),
        weight,
        text: quote(sentence.text),
        sourceId: sentence.sourceId,
        ...(amount !== undefined ? { amount } : {}),
      });
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
  return [...new Set(hits.flatMap((hit) => hit.labels ?? [hit.label]))].slice(0, max).join(', ');
}
