import type { Question, QuestionKind } from '../questions/question.types';
import { findQuestion } from '../questions/questions-for';
import { validateAnswer } from './validate-answer';
import { VALIDATION_MESSAGES as M } from './validation-messages';
import { NO_WEBSITE } from './url-rule';

const NOW = new Date('2025-06-15T12:00:00Z');
const q = (type: QuestionKind, id = `a${type}`, extra: Partial<Question> = {}): Question => ({ id, type, question: id, ...extra });
const check = (question: Question, value: unknown, now = NOW) => validateAnswer(question, value, now);
const ok = { ok: true };
const fail = (message: string) => ({ ok: false, message });

describe('validateAnswer: the messages applicants see', () => {
  it('the messages are word for word', () => {
    expect(M).toMatchObject({
      REQUIRED: 'This field is required to continue',
      TEXT_REQUIRED: 'Please fill out this field to continue',
      EMAIL_REQUIRED: 'We need your email to keep you updated',
      EMAIL_INVALID: "Hmm, that email doesn't look quite right. Try something like name@example.com",
      PHONE_REQUIRED: 'We need your phone number to reach you',
      PHONE_INVALID: "Don't forget the country code (+1 for US) and make sure it's at least 8 digits",
      URL_REQUIRED: 'We need your website URL to continue',
      URL_INVALID: "That URL doesn't look quite right. Try something like example.com or https://example.com",
      DATE_INVALID: 'Please select a valid date from the dropdowns',
      DATE_OUT_OF_RANGE: "That date doesn't seem right. Make sure it's not in the future and you're not older than 120 (if you are, that's amazing!)",
      ADDRESS_INCOMPLETE: 'This address seems too short or incomplete. Try including street number, name, city, state, and zip code',
      FILE_REQUIRED: 'Please upload a file to continue',
      FILES_REQUIRED: 'Please upload at least one file to continue',
      YES_NO_REQUIRED: 'Please select Yes or No',
      OTHER_REQUIRED: 'Please fill this out to continue',
      GENERIC: "Something's not right with this field",
    });
  });

  it.each<[string, Question, unknown, string]>([
    ['text, missing', q('text'), undefined, M.REQUIRED],
    ['text, null', q('text'), null, M.REQUIRED],
    ['text, empty string', q('text'), '', M.TEXT_REQUIRED],
    ['text, whitespace only', q('text'), '   ', M.TEXT_REQUIRED],
    ['text, empty list', q('text'), [], M.REQUIRED],
    ['textarea, whitespace only', q('textarea'), ' \n ', M.REQUIRED],
    ['email', q('email'), '', M.EMAIL_REQUIRED],
    ['tel', q('tel'), undefined, M.PHONE_REQUIRED],
    ['url', q('url'), ' ', M.URL_REQUIRED],
    ['fileUpload with one file allowed', q('fileUpload', 'certificateOfGoodStanding'), [], M.FILE_REQUIRED],
    ['fileUpload, hand-built maxFiles 1', q('fileUpload', 'custom', { maxFiles: 1 }), undefined, M.FILE_REQUIRED],
    ['fileUpload with several files allowed', q('fileUpload', 'idScan'), [], M.FILES_REQUIRED],
    ['fileUpload, unknown id (default 5)', q('fileUpload', 'custom'), null, M.FILES_REQUIRED],
    ['yesNo', q('yesNo'), undefined, M.YES_NO_REQUIRED],
    ['dateOfBirth', q('dateOfBirth'), '', M.DATE_INVALID],
    ['other-type text', q('text', 'corporationTypeOther'), '', M.OTHER_REQUIRED],
    ['other-type text, missing', q('text', 'sourceOfFundsOther'), undefined, M.OTHER_REQUIRED],
    ['radio', q('radio'), undefined, M.REQUIRED],
    ['number', q('number'), '', M.REQUIRED],
    ['address', q('address'), '', M.REQUIRED],
    ['stateSelect', q('stateSelect'), undefined, M.REQUIRED],
    ['countrySelect', q('countrySelect'), undefined, M.REQUIRED],
    ['applicationType', q('applicationType'), undefined, M.REQUIRED],
    ['multiShareholder', q('multiShareholder'), [], M.REQUIRED],
    ['multiTrustee', q('multiTrustee'), undefined, M.REQUIRED],
    ['multiBeneficiary', q('multiBeneficiary'), null, M.REQUIRED],
  ])('an empty required %s answer → its required message', (_name, question, value, message) => {
    expect(check(question, value)).toEqual(fail(message));
  });

  it.each(['organizationWebsite', 'trustTaxId', 'certificateOfTrust'])('optional %s may be empty', (id) => {
    const question = findQuestion(id) as Question;
    for (const empty of [undefined, null, '', '  ', []]) expect(check(question, empty)).toEqual(ok);
  });

  it('an optional question still checks a given answer', () => {
    expect(check(findQuestion('organizationWebsite') as Question, 'not a url')).toEqual(fail(M.URL_INVALID));
  });

  it.each(['welcome', 'submit', 'information'] as const)('a %s step is always valid', (kind) => {
    expect(check(q(kind), undefined)).toEqual(ok);
    expect(check(q(kind), { anything: true })).toEqual(ok);
  });
});

