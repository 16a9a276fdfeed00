/** Every question kind the wizard shows, the Entity form's country select included. */
export const QUESTION_KINDS = [
  'welcome',
  'submit',
  'text',
  'textarea',
  'email',
  'tel',
  'url',
  'number',
  'radio',
  'yesNo',
  'dateOfBirth',
  'stateSelect',
  'address',
  'fileUpload',
  'multiShareholder',
  'multiTrustee',
  'multiBeneficiary',
  'information',
  'applicationType',
  'countrySelect',
] as const;

export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const APPLICATION_TYPES = ['Individual', 'Entity', 'Investment'] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];

export const ORGANIZATION_TYPES = ['Corporation', 'LLC', 'Partnership', 'Trust'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

export interface QuestionOption {
  value: string;
  label: string;
  description?: string;
  subLabel?: string;
}

/** A field inside a compound answer, e.g. the name and ID number of a grantor. */
export interface SubInput {
  id: string;
  label: string;
  type: 'text' | 'number' | 'email' | 'fileUpload';
  placeholder?: string;
  optional?: boolean;
}

/**
 * When a question is shown, as data, so the apps, the API and the tests read one rule.
 * `equals`/`in` compare an answer; `notEmpty` asks for a non-empty answer (a list with people in it);
 * `all`/`any` combine; `not` negates.
 */
export type DisplayCondition =
  | { field: string; equals: string }
  | { field: string; in: readonly string[] }
  | { field: string; notEmpty: true }
  | { all: readonly DisplayCondition[] }
  | { any: readonly DisplayCondition[] }
  | { not: DisplayCondition };

export interface Question {
  id: string;
  question: string;
  type: QuestionKind;
  subtext?: string;
  /** Placeholder text; may vary by organisation type. */
  placeholder?: string | Partial<Record<OrganizationType | 'default', string>>;
  options?: readonly QuestionOption[];
  optional?: boolean;
  multiple?: boolean;
  maxFiles?: number;
  acceptedFileTypes?: readonly string[];
  subInputs?: readonly SubInput[];
  conditionalDisplay?: DisplayCondition;
}

/** A file the applicant attached, as the rules see it (the bytes stay with the app or the server). */
export interface FileRef {
  name: string;
  size: number;
  type?: string;
}

/** One entry of a multi-person list (owners, partners, trustees, beneficiaries). */
export interface PersonEntry {
  name: string;
  ownershipPercentage?: number | string;
  idNumber: string;
  idDocuments?: readonly FileRef[];
}

/** Answers keyed by question id. Values stay loosely typed: they arrive from forms and the network. */
export type Answers = Readonly<Record<string, unknown>>;
