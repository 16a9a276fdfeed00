import { createAction } from '@reduxjs/toolkit';
import { MEMBER_EVENTS_PATH, memberEventSchema, type MemberEvent } from '@quorum/domain';
import { put, select, takeEvery } from 'redux-saga/effects';
import { dealsDataChanged, recentDealsRequested } from '../features/deals';
import { notificationActions } from '../features/notifications';
import { quorumApi, type QueryDependencies } from './quorum-api';

/** One of the member's reviews ended, as their live stream said. */
export const memberEventArrived = createAction<MemberEvent>('liveEvents/memberEventArrived');

/** The stream's one event type (the API's live-events plugin writes it). */
const REPORT_ENDED = 'report.ended';

const parsed = (data: string): MemberEvent | undefined => {
  try {
    const result = memberEventSchema.safeParse(JSON.parse(data));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The member's live stream (GET /api/member/events) as a read the session holds: while it is
 * held, each event becomes memberEventArrived; letting it go closes the stream.
 */
export const liveEventsQueries = quorumApi.injectEndpoints({
  endpoints: (build) => ({
    getMemberEvents: build.query<null, void>({
      queryFn: () => ({ data: null }),
      async onCacheEntryAdded(_arg, { dispatch, extra, cacheDataLoaded, cacheEntryRemoved }) {
        await cacheDataLoaded;
        const stop = (extra as QueryDependencies).liveEvents(MEMBER_EVENTS_PATH, REPORT_ENDED, (data) => {
          const event = parsed(data);
          if (event) dispatch(memberEventArrived(event));
        });
        await cacheEntryRemoved;
        stop();
      },
    }),
  }),
});

export const REVIEW_FAILED_TOAST = (event: MemberEvent) => `The review of ${event.dealName} could not finish: ${event.statusMessage}`;
export const REPORT_READY_TOAST = (event: MemberEvent) => `The report on ${event.dealName} is ready`;

/**
 * Whether the submit dialog is watching this review, or already showed how it ended (the stream's
 * word can come after the member read the dialog and went on), if the submit-deal feature has
 * joined the store. The dialog knows its dossier before the report's id: a review that fails at once
 * can end, and be announced, before the answer naming the report reaches the page.
 */
const submitDialogKnows = (event: MemberEvent) => (state: unknown): boolean => {
  const submission = (state as { submission?: { dossierId: string | null; reportId: string | null; shownEndings: string[] } }).submission;
  if (submission === undefined) return false;
  return submission.reportId === event.reportId || (event.dossierId !== null && submission.dossierId === event.dossierId) || submission.shownEndings.includes(event.reportId);
};

/**
 * A review ended: the deal lists and the recent-deals menu refresh now instead of at their next
 * poll, and the member hears how it ended, unless the submit dialog is showing or showed that report.
 */
function* reviewEnded({ payload: event }: ReturnType<typeof memberEventArrived>) {
  yield put(dealsDataChanged());
  yield put(recentDealsRequested());
  const known: boolean = yield select(submitDialogKnows(event));
  if (known) return;
  yield put(notificationActions.toastShown(event.status === 'error' ? { message: REVIEW_FAILED_TOAST(event), variant: 'destructive' } : { message: REPORT_READY_TOAST(event), variant: 'success' }));
}

export function* liveEventsSaga() {
  yield takeEvery(memberEventArrived.type, reviewEnded);
}
