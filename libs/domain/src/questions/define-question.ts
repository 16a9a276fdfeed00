import { fileRulesFor } from './file-rules';
import type { OrganizationType, Question, SubInput } from './question.types';
import { VISIBILITY_RULES } from './visibility-rules';

/**
 * Finishes a question definition from the shared tables, so a rule is written once:
 * conditionalDisplay from VISIBILITY_RULES, maxFiles/acceptedFileTypes/multiple from the file
 * table. Definitions are frozen because every question list shares them.
 */
export function defineQuestion(question: Question): Question {
  const rule = Object.hasOwn(VISIBILITY_RULES, question.id) ? VISIBILITY_RULES[question.id] : undefined;
  const files = question.type === 'fileUpload' ? fileRulesFor(question.id) : undefined;
  return Object.freeze({
    ...question,
    ...(files && {
      maxFiles: question.maxFiles ?? files.maxFiles,
      acceptedFileTypes: question.acceptedFileTypes ?? files.acceptedFileTypes,
      multiple: question.multiple ?? (question.maxFiles ?? files.maxFiles) > 1,
    }),
    ...(rule && question.conditionalDisplay === undefined && { conditionalDisplay: rule }),
  });
}

export function defineQuestions(questions: readonly Question[]): readonly Question[] {
  return Object.freeze(questions.map(defineQuestion));
}

/** The fields of one person in an owner, partner, trustee or beneficiary list (PersonEntry). */
export function personSubInputs(options: { ownership: 'required' | 'optional' | 'none' }): readonly SubInput[] {
  const inputs: SubInput[] = [
    { id: 'name', label: 'Full legal name', type: 'text', placeholder: 'e.g., Jane Doe' },
    { id: 'idNumber', label: 'SSN, tax ID or passport number', type: 'text' },
    { id: 'idDocuments', label: 'Government-issued ID (front and back)', type: 'fileUpload' },
  ];
  if (options.ownership !== 'none') {
    inputs.splice(1, 0, {
      id: 'ownershipPercentage',
      label: 'Ownership percentage',
      type: 'number',
      placeholder: 'e.g., 25',
      optional: options.ownership === 'optional',
    });
  }
  return inputs;
}

/** The placeholder to show: a plain string, or the organisation type's entry, else 'default'. */
export function placeholderFor(question: Pick<Question, 'placeholder'>, organizationType?: unknown): string | undefined {
  const { placeholder } = question;
  if (placeholder === undefined || typeof placeholder === 'string') return placeholder;
  const byType = typeof organizationType === 'string' && Object.hasOwn(placeholder, organizationType)
    ? placeholder[organizationType as OrganizationType]
    : undefined;
  return byType ?? placeholder.default;
}
