import type { Figure } from './figures';
import type { EvidenceDimension } from './lexicon';

/** A figure that is evidence: what it shows, for which dimension, and (for money) the amount. */
export interface FigureCue {
  dimension: EvidenceDimension;
  label: string;
  weight: number;
  amount?: number;
}

const REVENUE_WORDS = new Set(['arr', 'mrr', 'revenue', 'revenues', 'recurring', 'gmv', 'bookings', 'sales', 'billings', 'turnover']);
const GROWTH_WORDS = new Set(['growth', 'growing', 'grew', 'grow', 'grows', 'mom', 'yoy', 'month-over-month', 'year-over-year', 'retention', 'nrr', 'ndr', 'increase', 'up']);
const CUSTOMER_WORDS = new Set(['customers', 'users', 'clients', 'subscribers', 'merchants', 'businesses', 'downloads', 'teams', 'companies', 'banks', 'hospitals', 'schools', 'brands', 'accounts', 'buyers', 'sellers', 'members', 'operators', 'restaurants', 'stores', 'retailers', 'enterprises']);
const MARKET_WORDS = new Set(['market', 'tam', 'industry', 'opportunity', 'sam']);
/** Words that may stand between a count and what it counts: "140 paying customers", "1.2k monthly active users". */
const COUNT_FILLERS = new Set(['paying', 'active', 'monthly', 'daily', 'weekly', 'enterprise', 'b2b', 'registered', 'live', 'happy', 'signed', 'new', 'more', 'total', 'customer', 'and']);

const near = (words: readonly string[], set: ReadonlySet<string>) => words.some((word) => set.has(word));
/** "month over month", "year over year" written as three words. */
const saysOverPeriod = (words: readonly string[]) => words.some((word, index) => word === 'over' && (words[index - 1] === 'month' || words[index - 1] === 'year'));

function countsCustomers(after: readonly string[]): boolean {
  for (const word of after.slice(0, 4)) {
    if (CUSTOMER_WORDS.has(word)) return true;
    if (!COUNT_FILLERS.has(word)) return false;
  }
  return false;
}

/**
 * What a figure shows, judged from the words next to it in its clause. A sentence such as "$2M ARR,
 * 40% growth, 120 customers" holds three pieces of traction, and each is weighed.
 */
export function figureCues(figure: Figure, clauseWords: readonly string[]): FigureCue[] {
  const cues: FigureCue[] = [];
  const context = [...figure.before, ...figure.after];
  const big = figure.value >= 1_000;
  if ((figure.kind === 'money' || (big && figure.kind === 'count')) && (near(figure.after.slice(0, 3), REVENUE_WORDS) || near(figure.before.slice(-3), REVENUE_WORDS))) {
    cues.push({ dimension: 'traction', label: 'revenue figure', weight: 8, amount: figure.value });
  }
  if (figure.kind === 'money' && figure.value >= 1e9 && near(clauseWords, MARKET_WORDS)) cues.push({ dimension: 'market', label: 'market size figure', weight: 7 });
  if (figure.kind === 'percent' && near(clauseWords, new Set(['cagr']))) cues.push({ dimension: 'market', label: 'market growth', weight: 4 });
  else if (figure.kind === 'percent' && (near(context, GROWTH_WORDS) || saysOverPeriod(figure.after))) cues.push({ dimension: 'traction', label: 'growth rate', weight: 6 });
  if (figure.kind === 'multiple' && (near(figure.after.slice(0, 3), GROWTH_WORDS) || near(figure.after.slice(0, 3), REVENUE_WORDS) || saysOverPeriod(figure.after))) {
    cues.push({ dimension: 'traction', label: 'growth multiple', weight: 6 });
  }
  if (figure.kind === 'count' && figure.value >= 10 && countsCustomers(figure.after)) cues.push({ dimension: 'traction', label: 'customer count', weight: 5 });
  if (figure.kind === 'count' && figure.value >= 5 && figure.value < 100 && figure.after[0] === 'years' && near(figure.after, new Set(['experience']))) {
    cues.push({ dimension: 'team', label: 'relevant experience', weight: 4 });
  }
  return cues;
}
