import { defineQuestions } from './define-question';
import {
  EVIDENCE_AGE,
  ID_NUMBER_SUBTEXT,
  ID_SCAN_SUBTEXT,
  INCOME,
  INCOME_CRITERION,
  JOINT_INCOME,
  NET_WORTH,
  NET_WORTH_CRITERION,
  PEP_DEFINITION,
  PROFESSIONAL_CRITERION,
  PROOF_OF_ADDRESS_AGE,
} from './question-wording';

/**
 * The Individual application (both descriptions merged): identity first, then
 * documents, then accreditation, then the PEP question and the affirmation.
 */
export const INDIVIDUAL_QUESTIONS = defineQuestions([
  {
    id: 'fullName',
    type: 'text',
    question: "What's your full legal name?",
    subtext: 'Please enter it exactly as it appears on your government-issued ID.',
    placeholder: 'e.g., Jane Alexandra Doe',
  },
  {
    id: 'email',
    type: 'email',
    question: "What's your email address?",
    subtext: "We'll use it to keep you updated on your application and to send your sign-in links.",
    placeholder: 'name@example.com',
  },
  {
    id: 'phoneNumber',
    type: 'tel',
    question: "What's the best phone number to reach you?",
    subtext: 'Please include your country code (+1 for the US).',
    placeholder: '+1 555 123 4567',
  },
  {
    id: 'dateOfBirth',
    type: 'dateOfBirth',
    question: "What's your date of birth?",
    subtext: 'We use it to verify your identity.',
  },
  {
    id: 'residentialAddress',
    type: 'address',
    question: "What's your residential address?",
    subtext: 'Your home address, not a P.O. box. Start typing and pick your address from the list.',
    placeholder: 'Start typing your address',
  },
  {
    id: 'occupation',
    type: 'text',
    question: "What's your occupation?",
    subtext: 'Your current role and employer, or your main professional activity.',
    placeholder: 'e.g., Portfolio Manager at Acme Capital',
  },
  {
    id: 'proofOfAddress',
    type: 'fileUpload',
    question: 'Please upload a proof of address',
    subtext: `A utility bill, bank statement or government letter showing your name and residential address, dated within ${PROOF_OF_ADDRESS_AGE}. Up to 3 files (PDF, JPG, PNG or HEIC).`,
  },
  {
    id: 'idScan',
    type: 'fileUpload',
    question: 'Please upload a scan of your government-issued ID',
    subtext: ID_SCAN_SUBTEXT,
  },
  {
    id: 'passportIdNumber',
    type: 'text',
    question: "What's your Social Security number, tax ID or passport number?",
    subtext: ID_NUMBER_SUBTEXT,
  },
  {
    id: 'accreditationBasis',
    type: 'radio',
    question: 'How do you qualify as an accredited investor?',
    subtext: "Choose the criterion that fits you best. We'll ask for supporting evidence next.",
    options: [
      { value: 'income', label: 'Income', description: INCOME_CRITERION },
      { value: 'netWorth', label: 'Net worth', description: NET_WORTH_CRITERION },
      { value: 'professional', label: 'Professional licence', description: PROFESSIONAL_CRITERION },
    ],
  },
  {
    id: 'incomeEvidence',
    type: 'fileUpload',
    question: 'Please upload evidence of your income',
    subtext: `Tax returns, W-2s or 1099s, or a letter from your accountant or attorney, showing income over ${INCOME} (or over ${JOINT_INCOME} jointly with your spouse) in each of the prior two years. Up to 5 files (PDF, images, Word or Excel).`,
  },
  {
    id: 'incomeExpectation',
    type: 'yesNo',
    question: 'Do you expect to reach the same income this year?',
    subtext: `To qualify on income you also need to expect income over ${INCOME} (or over ${JOINT_INCOME} jointly with your spouse) in the current year.`,
  },
  {
    id: 'netWorthStatement',
    type: 'fileUpload',
    question: 'Please upload evidence of your net worth',
    subtext: `Bank, brokerage or other account statements, or a letter from your accountant, attorney or financial adviser, dated within ${EVIDENCE_AGE} and showing a net worth over ${NET_WORTH} excluding your primary residence. Up to 5 files (PDF, images, Word or Excel).`,
  },
  {
    id: 'professionalCertification',
    type: 'fileUpload',
    question: 'Please upload proof of your professional licence',
    subtext:
      'A FINRA BrokerCheck or SEC IAPD report, or another document showing that you hold an active Series 7, 65 or 82 licence. Up to 5 files (PDF, images, Word or Excel).',
  },
  {
    id: 'pepStatus',
    type: 'yesNo',
    question: 'Are you a politically exposed person?',
    subtext: PEP_DEFINITION,
  },
  {
    id: 'accreditationAffirmation',
    type: 'yesNo',
    question: 'Do you confirm that you are an accredited investor and that your answers are true and complete?',
    subtext:
      'By answering Yes you affirm that you meet the accreditation criterion you selected and that the information and documents you provided are accurate. We may ask for more information to verify your status.',
  },
]);
