import { defineQuestion } from './define-question';

/** The steps every application shares. */

export const WELCOME_QUESTION = defineQuestion({
  id: 'welcome',
  type: 'welcome',
  question: 'Welcome to Quorum',
  subtext:
    "Quorum is a members-only investment network. We'll ask one question at a time and save your progress as you go. Have a government-issued ID and your accreditation documents at hand.",
});

export const APPLICATION_TYPE_QUESTION = defineQuestion({
  id: 'entityType',
  type: 'applicationType',
  question: 'How are you applying?',
  subtext: 'Choose who will hold the membership. You can go back and change this later.',
  options: [
    { value: 'Individual', label: 'Individual', description: 'You are applying in your own name, as a person.' },
    {
      value: 'Entity',
      label: 'Entity',
      description: 'You are applying on behalf of a corporation, LLC, partnership or trust.',
    },
    {
      value: 'Investment',
      label: 'Investment',
      description: 'You are applying for an investment vehicle, such as a fund, SPV or family office.',
    },
  ],
});

export const ORGANIZATION_TYPE_QUESTION = defineQuestion({
  id: 'organizationType',
  type: 'radio',
  question: 'What type of organization is it?',
  subtext: "We'll tailor the next questions and the documents we ask for to your organization type.",
  options: [
    { value: 'Corporation', label: 'Corporation', description: 'A C corporation, S corporation or other incorporated company.' },
    { value: 'LLC', label: 'LLC', description: 'A limited liability company, single- or multi-member.' },
    { value: 'Partnership', label: 'Partnership', description: 'A limited, limited liability or general partnership.' },
    { value: 'Trust', label: 'Trust', description: 'A revocable, irrevocable, charitable or other trust.' },
  ],
});

export const SUBMIT_QUESTION = defineQuestion({
  id: 'submit',
  type: 'submit',
  question: 'Ready to submit your application?',
  subtext:
    "Please review your answers before you submit. Once submitted, no changes can be made to your application. We'll email you as soon as it has been reviewed.",
});
