import {
  documentTypeFor,
  isPersonListField,
  isQuestionVisible,
  PERSON_DOCUMENT_TYPES,
  PERSON_ID_DOCUMENT_RULES,
  questionFileRules,
  questionsFor,
  type FileRules,
} from '@quorum/domain';
import { isPersonListQuestion } from './submission-validation';

/** One documentType an application may upload, with its limits across every upload call. */
export interface DocumentSlot {
  documentType: string;
  /** What an email or the admin view calls it: the question asked. */
  label: string;
  rules: FileRules;
}

/**
 * The uploads an application can have (docs/flows/wizard.md): one per visible upload question
 * (documentTypeFor its id, with the question's file rules), and one per person list that has
 * people (PERSON_DOCUMENT_TYPES, 2 ID documents per person). Built from the stored answers, so a
 * hidden branch's document type is unknown to the upload.
 */
export function documentSlotsFor(answers: Readonly<Record<string, unknown>>): Map<string, DocumentSlot> {
  const slots = new Map<string, DocumentSlot>();
  for (const question of questionsFor(answers)) {
    if (!isQuestionVisible(question, answers)) continue;
    if (question.type === 'fileUpload') {
      slots.set(documentTypeFor(question.id), { documentType: documentTypeFor(question.id), label: question.question, rules: questionFileRules(question) });
      continue;
    }
    const people = answers[question.id];
    if (isPersonListQuestion(question) && isPersonListField(question.id) && Array.isArray(people) && people.length > 0) {
      const documentType = PERSON_DOCUMENT_TYPES[question.id];
      slots.set(documentType, {
        documentType,
        label: `ID documents: ${question.question}`,
        rules: { maxFiles: PERSON_ID_DOCUMENT_RULES.maxFiles * people.length, acceptedFileTypes: PERSON_ID_DOCUMENT_RULES.acceptedFileTypes },
      });
    }
  }
  return slots;
}
