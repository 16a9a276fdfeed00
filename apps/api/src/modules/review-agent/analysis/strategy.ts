import type { EvidenceByDimension, EvidenceHit } from './evidence';
import { STOP_WORDS, type EvidenceDimension } from './lexicon';

type Weighed = Extract<EvidenceDimension, 'traction' | 'team' | 'market' | 'product' | 'technology'>;

/** Words in a strategy that show which dimension it cares about. */
const FOCUS_WORDS: Record<Weighed, RegExp> = {
  traction: /\b(?:traction|revenue|customers|growth|profitab\w+)\b/i,
  team: /\b(?:team|founders?|people|talent)\b/i,
  market: /\b(?:market|tam|opportunity)\b/i,
  product: /\b(?:product|platform|solution)\b/i,
  technology: /\b(?:technolog\w+|technical|deep tech|engineering|ai|software)\b/i,
};

export interface StrategyReading {
  /** The dimensions the strategy names, in a fixed order. */
  focus: Weighed[];
  /** Words from the strategy's "we avoid …" sentences. */
  avoidTerms: string[];
}

/** What an admin's free-text strategy asks for and what it rules out. */
export function readStrategy(strategy: string): StrategyReading {
  const focus = (Object.keys(FOCUS_WORDS) as Weighed[]).filter((dimension) => FOCUS_WORDS[dimension].test(strategy));
  const avoidTerms = new Set<string>();
  for (const sentence of strategy.split(/(?<=[.!?;])\s+|\n+/)) {
    const match = /\b(?:avoid|exclude|never invest in|do not invest in|don't invest in|stay away from|no)\b(.*)/i.exec(sentence);
    if (!match?.[1]) continue;
    for (const word of match[1].toLowerCase().match(/[a-z][a-z-]{3,}/g) ?? []) if (!STOP_WORDS.has(word)) avoidTerms.add(word);
  }
  return { focus, avoidTerms: [...avoidTerms] };
}

export interface StrategyFit {
  points: number;
  explanation: string;
  evidence: EvidenceHit[];
}

/**
 * Up to +10 when the material shows evidence for what the strategy asks for, minus 5 for each thing
 * it rules out that a risk sentence mentions (at most −10). An avoided word only counts inside a
 * risk sentence: a deck saying "no regulatory issues" is not a regulatory problem.
 */
export function strategyFit(reading: StrategyReading, evidence: EvidenceByDimension): StrategyFit {
  const shown = reading.focus.filter((dimension) => evidence[dimension].some((hit) => hit.weight >= 3));
  const bonus = reading.focus.length === 0 ? 5 : Math.round((10 * shown.length) / reading.focus.length);
  const conflicts = evidence.risks.filter((hit) => reading.avoidTerms.some((term) => hit.text.toLowerCase().includes(term)));
  const penalty = Math.min(10, 5 * conflicts.length);
  const parts = [
    reading.focus.length === 0
      ? 'The investment strategy names no focus the analysts recognise, so fit is neutral.'
      : `The investment strategy asks for ${reading.focus.join(', ')}; the material shows solid evidence for ${shown.length === 0 ? 'none of them' : shown.join(', ')}.`,
  ];
  if (conflicts.length > 0) parts.push(`It rules out ${reading.avoidTerms.filter((term) => conflicts.some((hit) => hit.text.toLowerCase().includes(term))).join(', ')}, which the material mentions as a risk.`);
  return { points: bonus - penalty, explanation: parts.join(' '), evidence: conflicts.slice(0, 2) };
}
