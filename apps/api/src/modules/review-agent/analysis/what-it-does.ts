import nlp from 'compromise';
import type { ReadSentence } from './reading';

/** The sentence that says what the company does, and where it was read. */
export interface WhatItDoes {
  text: string;
  sourceId: string;
}

/** A company says what it does near the start of its material; these many sentences are looked at. */
const SENTENCES_LOOKED_AT = 60;
const MAX_WORDS = 45;

/**
 * What a company does is said with a verb in the present: "We sell software to banks.", "Lumen
 * Ledger builds …", "Rocketly is a platform that …", "Our product automates …", "We are building …".
 * compromise tags the verbs, so "We reached $2M ARR" (past) or "We have 140 customers" are told apart
 * from "We help clinics …" without a list of every verb a company could use. Some present verbs say
 * something else (a plan, a need, the round) and are ruled out here.
 */
const PATTERNS = [
  '^we #Adverb? (#PresentTense|#Infinitive|#Modal)',
  '^we are #Adverb? #Gerund',
  '^our (product|platform|app|software|service|solution|tool|api|marketplace|engine|network|technology|company|system) #Adverb? (#PresentTense|#Modal)',
  '^@isTitleCase{1,3} #Adverb? (#PresentTense|#Modal)',
  '^@isTitleCase{1,3} (is|are) (a|an|the)',
  '^@isTitleCase (&|and) @isTitleCase #Adverb? (#PresentTense|#Modal)',
];
/** Verbs after "we" (or a name) that do not say what the company does. */
const NOT_DOING = new Set(['are', 'is', 'am', 'have', 'has', 'hope', 'raise', 'need', 'plan', 'want', 'believe', 'think', 'expect', 'seek', 'intend', 'aim', 'will', 'would', 'could', 'may', 'might', 'can', 'should', 'must', 'ask', 'look', 'raising', 'looking', 'seeking', 'hoping', 'planning', 'trying', 'asking', 'hiring', 'working', 'going', 'growing']);
/** Capitalised first words that are a slide's subject, not the company's name ("Market is a $12B market"). */
const NOT_A_NAME = new Set(['market', 'team', 'revenue', 'traction', 'product', 'customers', 'competition', 'growth', 'the', 'this', 'that', 'it', 'net', 'total', 'ceo', 'cto', 'cfo', 'coo', 'funding', 'round', 'valuation', 'risks', 'risk', 'problem', 'solution', 'pricing', 'sales', 'business', 'churn', 'burn', 'runway', 'there', 'he', 'she', 'they', 'i', 'each', 'every', 'our', 'we']);

function firstWords(sentence: string): string[] {
  return sentence.toLowerCase().split(' ', 6);
}

/** A sentence worth tagging: short enough to be a description, starting like one. */
function mayDescribe(sentence: string): boolean {
  const words = firstWords(sentence);
  const count = sentence.split(' ', MAX_WORDS + 1).length;
  if (count < 3 || count > MAX_WORDS) return false;
  const first = words[0] ?? '';
  if (first === 'we' || first === 'our') return true;
  const initial = sentence[0] ?? '';
  return initial !== initial.toLowerCase() && !NOT_A_NAME.has(first.replace(/[^a-z]/g, ''));
}

function describes(sentence: string): boolean {
  const doc = nlp(sentence);
  return PATTERNS.some((pattern) => {
    const match = doc.match(pattern);
    if (!match.found) return false;
    if (match.has('(is|are) (a|an|the)$')) return true;
    const verb = match.match('(#Verb|#Gerund)').last().text('normal');
    return !NOT_DOING.has(verb.split(' ').pop() ?? '');
  });
}

/** The first sentence of the material that says what the company does, or null when none does. */
export function findWhatItDoes(sentences: readonly ReadSentence[]): WhatItDoes | null {
  for (const sentence of sentences.slice(0, SENTENCES_LOOKED_AT)) {
    if (mayDescribe(sentence.text) && describes(sentence.text)) return { text: sentence.text, sourceId: sentence.sourceId };
  }
  return null;
}
