/**
 * Who an organisation question is about, so Corporation, LLC, Partnership, Trust and Investment
 * share one definition and differ only in the noun ("your organization", "the trust").
 */
export interface EntitySubject {
  /** Used mid-sentence: "Does {name} comply…". */
  readonly name: string;
  /** "What is {possessive} phone number?" */
  readonly possessive: string;
}

export const ORGANIZATION_SUBJECT: EntitySubject = { name: 'your organization', possessive: "your organization's" };
export const TRUST_SUBJECT: EntitySubject = { name: 'the trust', possessive: "the trust's" };
export const VEHICLE_SUBJECT: EntitySubject = { name: 'the investment vehicle', possessive: "the investment vehicle's" };
