import { analystRoleSchema, type AnalystRole } from '@quorum/domain';

// Who the three analysts are, apart from how they read: the LLM engine names them without loading
// the built-in engine's reader (compromise, a quarter of a second to load).

/** The three analysts, in the order their reports are shown. */
export const ANALYST_ROLES = analystRoleSchema.options;

export type Weighed = 'traction' | 'team' | 'market' | 'product' | 'technology';

export interface AnalystProfile {
  agent: string;
  /** The most points each dimension can add for this analyst: what this analyst cares about. */
  weights: Partial<Record<Weighed, number>>;
  weighsValuation: boolean;
}

export const PROFILES: Record<AnalystRole, AnalystProfile> = {
  product: { agent: 'Product Analyst', weights: { product: 30, traction: 15, market: 10, team: 10 }, weighsValuation: false },
  technical: { agent: 'Technical Analyst', weights: { technology: 30, product: 15, team: 15, traction: 5 }, weighsValuation: false },
  business: { agent: 'Business Analyst', weights: { traction: 30, market: 20, team: 15 }, weighsValuation: true },
};
