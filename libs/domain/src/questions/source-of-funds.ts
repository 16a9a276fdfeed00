import type { EntitySubject } from './entity-subject';
import type { Question, QuestionOption } from './question.types';

/** The source-of-funds options, per organisation type. */

const BUSINESS_REVENUE: QuestionOption = {
  value: 'businessRevenue',
  label: 'Business revenue',
  description: 'Revenue or profits from operations.',
};
const ASSET_SALE: QuestionOption = {
  value: 'assetSale',
  label: 'Sale of assets',
  description: 'Proceeds from selling property, securities or other assets.',
};
const BANK_LOAN: QuestionOption = { value: 'bankLoan', label: 'Bank loan', description: 'Financing from a bank or other lender.' };
const OTHER: QuestionOption = { value: 'other', label: 'Other', description: "Something else: you'll describe it next." };

/** Corporation and LLC. */
export const COMPANY_FUNDS_OPTIONS: readonly QuestionOption[] = [
  BUSINESS_REVENUE,
  {
    value: 'shareholderContribution',
    label: 'Shareholder or member contribution',
    description: 'Capital contributed by shareholders or members.',
  },
  ASSET_SALE,
  BANK_LOAN,
  OTHER,
];

export const PARTNERSHIP_FUNDS_OPTIONS: readonly QuestionOption[] = [
  BUSINESS_REVENUE,
  { value: 'partnerContribution', label: 'Partner contribution', description: 'Capital contributed by the partners.' },
  ASSET_SALE,
  BANK_LOAN,
  OTHER,
];

export const TRUST_FUNDS_OPTIONS: readonly QuestionOption[] = [
  { value: 'trustAssets', label: 'Trust assets', description: 'Assets the trust already holds.' },
  {
    value: 'beneficiaryContribution',
    label: 'Beneficiary contribution',
    description: 'Money contributed to the trust by its beneficiaries.',
  },
  ASSET_SALE,
  BANK_LOAN,
  OTHER,
];

/** Investment set (our design): a vehicle invests its investors' or its manager's capital. */
export const VEHICLE_FUNDS_OPTIONS: readonly QuestionOption[] = [
  {
    value: 'investorCapital',
    label: 'Investor capital',
    description: "Capital committed by the vehicle's investors or limited partners.",
  },
  { value: 'managerCommitment', label: 'Manager commitment', description: "The manager's or sponsor's own capital." },
  ASSET_SALE,
  BANK_LOAN,
  OTHER,
];

export const sourceOfFundsQuestions = (s: EntitySubject, options: readonly QuestionOption[]): Question[] => [
  {
    id: 'sourceOfFunds',
    type: 'radio',
    question: `Where will the money ${s.name} invests through Quorum come from?`,
    subtext: 'Choose the main source of funds.',
    options,
  },
  {
    id: 'sourceOfFundsOther',
    type: 'text',
    question: 'Please describe the source of funds',
    placeholder: 'e.g., Proceeds from a legal settlement',
  },
];
