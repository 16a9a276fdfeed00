import type { ApiClient, ApiResult } from '@quorum/api-client';
import { CONSTANTS, REPORT_MESSAGES, type ReportStatus } from '@quorum/domain';
import { call, delay, put, race } from 'redux-saga/effects';
import { abortable } from '@quorum/ui';
import { fetchReportStatus } from './submit-deal.api';
import { reviewProgressed } from './submission.slice';

export type WatchOutcome = { kind: 'done' } | { kind: 'error'; message: string };

/**
 * Status checks that may fail in a row before a poll gives up. One lost answer (a dropped
 * connection, a restarting instance) says nothing about the review, which goes on on the server:
 * ending the watch there showed the member an error for a report that then finished. Three in a
 * row is a problem worth telling (docs/flows/deal-submission.md).
 */
export const STATUS_FAILURES_TOLERATED = 3;
type PolledStatus = ApiResult<ReportStatus & { reportId: string }>;

function verdict(status: ReportStatus): WatchOutcome | null {
  if (status.status === 'done') return { kind: 'done' };
  if (status.status === 'error') return { kind: 'error', message: status.statusMessage.trim() || REPORT_MESSAGES.generationFailed };
  return null;
}

/**
 * The processing dialog's poll: call → put → delay every 3 s; the bar and the
 * phase follow each answer; it stops at done, at error with the status message, or after
 * STATUS_FAILURES_TOLERATED failed checks in a row.
 */
export function* pollReportStatus(api: ApiClient, reportId: string) {
  let failures = 0;
  for (;;) {
    const result: PolledStatus = yield call(abortable, (signal) => fetchReportStatus(api, reportId, signal));
    if (!result.ok) {
      failures += 1;
      if (failures >= STATUS_FAILURES_TOLERATED) return { kind: 'error', message: REPORT_MESSAGES.checkStatusFailed };
      yield delay(CONSTANTS.REPORT_STATUS_POLL_MS);
      continue;
    }
    failures = 0;
    yield put(reviewProgressed({ status: result.data.status, statusMessage: result.data.statusMessage }));
    const ended = verdict(result.data);
    if (ended) return ended;
    yield delay(CONSTANTS.REPORT_STATUS_POLL_MS);
  }
}

/**
 * The long-running poll: every 5 s, up to 240 attempts (about 20 minutes);
 * running out is "Report generation timed out". It starts one interval in, so the two polls do
 * not ask together at the start.
 */
export function* monitorReportCompletion(api: ApiClient, reportId: string) {
  let failures = 0;
  for (let attempt = 1; attempt <= CONSTANTS.REPORT_MONITOR_MAX_ATTEMPTS; attempt += 1) {
    yield delay(CONSTANTS.REPORT_MONITOR_POLL_MS);
    const result: PolledStatus = yield call(abortable, (signal) => fetchReportStatus(api, reportId, signal));
    if (!result.ok) {
      failures += 1;
      if (failures >= STATUS_FAILURES_TOLERATED) return { kind: 'error', message: REPORT_MESSAGES.monitorStatusFailed };
      continue;
    }
    failures = 0;
    const ended = verdict(result.data);
    if (ended) return ended;
  }
  return { kind: 'error', message: REPORT_MESSAGES.generationTimedOut };
}

/**
 * Both polls side by side; the first to end decides. The 3-second poll drives the dialog and
 * nearly always sees the end first; the monitor bounds the wait and, should it see done first,
 * the flow takes the member to the full report as the old monitor did.
 */
export function* watchReview(api: ApiClient, reportId: string) {
  const { poll, monitor }: { poll?: WatchOutcome; monitor?: WatchOutcome } = yield race({ poll: call(pollReportStatus, api, reportId), monitor: call(monitorReportCompletion, api, reportId) });
  return poll ? { ...poll, by: 'poll' } : { ...(monitor as WatchOutcome), by: 'monitor' };
}
