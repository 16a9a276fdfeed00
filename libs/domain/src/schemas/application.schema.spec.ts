import {
  applicationSubmitResponseSchema,
  documentUploadResponseSchema,
  welcomeEmailRequestSchema,
} from './application.schema';

describe('applicationSubmitResponseSchema', () => {
  it.each([
    ['a success with a submission id', { success: true, submissionId: 'sub-1', message: 'Application submitted successfully' }],
    ['a success with an applicant id', { success: true, result: { applicant: { id: 'app-1' } } }],
    ['a failure with field errors', { success: false, error: 'Invalid fields', errors: { email: 'Email is required' } }],
  ])('accepts %s and round-trips it', (_case, input) => {
    const parsed = applicationSubmitResponseSchema.parse(input);
    expect(applicationSubmitResponseSchema.parse(parsed)).toEqual(parsed);
  });

  it.each([
    ['no success flag', { submissionId: 'x' }],
    ['non-text field errors', { success: false, errors: { email: ['a'] } }],
    ['an applicant without id', { success: true, result: { applicant: {} } }],
  ])('rejects %s', (_case, input) => {
    expect(applicationSubmitResponseSchema.safeParse(input).success).toBe(false);
  });
});

describe('documentUploadResponseSchema', () => {
  const doc = {
    id: 'doc-1',
    documentType: 'idScan',
    originalName: 'passport.pdf',
    mimeType: 'application/pdf',
    size: 1024,
    sha256: 'a'.repeat(64),
  };

  it.each([
    ['a success', { success: true, documents: [doc] }],
    ['a success without a hash', { success: true, documents: [{ ...doc, sha256: undefined }] }],
    ['a failure without documents', { success: false, error: 'Failed to upload file' }],
  ])('accepts %s and round-trips it', (_case, input) => {
    const parsed = documentUploadResponseSchema.parse(input);
    expect(documentUploadResponseSchema.parse(parsed)).toEqual(parsed);
  });

  it.each([
    ['a negative size', { success: true, documents: [{ ...doc, size: -1 }] }],
    ['a malformed hash', { success: true, documents: [{ ...doc, sha256: 'xyz' }] }],
  ])('rejects %s', (_case, input) => {
    expect(documentUploadResponseSchema.safeParse(input).success).toBe(false);
  });
});

describe('welcomeEmailRequestSchema', () => {
  it.each([
    [{ email: 'Ada@Acme.io', name: 'Ada', entityType: 'Individual' }, true],
    [{ email: 'ada@acme.io', name: 'Acme LLC', entityType: 'Entity' }, true],
    [{ email: 'ada@acme.io', name: 'Fund', entityType: 'Investment' }, true],
    [{ email: 'ada@acme.io', name: ' ', entityType: 'Individual' }, false],
    [{ email: 'ada@acme.io', name: 'Ada', entityType: 'Trust' }, false],
  ])('%p is accepted: %s', (input, ok) => {
    expect(welcomeEmailRequestSchema.safeParse(input).success).toBe(ok);
  });
});
