import { defineQuestions } from './define-question';
import {
  affirmationQuestion,
  complianceQuestion,
  investmentPurposeQuestion,
  organizationAccreditationQuestions,
} from './entity-accreditation.questions';
import { authorizedRepresentativeQuestions, beneficialOwnerQuestions } from './entity-people.questions';
import { businessAddressQuestion, contactQuestions, formationQuestions, taxIdQuestion } from './entity-profile.questions';
import { VEHICLE_SUBJECT as s } from './entity-subject';
import { sourceOfFundsQuestions, VEHICLE_FUNDS_OPTIONS } from './source-of-funds';

/**
 * Investment: an application type with no inherited question list, so this set is our design.
 * An Investment application is made for an investment vehicle (a fund, an SPV or a
 * family office). It reuses the organisation questions where they fit (registration, contact,
 * authorized representative, beneficial owners, the $5 million / all-owners-accredited test)
 * and swaps in what a vehicle has instead: its name and kind, offering documents, the manager
 * and the number of investors (a number question, and a fact fund exemptions turn on).
 * financialRegulationCompliance is asked because anti-money-laundering duties fall on pooled
 * vehicles first. No control person and no good-standing certificate: the manager and the
 * offering documents stand in for them.
 */
export const INVESTMENT_QUESTIONS = defineQuestions([
  {
    id: 'investmentVehicleName',
    type: 'text',
    question: "What is the investment vehicle's full legal name?",
    subtext: 'Please enter it exactly as it appears on the offering or formation documents.',
    placeholder: 'e.g., Acme Opportunity Fund I, LP',
  },
  {
    id: 'investmentVehicleType',
    type: 'radio',
    question: 'What kind of investment vehicle is it?',
    options: [
      { value: 'fund', label: 'Fund', description: 'A pooled fund with several investors, such as a venture or private equity fund.' },
      { value: 'spv', label: 'Special purpose vehicle (SPV)', description: 'Formed to invest in one deal or a handful of deals.' },
      { value: 'familyOffice', label: 'Family office', description: "Manages one family's wealth." },
      { value: 'other', label: 'Other', description: "Another kind of vehicle: you'll describe it next." },
    ],
  },
  {
    id: 'investmentVehicleTypeOther',
    type: 'text',
    question: 'What kind of investment vehicle is it?',
    subtext: 'Please describe it in a few words.',
    placeholder: 'e.g., Syndicate',
  },
  taxIdQuestion(s),
  ...formationQuestions(s),
  businessAddressQuestion(s),
  ...contactQuestions(s),
  {
    id: 'offeringDocuments',
    type: 'fileUpload',
    question: "Please upload the vehicle's offering and governing documents",
    subtext:
      'For example the private placement memorandum, the limited partnership or operating agreement, and the subscription documents. Up to 5 files (PDF, JPG, PNG, Word or Excel).',
  },
  {
    id: 'managerName',
    type: 'text',
    question: 'Who manages the investment vehicle?',
    subtext: 'The legal name of the fund manager, general partner or managing member.',
    placeholder: 'e.g., Acme Capital Management LLC',
  },
  {
    id: 'investorCount',
    type: 'number',
    question: 'How many investors does the vehicle have?',
    subtext: 'Count each investor once, including the manager if it has invested.',
    placeholder: 'e.g., 35',
  },
  ...authorizedRepresentativeQuestions(s),
  ...beneficialOwnerQuestions(s),
  ...sourceOfFundsQuestions(s, VEHICLE_FUNDS_OPTIONS),
  complianceQuestion(s),
  ...organizationAccreditationQuestions(s),
  investmentPurposeQuestion(s),
  affirmationQuestion('investmentAffirmation', s),
]);
