import type { EntitySubject } from './entity-subject';
import type { Question } from './question.types';
import { GOOD_STANDING_AGE } from './question-wording';

/**
 * Identity and registration questions shared by the organisation sets (the common Entity
 * fields and the alternative Entity field set). Raw definitions: each set
 * finishes them with defineQuestions.
 */

export const ORGANIZATION_NAME_QUESTION: Question = {
  id: 'organizationName',
  type: 'text',
  question: "What is your organization's full legal name?",
  subtext: 'Please enter it exactly as it appears on your formation documents.',
  placeholder: {
    Corporation: 'e.g., Acme Holdings, Inc.',
    LLC: 'e.g., Acme Ventures LLC',
    Partnership: 'e.g., Acme Capital Partners LP',
    Trust: 'e.g., The Smith Family Trust',
    default: 'e.g., Acme Holdings',
  },
};

export const taxIdQuestion = (s: EntitySubject): Question => ({
  id: 'taxId',
  type: 'text',
  question: `What is ${s.possessive} EIN (tax ID)?`,
  subtext: `The 9-digit Employer Identification Number the IRS issued to ${s.name}. Outside the US, enter the company registration or tax number instead.`,
  placeholder: '12-3456789',
});

export const countryQuestion = (s: EntitySubject): Question => ({
  id: 'organizationCountry',
  type: 'countrySelect',
  question: `In which country was ${s.name} formed?`,
  subtext: 'The country whose laws it was formed under, which may differ from where it does business.',
});

export const businessAddressQuestion = (s: EntitySubject): Question => ({
  id: 'businessAddress',
  type: 'address',
  question: `What is ${s.possessive} business address?`,
  subtext: 'The principal place of business. Start typing and pick the address from the list.',
  placeholder: 'Start typing the address',
});

export const contactQuestions = (s: EntitySubject): Question[] => [
  {
    id: 'contactEmail',
    type: 'email',
    question: `What email address should we use to contact ${s.name}?`,
    subtext: "We'll send updates about the application here.",
    placeholder: 'office@example.com',
  },
  {
    id: 'contactPhone',
    type: 'tel',
    question: `What is ${s.possessive} phone number?`,
    subtext: 'Please include the country code (+1 for the US).',
    placeholder: '+1 555 123 4567',
  },
  {
    id: 'organizationWebsite',
    type: 'url',
    optional: true,
    question: `What is ${s.possessive} website?`,
    subtext: "Optional. If there's no website, choose \"No website\" or leave this empty.",
    placeholder: 'example.com',
  },
];

export const formationQuestions = (s: EntitySubject): Question[] => [
  {
    id: 'formationDate',
    type: 'dateOfBirth',
    question: `When was ${s.name} formed?`,
    subtext: 'The date of incorporation or formation shown on the formation documents.',
  },
  {
    id: 'formationState',
    type: 'stateSelect',
    question: `In which state was ${s.name} formed?`,
    subtext: 'The US state whose laws it was incorporated or organized under.',
  },
];

export const ORGANIZATION_DOCUMENTATION_QUESTION: Question = {
  id: 'organizationDocumentation',
  type: 'fileUpload',
  question: "Please upload your organization's registration documents",
  subtext:
    'For example the certificate of formation or registration, or a recent extract from the company register. Up to 5 files (PDF, JPG, PNG, Word or Excel).',
};

export const GOOD_STANDING_QUESTION: Question = {
  id: 'certificateOfGoodStanding',
  type: 'fileUpload',
  question: 'Please upload a certificate of good standing',
  subtext: `Issued by the state of formation within ${GOOD_STANDING_AGE}. One file (PDF, JPG, PNG or HEIC).`,
};
