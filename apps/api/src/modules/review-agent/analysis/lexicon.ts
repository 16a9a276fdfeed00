/**
 * The built-in analysts' vocabulary: what counts as evidence for each dimension and how much.
 * Figures weigh more than words (a revenue number is worth more than the word "revenue"), and a
 * sentence counts once per dimension with its strongest match, so repeating a phrase earns nothing.
 */
export type EvidenceDimension = 'traction' | 'team' | 'market' | 'product' | 'technology' | 'risks' | 'competition' | 'compliance';

export interface Cue {
  dimension: EvidenceDimension;
  /** What the cue shows, as the report explains it. */
  label: string;
  pattern: RegExp;
  weight: number;
}

/**
 * Every pattern runs over deck and website text, which anyone can write. None may match the same
 * text in more than one way over an unbounded run (a digit run retried from each digit, two `\s*`
 * side by side): that backtracks quadratically. They are literal alternatives between word
 * boundaries; figures (revenue, growth, customer counts, market size) are not matched by patterns
 * at all but read by compromise (figures.ts) and weighed in figure-cues.ts.
 */
const cue = (dimension: EvidenceDimension, label: string, pattern: RegExp, weight: number): Cue => ({ dimension, label, pattern, weight });

export const CUES: readonly Cue[] = [
  // Traction in words; its figures are figure-cues.ts.
  cue('traction', 'commercial commitments', /\b(?:paying customers|signed (?:contracts?|lois?)|letters? of intent|purchase orders?|enterprise contracts?|profitable|cash[- ]flow positive)\b/i, 3),
  cue('traction', 'traction language', /\b(?:revenue|traction|retention|pilots?|waitlist|customers|growth)\b/i, 1),
  // Team.
  cue('team', 'prior exit', /\b(?:exited|acquired by|sold (?:my|our|the|his|her|their) (?:last |previous |first )?(?:company|startup)|previous(?:ly)? founded|serial (?:entrepreneur|founder)s?|(?:two|three|second|third|repeat)[- ]time (?:founder|entrepreneur|ceo)s?|repeat founders?)\b/i, 5),
  cue('team', 'relevant experience', /\b(?:ex-[A-Z][\w&]+|former(?:ly)? (?:at|of) [A-Z]\w+|former (?:ceo|cto|cfo|coo|cpo|vp|head|director|partner|engineers?|founders?)\b|(?:years|decades?) (?:of )?experience|decades? in|phd|ph\.d\.|professor|veterans?)\b/i, 4),
  cue('team', 'team strength stated', /\b(?:strong|experienced|seasoned|world[- ]class|proven|senior|technical|domain[- ]expert) (?:founding )?(?:team|founders?|leadership|management)\b/i, 4),
  cue('team', 'leadership roles', /\b(?:co-?founder|founder|ceo|cto|coo|cfo|vp of \w+|head of \w+)\b/i, 2),
  cue('team', 'team language', /\b(?:team|engineers|advisors?|hires?)\b/i, 1),
  // Market.
  cue('market', 'market growth', /\b(?:cagr|market (?:is )?growing|fast[- ]growing market)\b/i, 4),
  cue('market', 'market sizing terms', /\b(?:tam|sam|som|total addressable market|market size)\b/i, 3),
  cue('market', 'market language', /\b(?:market|industry|segment)\b/i, 1),
  // Product.
  cue('product', 'product in use', /\b(?:launched|live in production|in production|generally available|shipping|live with|used by|deployed (?:at|in|to))\b/i, 5),
  cue('product', 'product surface', /\b(?:platform|saas|software|mobile app|web app|dashboard|marketplace|integrations?|workflow|api)\b/i, 2),
  cue('product', 'early product', /\b(?:beta|mvp|pilot program|design partners?)\b/i, 2),
  cue('product', 'product language', /\b(?:product|feature|customers? use|solution)\b/i, 1),
  // Technology.
  cue('technology', 'protected technology', /\b(?:patent(?:ed|s)?|proprietary|trade secrets?)\b/i, 5),
  cue('technology', 'technical depth', /\b(?:machine learning|deep learning|neural|computer vision|llms?|large language models?|cryptograph\w*|compiler|distributed systems?|real[- ]time|low[- ]latency|kubernetes|infrastructure|sdk|open[- ]source)\b/i, 3),
  cue('technology', 'engineering quality', /\b(?:soc ?2|iso 27001|encryption|uptime|99\.\d+%|scalab\w+|architecture|security)\b/i, 3),
  cue('technology', 'technology language', /\b(?:technology|tech stack|algorithm|engineering|ai)\b/i, 1),
  // Risks: weights are how much they count against the deal.
  cue('risks', 'legal exposure', /\b(?:lawsuits?|litigation|sued|cease and desist|fraud|indict\w*|settlement with)\b/i, 8),
  cue('risks', 'regulatory exposure', /\b(?:regulatory (?:investigation|action|inquiry)|(?:sec|ftc|fda|cfpb) (?:investigation|warning|inquiry)|unlicensed|sanction\w*|fined)\b/i, 8),
  cue('risks', 'financial distress', /\b(?:bankrupt\w*|insolven\w*|running out of (?:cash|money)|(?:\d+ )?months? of runway left|missed payroll|default(?:ed)? on)\b/i, 7),
  cue('risks', 'no revenue', /\b(?:pre-revenue|no revenue|not (?:yet )?generating revenue|no paying customers|no customers yet)\b/i, 5),
  cue('risks', 'unproven product', /\b(?:idea stage|concept stage|not yet built|no product yet|pre-product|proof of concept only|prototype only)\b/i, 5),
  cue('risks', 'weak metrics', /\b(?:declin\w+ (?:revenue|users|sales)|(?:revenue|users|sales) (?:are |is )?declin\w+|high churn|churn (?:is|of) \d{2,}\s?%|negative (?:growth|margins?))\b/i, 5),
  cue('risks', 'key-person or founder issues', /\b(?:solo founder|part[- ]time founders?|looking for a (?:technical )?co-?founder|no technical co-?founder)\b/i, 4),
  // Context the risk texts quote: who else is there, and which rules apply.
  cue('competition', 'named competition', /\b(?:competitors?|compet\w+ with|incumbents?|alternatives? (?:like|such as)|vs\.? [A-Z]\w+)\b/i, 2),
  cue('competition', 'crowded market', /\b(?:crowded|saturated|commoditi[sz]ed|red ocean|many (?:competitors|players))\b/i, 4),
  cue('compliance', 'regulated activity', /\b(?:regulat\w+|complian\w+|licen[cs]e[ds]?|kyc|aml|hipaa|gdpr|fda|sec\b|finra|money transmitter)\b/i, 2),
];

/** Words too common to say anything about a strategy's focus. */
export const STOP_WORDS = new Set(
  'a an and are as at be by deals deal for from has have in into is it its of on or our that the their them they this to we with which who will would can not no any all more most than'.split(' '),
);
