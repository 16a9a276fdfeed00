import { findQuestion } from '../questions/questions-for';
import { PERSON_DOCUMENT_TYPES } from './document-type';

type PersonDocumentType = (typeof PERSON_DOCUMENT_TYPES)[keyof typeof PERSON_DOCUMENT_TYPES];

// A person list's documents have no question of their own ("Who are the … beneficial owners?"
// names the people, not the papers), so they get a phrase here.
const PERSON_DOCUMENT_NOUNS: Readonly<Record<PersonDocumentType, string>> = {
  shareholderDocuments: "the shareholders' ID documents",
  beneficialOwnerDocuments: "the beneficial owners' ID documents",
  beneficiaryDocuments: "the beneficiaries' ID documents",
  trusteeDocuments: "the trustees' ID documents",
  partnerDocuments: "the partners' ID documents",
  generalPartnerDocuments: "the general partners' ID documents",
  limitedPartnerDocuments: "the limited partners' ID documents",
};

// Every upload question reads "Please upload <what>", some with a trailing ", if you have one".
const UPLOAD_QUESTION = /^please upload\s+(.+?)(?:,\s*if\b.*)?[.?!]?$/i;

/** "a proof of address" from "Please upload a proof of address"; undefined for other wording. */
function nounOfUploadQuestion(text: string | null | undefined): string | undefined {
  const match = typeof text === 'string' ? UPLOAD_QUESTION.exec(text.trim()) : null;
  return match?.[1] || undefined;
}

/** "certificateOfGoodStanding" → "certificate of good standing", "idScan" → "ID scan". */
function spelledOut(documentType: string): string {
  const words = documentType
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => (word.toLowerCase() === 'id' ? 'ID' : word.toLowerCase()));
  return words.join(' ');
}

/**
 * What a page asking for one document again calls it, as the words after "Upload a new copy of"
 * (the re-upload link). In order: the upload question's own wording without "Please
 * upload" — `questionText` (the question as the applicant's own application words it, which the
 * API sends as `documentLabel`) when it is one, else the question `findQuestion` knows under the
 * documentType; a person list's ID documents; else the documentType spelled out.
 */
export function documentNounPhrase(documentType: string, questionText?: string | null): string {
  const fromLabel = nounOfUploadQuestion(questionText);
  if (fromLabel) return fromLabel;
  if (typeof documentType !== 'string' || documentType.trim() === '') return 'your document';
  if (Object.hasOwn(PERSON_DOCUMENT_NOUNS, documentType)) return PERSON_DOCUMENT_NOUNS[documentType as PersonDocumentType];
  const question = findQuestion(documentType);
  const fromQuestion = question?.type === 'fileUpload' ? nounOfUploadQuestion(question.question) : undefined;
  return fromQuestion ?? `your ${spelledOut(documentType)}`;
}
