import { organizationQuestionSet } from './entity-common.questions';
import { COMPANY_FUNDS_OPTIONS } from './source-of-funds';

/** LLC: the common Entity fields plus the LLC's type, documents and management. */
export const LLC_QUESTIONS = organizationQuestionSet({
  typeBlock: [
    {
      id: 'llcType',
      type: 'radio',
      question: 'What type of LLC is it?',
      options: [
        { value: 'singleMember', label: 'Single-member LLC', description: 'Owned by one person or company.' },
        { value: 'multiMember', label: 'Multi-member LLC', description: 'Owned by two or more members.' },
        { value: 'other', label: 'Other', description: 'For example a series LLC or a company formed outside the US.' },
      ],
    },
    {
      id: 'llcTypeOther',
      type: 'text',
      question: 'What type of LLC is it?',
      subtext: 'Please describe it in a few words.',
      placeholder: 'e.g., Series LLC',
    },
    {
      id: 'managementStructure',
      type: 'radio',
      question: 'How is the LLC managed?',
      options: [
        { value: 'memberManaged', label: 'Member-managed', description: 'The members run the business themselves.' },
        { value: 'managerManaged', label: 'Manager-managed', description: 'One or more appointed managers run the business.' },
      ],
    },
    {
      id: 'articlesOfOrganization',
      type: 'fileUpload',
      question: 'Please upload the articles of organization',
      subtext: 'The filed articles (or certificate) of organization, including any amendments. Up to 5 files (PDF, JPG, PNG or HEIC).',
    },
    {
      id: 'operatingAgreement',
      type: 'fileUpload',
      question: "Please upload the LLC's operating agreement",
      subtext: 'The signed operating agreement, including any amendments. Up to 5 files (PDF, JPG, PNG or HEIC).',
    },
  ],
  fundsOptions: COMPANY_FUNDS_OPTIONS,
  affirmationId: 'llcAffirmation',
});
