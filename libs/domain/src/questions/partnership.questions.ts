import { personSubInputs } from './define-question';
import { organizationQuestionSet } from './entity-common.questions';
import { OWNERSHIP_THRESHOLD, PEP_DEFINITION } from './question-wording';
import { PARTNERSHIP_FUNDS_OPTIONS } from './source-of-funds';

/**
 * Partnership: the common Entity fields plus the partnership's type, documents and partners.
 *
 * A partnership's owners are its partners, so generalPartners, limitedPartners and partnersPep
 * take the place of beneficialOwners and beneficialOwnersPep: asking for the same people twice
 * would only invite contradictory lists. General partners are all listed (they control the
 * partnership); limited partners from 25% up, like beneficial owners.
 * Limited partners, the certificate of partnership and good standing show only for LPs and LLPs
 * (VISIBILITY_RULES): general partnerships are not registered with a state.
 */
export const PARTNERSHIP_QUESTIONS = organizationQuestionSet({
  typeBlock: [
    {
      id: 'partnershipType',
      type: 'radio',
      question: 'What type of partnership is it?',
      options: [
        { value: 'limitedPartnership', label: 'Limited partnership (LP)', description: 'General partners manage it; limited partners invest.' },
        {
          value: 'limitedLiabilityPartnership',
          label: 'Limited liability partnership (LLP)',
          description: 'All partners have limited liability.',
        },
        { value: 'generalPartnership', label: 'General partnership (GP)', description: 'All partners manage it and share liability.' },
        { value: 'other', label: 'Other', description: 'For example a partnership formed outside the US.' },
      ],
    },
    {
      id: 'partnershipTypeOther',
      type: 'text',
      question: 'What type of partnership is it?',
      subtext: 'Please describe it in a few words.',
      placeholder: 'e.g., Limited liability limited partnership (LLLP)',
    },
    {
      id: 'partnershipAgreement',
      type: 'fileUpload',
      question: 'Please upload the partnership agreement',
      subtext: 'The signed partnership agreement as a single file (PDF, JPG, PNG or HEIC).',
    },
    {
      id: 'certificateOfPartnership',
      type: 'fileUpload',
      question: 'Please upload the certificate of partnership',
      subtext: 'The certificate of limited partnership or LLP registration filed with the state. One file (PDF, JPG, PNG or HEIC).',
    },
  ],
  owners: [
    {
      id: 'generalPartners',
      type: 'multiShareholder',
      question: 'Who are the general partners?',
      subtext: 'List every general partner with their ownership percentage, their ID number and a scan of their government-issued ID.',
      multiple: true,
      subInputs: personSubInputs({ ownership: 'required' }),
    },
    {
      id: 'limitedPartners',
      type: 'multiShareholder',
      question: `Which limited partners own ${OWNERSHIP_THRESHOLD} or more?`,
      subtext: `List every limited partner who owns ${OWNERSHIP_THRESHOLD} or more of the partnership, with their ownership percentage, their ID number and a scan of their government-issued ID.`,
      multiple: true,
      subInputs: personSubInputs({ ownership: 'required' }),
    },
    {
      id: 'partnersPep',
      type: 'yesNo',
      question: 'Is any of these partners a politically exposed person?',
      subtext: PEP_DEFINITION,
    },
  ],
  fundsOptions: PARTNERSHIP_FUNDS_OPTIONS,
  affirmationId: 'partnershipAffirmation',
});
