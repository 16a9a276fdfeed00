import { defineQuestions, personSubInputs } from './define-question';
import { affirmationQuestion, complianceQuestion, investmentPurposeQuestion } from './entity-accreditation.questions';
import { authorizedRepresentativeQuestions } from './entity-people.questions';
import { contactQuestions, countryQuestion } from './entity-profile.questions';
import { TRUST_SUBJECT as s } from './entity-subject';
import { ID_NUMBER_SUBTEXT, ID_SCAN_SUBTEXT, PEP_DEFINITION } from './question-wording';
import { sourceOfFundsQuestions, TRUST_FUNDS_OPTIONS } from './source-of-funds';
import { TRUST_ACCREDITATION_QUESTIONS } from './trust-accreditation.questions';

/**
 * Trust: the common Entity fields with the trust's own ids where it has them,
 * plus the trust's own questions and the alternative trust fields.
 *   taxId → trustTaxId (optional)        formationDate → trustDateOfBirth (date established)
 *   businessAddress → trustResidentialAddress   organizationDocumentation → trustAgreement
 *   certificateOfGoodStanding → certificateOfTrust (optional; trusts get no good-standing certificate)
 *   beneficialOwners(+Pep) → trustees, beneficiaries, trustPep   controlPerson → grantor
 *   authorizedRepresentative… → trustAuthorizedRepresentative…
 *   organizationAssets… → trustAssets… (TRUST_ACCREDITATION_QUESTIONS)
 */
export const TRUST_QUESTIONS = defineQuestions([
  {
    id: 'organizationName',
    type: 'text',
    question: 'What is the name of the trust?',
    subtext: 'The name the trust is known by, as on its bank and tax documents.',
    placeholder: 'e.g., The Smith Family Trust',
  },
  {
    id: 'trustTitle',
    type: 'text',
    question: "What is the trust's full title as written in the trust agreement?",
    subtext: 'Trust agreements usually name the trust together with its date.',
    placeholder: 'e.g., The Jane Smith Revocable Trust dated March 1, 2015',
  },
  {
    id: 'trustType',
    type: 'radio',
    question: 'What type of trust is it?',
    options: [
      { value: 'revocable', label: 'Revocable trust', description: 'The grantor can change or revoke it.' },
      { value: 'irrevocable', label: 'Irrevocable trust', description: "It can't be changed without the beneficiaries' consent." },
      { value: 'charitable', label: 'Charitable trust', description: 'Set up for charitable purposes.' },
      { value: 'other', label: 'Other', description: 'Any other kind of trust.' },
    ],
  },
  { id: 'trustTypeOther', type: 'text', question: 'Please describe the type of trust', subtext: 'A few words are enough, for example "dynasty trust".' },
  {
    id: 'trustTaxId',
    type: 'text',
    optional: true,
    question: "What is the trust's tax ID (EIN)?",
    subtext: "Optional. Revocable trusts often use the grantor's SSN instead; leave this empty if the trust has no EIN of its own.",
    placeholder: '12-3456789',
  },
  {
    id: 'trustDateOfBirth',
    type: 'dateOfBirth',
    question: 'When was the trust established?',
    subtext: 'The date the trust agreement was signed.',
  },
  {
    id: 'formationState',
    type: 'stateSelect',
    question: "Which state's laws govern the trust?",
    subtext: 'Usually named in the trust agreement.',
  },
  countryQuestion(s),
  {
    id: 'trustResidentialAddress',
    type: 'address',
    question: "What is the trust's address?",
    subtext: 'Where the trust is administered, usually the address of a trustee. Start typing and pick it from the list.',
    placeholder: 'Start typing the address',
  },
  ...contactQuestions(s),
  {
    id: 'trustAgreement',
    type: 'fileUpload',
    question: 'Please upload the trust agreement',
    subtext: 'The complete signed trust agreement, including any amendments. Up to 5 files (PDF, JPG, PNG, HEIC or Word).',
  },
  {
    id: 'certificateOfTrust',
    type: 'fileUpload',
    optional: true,
    question: 'Please upload a certificate of trust, if you have one',
    subtext: "Optional. A certificate (or certification) of trust summarizing the trust's key terms. One file (PDF, JPG, PNG or HEIC).",
  },
  {
    id: 'trustees',
    type: 'multiTrustee',
    question: 'Who are the trustees?',
    subtext: 'List every trustee with their ID number and a scan of their government-issued ID.',
    multiple: true,
    subInputs: personSubInputs({ ownership: 'none' }),
  },
  {
    id: 'beneficiaries',
    type: 'multiBeneficiary',
    question: "Who are the trust's beneficiaries?",
    subtext: 'List every beneficiary with their share of the trust (if it is fixed), their ID number and a scan of their government-issued ID.',
    multiple: true,
    subInputs: personSubInputs({ ownership: 'optional' }),
  },
  { id: 'trustPep', type: 'yesNo', question: 'Is any trustee or beneficiary a politically exposed person?', subtext: PEP_DEFINITION },
  {
    id: 'grantorName',
    type: 'text',
    question: "What is the grantor's full legal name?",
    subtext: 'The grantor (also called the settlor) is the person who created and funded the trust.',
    placeholder: 'e.g., Jane Smith',
  },
  { id: 'grantorIdScan', type: 'fileUpload', question: "Please upload a scan of the grantor's government-issued ID", subtext: ID_SCAN_SUBTEXT },
  {
    id: 'grantorPassportId',
    type: 'text',
    question: "What is the grantor's Social Security number, tax ID or passport number?",
    subtext: ID_NUMBER_SUBTEXT,
  },
  ...authorizedRepresentativeQuestions(s, 'trustAuthorizedRepresentative', 'Trustee'),
  ...sourceOfFundsQuestions(s, TRUST_FUNDS_OPTIONS),
  complianceQuestion(s),
  ...TRUST_ACCREDITATION_QUESTIONS,
  investmentPurposeQuestion(s),
  affirmationQuestion('trustAffirmation', s),
]);
