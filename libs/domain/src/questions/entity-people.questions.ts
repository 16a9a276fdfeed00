import { personSubInputs } from './define-question';
import type { EntitySubject } from './entity-subject';
import type { Question } from './question.types';
import { ID_NUMBER_SUBTEXT, ID_SCAN_SUBTEXT, OWNERSHIP_THRESHOLD, PEP_DEFINITION } from './question-wording';

/** The people behind an organisation: owners, partners, trustees, beneficiaries, representatives. */

export const beneficialOwnerQuestions = (s: EntitySubject): Question[] => [
  {
    id: 'beneficialOwners',
    type: 'multiShareholder',
    question: `Who are ${s.possessive} beneficial owners?`,
    subtext: `List every person who owns ${OWNERSHIP_THRESHOLD} or more, directly or indirectly, with their ownership percentage, their ID number and a scan of their government-issued ID.`,
    multiple: true,
    subInputs: personSubInputs({ ownership: 'required' }),
  },
  {
    id: 'beneficialOwnersPep',
    type: 'yesNo',
    question: 'Is any of these beneficial owners a politically exposed person?',
    subtext: PEP_DEFINITION,
  },
];

export const controlPersonQuestions = (s: EntitySubject): Question[] => [
  {
    id: 'controlPerson',
    type: 'text',
    question: `Who is ${s.possessive} control person?`,
    subtext: `One individual with significant responsibility to control, manage or direct ${s.name}, such as the CEO, CFO, managing member or general partner. Please enter their full legal name.`,
    placeholder: 'e.g., Jane Doe',
  },
  {
    id: 'controlPersonTitle',
    type: 'text',
    question: "What is the control person's title?",
    placeholder: 'e.g., Chief Executive Officer',
  },
  {
    id: 'controlPersonIdScan',
    type: 'fileUpload',
    question: "Please upload a scan of the control person's government-issued ID",
    subtext: ID_SCAN_SUBTEXT,
  },
  {
    id: 'controlPersonPassportId',
    type: 'text',
    question: "What is the control person's Social Security number, tax ID or passport number?",
    subtext: ID_NUMBER_SUBTEXT,
  },
];

/**
 * The authorized representative becomes the entity's initial representative in the community
 * and can be changed later, hence the email: it is their sign-in address.
 */
export const authorizedRepresentativeQuestions = (
  s: EntitySubject,
  idPrefix = 'authorizedRepresentative',
  titleExample = 'Managing Director',
): Question[] => [
  {
    id: idPrefix,
    type: 'text',
    question: `Who is authorized to represent ${s.name} at Quorum?`,
    subtext: `This person will be ${s.possessive} initial representative in the community; you can change this later. Please enter their full legal name.`,
    placeholder: 'e.g., Jane Doe',
  },
  {
    id: `${idPrefix}Title`,
    type: 'text',
    question: "What is the authorized representative's title?",
    placeholder: `e.g., ${titleExample}`,
  },
  {
    id: `${idPrefix}Email`,
    type: 'email',
    question: "What is the authorized representative's email address?",
    subtext: "They'll use it to sign in and receive community updates.",
    placeholder: 'name@example.com',
  },
  {
    id: `${idPrefix}IdScan`,
    type: 'fileUpload',
    question: "Please upload a scan of the authorized representative's government-issued ID",
    subtext: ID_SCAN_SUBTEXT,
  },
  {
    id: `${idPrefix}PassportId`,
    type: 'text',
    question: "What is the authorized representative's Social Security number, tax ID or passport number?",
    subtext: ID_NUMBER_SUBTEXT,
  },
];
