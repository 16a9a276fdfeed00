import type { Question } from './question.types';
import { ASSET_EVIDENCE_FORMATS, EVIDENCE_AGE, INDIVIDUAL_CRITERIA, ORGANIZATION_ASSETS } from './question-wording';

/**
 * How a trust qualifies: assets over $5 million, when it was not formed to make the investment; otherwise through its
 * grantor (revocable), its beneficiaries (irrevocable, or no type given, per the alternative
 * description), or a review by our team (charitable and other trusts). Branching: VISIBILITY_RULES.
 */
export const TRUST_ACCREDITATION_QUESTIONS: readonly Question[] = [
  {
    id: 'trustAssets',
    type: 'yesNo',
    question: `Does the trust have total assets of more than ${ORGANIZATION_ASSETS}?`,
    subtext: `A trust with assets over ${ORGANIZATION_ASSETS} qualifies as an accredited investor. If not, a revocable trust can qualify through its grantor, and an irrevocable trust when all of its beneficiaries are accredited.`,
  },
  {
    id: 'trustAssetsEvidence',
    type: 'fileUpload',
    question: "Please upload evidence of the trust's assets",
    subtext: `Bank, brokerage or custodian statements, or an accountant's letter, dated within ${EVIDENCE_AGE} and showing assets over ${ORGANIZATION_ASSETS}. Up to 5 files (${ASSET_EVIDENCE_FORMATS}).`,
  },
  {
    // The alternative trust description's yes/no: a trust qualifies through its assets only when it was not formed to make the investment.
    id: 'trustInvestmentPurpose',
    type: 'yesNo',
    question: 'Was the trust formed for the specific purpose of investing through Quorum?',
    subtext: `A trust qualifies through assets over ${ORGANIZATION_ASSETS} only when it was not formed to make the investments it is buying. If it was, our team looks at its grantor or beneficiaries instead and will contact you.`,
  },
  {
    id: 'grantorAccredited',
    type: 'yesNo',
    question: 'Is the grantor an accredited investor?',
    subtext: `A revocable trust qualifies when its grantor does. ${INDIVIDUAL_CRITERIA}`,
  },
  {
    id: 'grantorAccreditationEvidence',
    type: 'fileUpload',
    question: "Please upload evidence of the grantor's accreditation",
    subtext: `For example an accountant's or attorney's letter, or income or net worth evidence dated within ${EVIDENCE_AGE}. Up to 5 files (${ASSET_EVIDENCE_FORMATS}).`,
  },
  {
    id: 'allBeneficiariesAccredited',
    type: 'yesNo',
    question: "Are all of the trust's beneficiaries accredited investors?",
    subtext: `A trust qualifies when every beneficiary does. ${INDIVIDUAL_CRITERIA}`,
  },
  {
    id: 'beneficiariesAccreditationEvidence',
    type: 'fileUpload',
    question: 'Please upload accreditation evidence for each beneficiary',
    subtext: `For example accountants' or attorneys' letters, or income or net worth evidence dated within ${EVIDENCE_AGE}. Up to 10 files (${ASSET_EVIDENCE_FORMATS}).`,
  },
  {
    id: 'trustAccreditationInfo',
    type: 'information',
    question: 'About accreditation for your trust',
    subtext: `Charitable and other trusts generally qualify as accredited investors through assets over ${ORGANIZATION_ASSETS}. You can still complete your application: our team will review it and contact you about the next steps.`,
  },
];
