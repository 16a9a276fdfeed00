import { REPORT_MESSAGES } from './report-messages';

describe('REPORT_MESSAGES', () => {
  it.each([
    ['updateUrlFailed', 'Failed to update url'],
    ['updateSecondaryUrlsFailed', 'Failed to update secondary urls'],
    ['updateNotesFailed', 'Failed to update notes'],
    ['updateFoundersFailed', 'Failed to update founders'],
    ['addVehicleSettingsFailed', 'Failed to add vehicle settings'],
    ['generateReportFailed', 'Failed to generate report'],
    ['invalidReportId', 'Failed to generate a valid report ID'],
    ['reportIdRequired', 'Report ID is required'],
    ['urlRequired', 'URL is required'],
    ['reportCreationFailed', 'Report creation failed'],
    ['generationTimedOut', 'Report generation timed out'],
    ['missingRequiredFields', 'Missing required fields'],
    ['noFileProvided', 'No file provided'],
    ['invalidFileObject', 'Invalid file object'],
    ['uploadFailed', 'Failed to upload file'],
    ['uploadRetriesExhausted', 'Failed after multiple attempts. Please try again later.'],
    ['unknownError', 'Unknown error occurred'],
    ['checkStatusFailed', 'Failed to check report status'],
    ['monitorStatusFailed', 'Failed to monitor report status'],
    ['loadReportFailed', 'Failed to load report data'],
    ['updateDossierNoteFailed', 'Failed to update note'],
    ['updateDossierUrlFailed', 'Failed to update URL'],
    ['updatePostMoneyValuationFailed', 'Failed to update post-money valuation'],
    ['removeCompetitorFailed', 'Failed to remove competitor'],
    ['updateVehicleSettingsFailed', 'Failed to update vehicle settings'],
  ] as const)('%s reads "%s"', (key, text) => {
    expect(REPORT_MESSAGES[key]).toBe(text);
  });

  it.each([
    ['generationFieldsRequired', 'Dossier ID, email and vehicle ID are required'],
    ['generationFailed', 'Report generation failed'],
    ['noContent', 'Please provide a URL or file'],
  ] as const)('%s reads "%s"', (key, text) => {
    expect(REPORT_MESSAGES[key]).toBe(text);
  });

  it.each([
    [REPORT_MESSAGES.fetchPreviewsFailed('HTTP 500'), 'Failed to fetch report previews: HTTP 500'],
    [REPORT_MESSAGES.fetchPreviewsWithVotesFailed('timeout'), 'Failed to fetch previews with votes: timeout'],
  ])('detail messages read "%s"', (message, text) => {
    expect(message).toBe(text);
  });

  it('every plain message is distinct', () => {
    const texts = Object.values(REPORT_MESSAGES).filter((value) => typeof value === 'string');
    expect(new Set(texts).size).toBe(texts.length);
  });
});
