/**
 * Every report, processing, upload and dossier message, word for word
 * (see docs/flows/deal-submission.md). Messages that end in ": ..." take the detail as an argument.
 */
export const REPORT_MESSAGES = {
  // Each of these aborts report generation.
  updateUrlFailed: 'Failed to update url',
  updateSecondaryUrlsFailed: 'Failed to update secondary urls',
  updateNotesFailed: 'Failed to update notes',
  updateFoundersFailed: 'Failed to update founders',
  addVehicleSettingsFailed: 'Failed to add vehicle settings',
  generateReportFailed: 'Failed to generate report',
  invalidReportId: 'Failed to generate a valid report ID',
  generationFieldsRequired: 'Dossier ID, email and vehicle ID are required',
  generationFailed: 'Report generation failed',
  noContent: 'Please provide a URL or file',
  /** The words the API answers a refused POST /api/dossiers with. */
  createDossierFailed: 'Failed to create dossier',

  // Report service.
  reportIdRequired: 'Report ID is required',
  urlRequired: 'URL is required',
  reportCreationFailed: 'Report creation failed',
  fetchPreviewsFailed: (detail: string): string => `Failed to fetch report previews: ${detail}`,
  fetchPreviewsWithVotesFailed: (detail: string): string => `Failed to fetch previews with votes: ${detail}`,
  generationTimedOut: 'Report generation timed out',

  // Upload (also pitch-deck uploads).
  missingRequiredFields: 'Missing required fields',
  missingFilename: 'Invalid file: Missing filename',
  emptyFile: 'Invalid file: Empty file',
  unknownFileType: 'Invalid file: Unknown file type',
  notPdf: 'Invalid file: Not a PDF file',
  noFileProvided: 'No file provided',
  invalidFileObject: 'Invalid file object',
  uploadFailed: 'Failed to upload file',
  uploadRetriesExhausted: 'Failed after multiple attempts. Please try again later.',
  unknownError: 'Unknown error occurred',

  // Processing dialog and preview.
  checkStatusFailed: 'Failed to check report status',
  monitorStatusFailed: 'Failed to monitor report status',
  loadReportFailed: 'Failed to load report data',
  genericErrorTitle: 'Oops. Something went wrong.',

  // Dossier catalogue. "Dossier" in two keys keeps them apart from the generation messages
  // above, which differ only in case ("url" / "URL") or number ("notes" / "note").
  updateDossierNoteFailed: 'Failed to update note',
  updateDossierUrlFailed: 'Failed to update URL',
  updatePostMoneyValuationFailed: 'Failed to update post-money valuation',
  uploadTextDocumentFailed: 'Failed to upload text document',
  uploadPitchDeckFailed: 'Failed to upload pitch deck',
  deleteMaterialFailed: 'Failed to delete material',
  uploadFinancialsFailed: 'Failed to upload financials',
  addInvestorFailed: 'Failed to add investor',
  updateTeamMembersFailed: 'Failed to update team members',
  addCompetitorsFailed: 'Failed to add competitors',
  removeCompetitorFailed: 'Failed to remove competitor',
  loadUserMaterialsFailed: 'Failed to load user materials',
  saveSecondaryUrlFailed: 'Failed to save secondary URL',
  updateMaterialFailed: 'Failed to update material',
  updateVehicleSettingsFailed: 'Failed to update vehicle settings',
} as const;
