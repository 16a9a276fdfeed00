import type { EntitySubject } from './entity-subject';
import type { Question } from './question.types';
import { ASSET_EVIDENCE_FORMATS, EVIDENCE_AGE, INDIVIDUAL_CRITERIA, ORGANIZATION_ASSETS, ORGANIZATION_ASSETS_CRITERION } from './question-wording';

/**
 * Compliance and accreditation questions of the organisation sets. The
 * branching between them lives in VISIBILITY_RULES.
 */

export const complianceQuestion = (s: EntitySubject): Question => ({
  id: 'financialRegulationCompliance',
  type: 'yesNo',
  question: `Does ${s.name} comply with the anti-money-laundering and financial regulations that apply to it?`,
  subtext: 'Including know-your-customer, anti-money-laundering and sanctions rules.',
});

export const organizationAccreditationQuestions = (s: EntitySubject): Question[] => [
  {
    id: 'organizationAssets',
    type: 'yesNo',
    question: `Does ${s.name} have total assets of more than ${ORGANIZATION_ASSETS}?`,
    subtext: `${ORGANIZATION_ASSETS_CRITERION} If not, it can still qualify when all of its owners are accredited.`,
  },
  {
    id: 'accreditationEvidence',
    type: 'fileUpload',
    question: `Please upload evidence of ${s.possessive} assets`,
    subtext: `Financial statements, or bank, brokerage or custodian statements dated within ${EVIDENCE_AGE}, showing total assets over ${ORGANIZATION_ASSETS}. Up to 5 files (${ASSET_EVIDENCE_FORMATS}).`,
  },
  {
    id: 'allMembersAccredited',
    type: 'yesNo',
    question: `Are all of ${s.possessive} owners accredited investors?`,
    subtext: `Every shareholder, member or partner must qualify. ${INDIVIDUAL_CRITERIA}`,
  },
  {
    id: 'memberAccreditationEvidence',
    type: 'fileUpload',
    question: 'Please upload accreditation evidence for each owner',
    subtext: `For example accountant or attorney letters, or income or net worth evidence dated within ${EVIDENCE_AGE}. Up to 20 files (${ASSET_EVIDENCE_FORMATS}).`,
  },
];

export const investmentPurposeQuestion = (s: EntitySubject): Question => ({
  id: 'investmentPurpose',
  type: 'textarea',
  question: `What does ${s.name} hope to invest in through Quorum?`,
  subtext: "A few sentences on the stages, sectors and ticket sizes you're interested in help us introduce the right deals.",
  placeholder: 'e.g., Seed and Series A fintech deals, $50k to $250k per deal',
});

export const affirmationQuestion = (id: string, s: EntitySubject): Question => ({
  id,
  type: 'yesNo',
  question: `Do you confirm that ${s.name} is an accredited investor and that this application is true and complete?`,
  subtext: `By answering Yes you affirm that you are authorized to apply on behalf of ${s.name} and that the information and documents you provided are accurate. We may ask for more information to verify its status.`,
});
