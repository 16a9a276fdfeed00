export { agentRecommendation, isPositiveOutcome } from './agent-recommendation';
export { keyPoints, estimatedValuation, reportSummaryLine } from './report-summary';
export {
  reportProgress,
  DEFAULT_PHASE_LABEL,
  REPORT_COMPLETE_LABEL,
  type ReportProgress,
} from './report-progress';
export { REPORT_MESSAGES } from './report-messages';
export { uploadCheck, type UploadCheckInput, type UploadCheckResult } from './upload-check';
export { uploadBackoffMs, isRetryableUploadStatus } from './upload-retry';