describe('validateAnswer: the rule of each question kind', () => {
  it.each<[QuestionKind, unknown, string | undefined]>([
    // text
    ['text', 'J', undefined],
    ['text', 42, M.GENERIC],
    ['textarea', 'A few words', undefined],
    // email
    ['email', 'name@example.com', undefined],
    ['email', ' first.last+tag@sub.example.co.uk ', undefined],
    ['email', 'name@example', M.EMAIL_INVALID],
    ['email', 'name@@example.com', M.EMAIL_INVALID],
    ['email', 'name example@example.com', M.EMAIL_INVALID],
    ['email', '.name@example.com', M.EMAIL_INVALID],
    ['email', 'name@-example.com', M.EMAIL_INVALID],
    ['email', 12345, M.EMAIL_INVALID],
    // tel
    ['tel', '+1 (555) 123-4567', undefined],
    ['tel', '+441234567890', undefined],
    ['tel', '+1 5', M.PHONE_REQUIRED],
    ['tel', '1234', M.PHONE_REQUIRED],
    ['tel', '555 123 4567', M.PHONE_INVALID],
    ['tel', '+1 555 12', M.PHONE_INVALID],
    ['tel', '+1 555 CALL NOW', M.PHONE_INVALID],
    ['tel', '+1 555 123 4567 ext', M.GENERIC],
    ['tel', 15551234567, M.PHONE_INVALID],
    // url
    ['url', 'example.com', undefined],
    ['url', 'https://example.com', undefined],
    ['url', 'http://www.example.co.uk/path?q=1', undefined],
    ['url', 'localhost:3000', undefined],
    ['url', '192.168.0.1', undefined],
    ['url', NO_WEBSITE, undefined],
    ['url', 'NO-WEBSITE', undefined],
    ['url', 'example', M.URL_INVALID],
    ['url', 'ftp://example.com', M.URL_INVALID],
    ['url', 'javascript:alert(1)', M.URL_INVALID],
    ['url', 'mailto:name@example.com', M.URL_INVALID],
    ['url', 'name@example.com', M.URL_INVALID],
    ['url', 'example.com:8080/about', undefined],
    ['url', 'HTTPS://Example.COM', undefined],
    ['url', 'exa mple.com', M.URL_INVALID],
    ['url', 'https://', M.URL_INVALID],
    ['url', 'example.c', M.URL_INVALID],
    ['url', 7, M.URL_INVALID],
    // date
    ['dateOfBirth', '1990-02-28', undefined],
    ['dateOfBirth', '2024-02-29', undefined],
    ['dateOfBirth', '2023-02-29', M.DATE_INVALID],
    ['dateOfBirth', '1990-02-30', M.DATE_INVALID],
    ['dateOfBirth', '1990-13-01', M.DATE_INVALID],
    ['dateOfBirth', '1990-1-1', M.DATE_INVALID],
    ['dateOfBirth', '01/02/1990', M.DATE_INVALID],
    ['dateOfBirth', 19900101, M.DATE_INVALID],
    ['dateOfBirth', '2025-06-15', undefined],
    ['dateOfBirth', '2025-06-16', M.DATE_OUT_OF_RANGE],
    ['dateOfBirth', '1905-06-15', undefined],
    ['dateOfBirth', '1905-06-14', M.DATE_OUT_OF_RANGE],
    ['dateOfBirth', '0000-01-01', M.DATE_OUT_OF_RANGE],
    // yesNo
    ['yesNo', 'yes', undefined],
    ['yesNo', 'no', undefined],
    ['yesNo', 'Yes', M.YES_NO_REQUIRED],
    ['yesNo', true, M.YES_NO_REQUIRED],
    // applicationType
    ['applicationType', 'Individual', undefined],
    ['applicationType', 'Entity', undefined],
    ['applicationType', 'Investment', undefined],
    ['applicationType', 'Robot', M.GENERIC],
    // number
    ['number', 25, undefined],
    ['number', '12.5', undefined],
    ['number', ' 1e3 ', undefined],
    ['number', Number.NaN, M.GENERIC],
    ['number', Number.POSITIVE_INFINITY, M.GENERIC],
    ['number', 'twelve', M.GENERIC],
    ['number', '0x10', M.GENERIC],
    // selects
    ['stateSelect', 'NY', undefined],
    ['stateSelect', 'New York', M.GENERIC],
    ['countrySelect', 'FR', undefined],
    ['countrySelect', 'ZZ', M.GENERIC],
    // address: no check beyond required
    ['address', 'x', undefined],
    ['address', { formatted: '1 Main St' }, undefined],
  ])('%s %p → %s', (kind, value, message) => {
    expect(check(q(kind), value)).toEqual(message === undefined ? ok : fail(message));
  });

  it.each([
    ['a listed option', 'netWorth', true],
    ['an unlisted value', 'luck', false],
    ['a non-string', 1, false],
  ])('radio accepts %s', (_name, value, valid) => {
    const question = findQuestion('accreditationBasis') as Question;
    expect(check(question, value)).toEqual(valid ? ok : fail(M.GENERIC));
  });

  it('a hand-built radio without options accepts any text', () => {
    expect(check(q('radio'), 'anything')).toEqual(ok);
  });

  it('dates compare UTC calendar days with the given clock', () => {
    const justAfterMidnightUtc = new Date('2025-06-16T00:30:00Z');
    expect(check(q('dateOfBirth'), '2025-06-16', justAfterMidnightUtc)).toEqual(ok);
    expect(check(q('dateOfBirth'), '2025-06-16', new Date('2025-06-15T23:59:59Z'))).toEqual(fail(M.DATE_OUT_OF_RANGE));
  });

  it('an invalid clock skips the range check but not the format check', () => {
    const broken = new Date(Number.NaN);
    expect(check(q('dateOfBirth'), '3000-01-01', broken)).toEqual(ok);
    expect(check(q('dateOfBirth'), '3000-02-30', broken)).toEqual(fail(M.DATE_INVALID));
  });
});
