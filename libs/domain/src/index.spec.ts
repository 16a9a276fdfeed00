import * as domain from './index';

// The names other projects' tests rely on, under exactly these names.
const FUNCTIONS = [
  'questionsFor', 'isQuestionVisible', 'validateAnswer', 'nextIndex', 'previousIndex', 'resumeIndex', 'fileRulesFor',
  'documentTypeFor', 'toSubmissionFields', 'effectiveStatus', 'agentRecommendation', 'keyPoints', 'estimatedValuation',
  'dealNameFromUrl', 'normalizeLink', 'isDocsendUrl', 'addLink', 'splitLinks', 'formatFileSize', 'reportProgress',
  'userInitials', 'canonicalizeAnswers',
] as const;

const SCHEMAS = [
  'authResponseSchema', 'profileSchema', 'profileResponseSchema', 'dealPreviewSchema', 'recentDealSchema',
  'reportStatusSchema', 'fullReportSchema', 'applicationSubmitResponseSchema', 'documentUploadResponseSchema',
] as const;

describe('@quorum/domain public API', () => {
  it.each(FUNCTIONS)('exports the function %s', (name) => {
    expect(typeof domain[name]).toBe('function');
  });

  it.each(SCHEMAS)('exports the zod schema %s', (name) => {
    expect(typeof domain[name].safeParse).toBe('function');
  });

  it('exports CONSTANTS with the product figures', () => {
    expect(domain.CONSTANTS.AUTH_STATE_VALIDITY_MS).toBe(2_592_000_000);
    expect(domain.CONSTANTS.DEFAULT_ESTIMATED_VALUATION).toBe('$35-45M');
  });

  it('builds the Individual wizard from the index alone', () => {
    const questions = domain.questionsFor({ entityType: 'Individual' });
    expect(questions[0]?.type).toBe('welcome');
    expect(questions.at(-1)?.type).toBe('submit');
    const fullName = questions.find((question) => question.id === 'fullName');
    expect(fullName && domain.validateAnswer(fullName, '', new Date('2026-01-01'))).toEqual({
      ok: false,
      message: 'Please fill out this field to continue',
    });
  });
});
