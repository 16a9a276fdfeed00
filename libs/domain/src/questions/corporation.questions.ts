import { organizationQuestionSet } from './entity-common.questions';
import { COMPANY_FUNDS_OPTIONS } from './source-of-funds';

/** Corporation: the common Entity fields plus the corporation's type and documents. */
export const CORPORATION_QUESTIONS = organizationQuestionSet({
  typeBlock: [
    {
      id: 'corporationType',
      type: 'radio',
      question: 'What type of corporation is it?',
      options: [
        { value: 'cCorp', label: 'C corporation', description: 'Taxed separately from its shareholders.' },
        { value: 'sCorp', label: 'S corporation', description: 'Has elected pass-through taxation under Subchapter S.' },
        { value: 'other', label: 'Other', description: 'For example a benefit corporation or a company formed outside the US.' },
      ],
    },
    {
      id: 'corporationTypeOther',
      type: 'text',
      question: 'What type of corporation is it?',
      subtext: 'Please describe it in a few words.',
      placeholder: 'e.g., Public benefit corporation',
    },
    {
      id: 'articlesOfIncorporation',
      type: 'fileUpload',
      question: 'Please upload the articles of incorporation',
      subtext: 'The filed articles (or certificate) of incorporation, including any amendments. Up to 5 files (PDF, JPG, PNG or HEIC).',
    },
    {
      id: 'bylaws',
      type: 'fileUpload',
      question: "Please upload the corporation's bylaws",
      subtext: 'The current bylaws, including any amendments. Up to 5 files (PDF, JPG, PNG or HEIC).',
    },
  ],
  fundsOptions: COMPANY_FUNDS_OPTIONS,
  affirmationId: 'corporationAffirmation',
});
