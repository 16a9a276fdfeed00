import { defineQuestions } from './define-question';
import { affirmationQuestion, complianceQuestion, investmentPurposeQuestion, organizationAccreditationQuestions } from './entity-accreditation.questions';
import { authorizedRepresentativeQuestions, beneficialOwnerQuestions, controlPersonQuestions } from './entity-people.questions';
import {
  businessAddressQuestion,
  contactQuestions,
  countryQuestion,
  formationQuestions,
  GOOD_STANDING_QUESTION,
  ORGANIZATION_DOCUMENTATION_QUESTION,
  ORGANIZATION_NAME_QUESTION,
  taxIdQuestion,
} from './entity-profile.questions';
import { ORGANIZATION_SUBJECT } from './entity-subject';
import type { Question, QuestionOption } from './question.types';
import { sourceOfFundsQuestions } from './source-of-funds';

export interface OrganizationSetParts {
  /** The organisation type's own questions, asked after the registration documents. */
  readonly typeBlock: readonly Question[];
  /** Who owns it; the beneficial-owner questions unless the type has its own (partners). */
  readonly owners?: readonly Question[];
  readonly fundsOptions: readonly QuestionOption[];
  readonly affirmationId: string;
}

/**
 * The Corporation, LLC and Partnership applications: the common Entity fields in a
 * fixed order (who the organisation is, its type block, who owns and runs it,
 * where the money comes from, accreditation, purpose, affirmation). The Trust set follows the
 * same shape with its own ids and lives in trust.questions.ts.
 */
export function organizationQuestionSet(parts: OrganizationSetParts): readonly Question[] {
  const s = ORGANIZATION_SUBJECT;
  return defineQuestions([
    ORGANIZATION_NAME_QUESTION,
    taxIdQuestion(s),
    countryQuestion(s),
    businessAddressQuestion(s),
    ...contactQuestions(s),
    ...formationQuestions(s),
    ORGANIZATION_DOCUMENTATION_QUESTION,
    ...parts.typeBlock,
    GOOD_STANDING_QUESTION,
    ...(parts.owners ?? beneficialOwnerQuestions(s)),
    ...controlPersonQuestions(s),
    ...authorizedRepresentativeQuestions(s),
    ...sourceOfFundsQuestions(s, parts.fundsOptions),
    complianceQuestion(s),
    ...organizationAccreditationQuestions(s),
    investmentPurposeQuestion(s),
    affirmationQuestion(parts.affirmationId, s),
  ]);
}
