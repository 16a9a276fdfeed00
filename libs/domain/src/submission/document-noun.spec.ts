import { QUESTION_SETS } from '../questions/questions-for';
import { documentNounPhrase } from './document-noun';
import { documentTypeFor, PERSON_DOCUMENT_TYPES } from './document-type';

const uploadQuestions = Object.entries(QUESTION_SETS).flatMap(([set, questions]) =>
  questions.filter((question) => question.type === 'fileUpload').map((question) => [set, question.id, question.question] as const),
);

describe('documentNounPhrase (the page of a re-upload link names the document)', () => {
  it.each([
    ['proofOfAddress', 'a proof of address'],
    ['idScan', 'a scan of your government-issued ID'],
    ['incomeEvidence', 'evidence of your income'],
    ['trustAgreement', 'the trust agreement'],
    ['certificateOfTrust', 'a certificate of trust'],
    ['certificateOfGoodStanding', 'a certificate of good standing'],
  ])('the upload question of %s gives "%s"', (documentType, phrase) => {
    expect(documentNounPhrase(documentType)).toBe(phrase);
  });

  it.each(uploadQuestions)('%s %s reads as a noun phrase, without "Please upload" or a trailing condition', (_set, id, text) => {
    const phrase = documentNounPhrase(documentTypeFor(id), text);
    expect(phrase).not.toMatch(/^please/i);
    expect(phrase).not.toMatch(/[,.?]|\bif\b/);
    expect(text.toLowerCase()).toContain(phrase.toLowerCase());
  });

  it('prefers the wording of the applicant’s own application (the API’s documentLabel)', () => {
    expect(documentNounPhrase('trustAssetsEvidence', "Please upload evidence of the vehicle's assets")).toBe("evidence of the vehicle's assets");
    expect(documentNounPhrase('proofOfAddress', '  Please upload a recent utility bill.  ')).toBe('a recent utility bill');
  });

  it.each(Object.values(PERSON_DOCUMENT_TYPES))('the person-list documents %s are the people’s ID documents', (documentType) => {
    expect(documentNounPhrase(documentType, 'ID documents: Who are the corporation’s beneficial owners?')).toMatch(/^the [a-z ]+' ID documents$/);
  });

  it.each([
    ['someNewCertificate', undefined, 'your some new certificate'],
    ['fundIdLetter', 'Fund ID letter', 'your fund ID letter'],
    ['', undefined, 'your document'],
    ['fullName', undefined, 'your full name'],
  ])('falls back to the spelled-out type for %s (label %s)', (documentType, label, phrase) => {
    expect(documentNounPhrase(documentType, label)).toBe(phrase);
  });
});
