import type { FileRef, Question } from '../questions/question.types';
import { findQuestion } from '../questions/questions-for';
import { validateAnswer } from './validate-answer';
import { VALIDATION_MESSAGES as M } from './validation-messages';

const NOW = new Date('2025-06-15T00:00:00Z');
const file = (name: string, size = 1000): FileRef => ({ name, size });
const files = (count: number, extension = 'pdf') => Array.from({ length: count }, (_, i) => file(`doc-${i}.${extension}`));
const handBuilt = (id: string): Question => ({ id, type: 'fileUpload', question: id });

describe('validateAnswer for uploads (the file rules of each question)', () => {
  it.each<[string, number, string]>([
    ['idScan', 2, 'jpg'],
    ['proofOfAddress', 3, 'heic'],
    ['articlesOfIncorporation', 5, 'pdf'],
    ['memberAccreditationEvidence', 20, 'png'],
    ['beneficiariesAccreditationEvidence', 10, 'jpeg'],
    ['certificateOfGoodStanding', 1, 'pdf'],
    ['organizationDocumentation', 5, 'xlsx'],
    ['trustAgreement', 5, 'docx'],
  ])('%s accepts up to %d .%s files and no more', (id, maxFiles, extension) => {
    for (const question of [findQuestion(id) as Question, handBuilt(id)]) {
      expect(validateAnswer(question, files(maxFiles, extension), NOW)).toEqual({ ok: true });
      expect(validateAnswer(question, files(maxFiles + 1, extension), NOW)).toEqual({ ok: false, message: M.GENERIC });
    }
  });

  it.each<[string, string]>([
    ['idScan', 'scan.docx'],
    ['organizationDocumentation', 'photo.heic'],
    ['operatingAgreement', 'agreement.doc'],
    ['incomeEvidence', 'tool.exe'],
  ])('%s refuses %s with the generic message', (id, name) => {
    expect(validateAnswer(findQuestion(id) as Question, [file(name)], NOW)).toEqual({ ok: false, message: M.GENERIC });
  });

  it.each<[string, unknown]>([
    ['a string', 'scan.pdf'],
    ['a single file outside a list', file('scan.pdf')],
    ['an entry without a size', [{ name: 'scan.pdf' }]],
    ['a negative size', [file('scan.pdf', -1)]],
    ['a mixed list', [file('scan.pdf'), 'other.pdf']],
  ])('%s is not an upload answer', (_name, value) => {
    expect(validateAnswer(findQuestion('idScan') as Question, value, NOW)).toEqual({ ok: false, message: M.GENERIC });
  });

  it('a question\'s own maxFiles and acceptedFileTypes win over the table', () => {
    const question: Question = { ...handBuilt('idScan'), maxFiles: 1, acceptedFileTypes: ['.txt'] };
    expect(validateAnswer(question, [file('notes.txt')], NOW)).toEqual({ ok: true });
    expect(validateAnswer(question, [file('a.txt'), file('b.txt')], NOW)).toEqual({ ok: false, message: M.GENERIC });
  });

  it('browser File objects (name and size on the prototype) count as files', () => {
    class FakeFile {
      get name() {
        return 'scan.PNG';
      }
      get size() {
        return 2048;
      }
    }
    expect(validateAnswer(findQuestion('idScan') as Question, [new FakeFile()], NOW)).toEqual({ ok: true });
  });
});
