import { CONSTANTS } from '../constants';
import { asText, capitalise } from '../format/safe-read';
import { REPORT_MESSAGES } from './report-messages';

export interface ReportProgress {
  /** Percent for the processing dialog's bar. */
  readonly progress: number;
  /** The "Current Phase" label. */
  readonly phaseLabel: string;
  readonly isError: boolean;
}

/** Progress starts at 25. */
const START_PROGRESS = CONSTANTS.REPORT_PROGRESS.processing;
export const DEFAULT_PHASE_LABEL = 'Product, Technical, and Business Analysis';
export const REPORT_COMPLETE_LABEL = 'Report complete!';

function knownProgress(status: string): number | undefined {
  const table: Readonly<Record<string, number>> = CONSTANTS.REPORT_PROGRESS;
  return Object.prototype.hasOwnProperty.call(table, status) ? table[status] : undefined;
}

/**
 * The processing dialog's bar and label for a polled status (see
 * docs/flows/deal-submission.md). The label is the status message when present, else
 * "Report complete!"
 * when done, else the capitalised status; with no status yet, the default phase label.
 *
 * On error the bar shows the starting 25, not 0 or 100: this function has no memory of the
 * last phase reached, 0 would read as "nothing happened" and 100 as success, and the error
 * dialog replaces the processing dialog anyway. The label is the status message, else
 * "Report generation failed".
 */
export function reportProgress(status: unknown, statusMessage?: unknown): ReportProgress {
  const message = asText(statusMessage);
  const value = asText(status)?.toLowerCase();

  if (value === undefined) {
    return { progress: START_PROGRESS, phaseLabel: message ?? DEFAULT_PHASE_LABEL, isError: false };
  }
  if (value === 'error') {
    return { progress: START_PROGRESS, phaseLabel: message ?? REPORT_MESSAGES.generationFailed, isError: true };
  }
  const progress = knownProgress(value) ?? START_PROGRESS;
  const fallbackLabel = value === 'done' ? REPORT_COMPLETE_LABEL : capitalise(value);
  return { progress, phaseLabel: message ?? fallbackLabel, isError: false };
}
