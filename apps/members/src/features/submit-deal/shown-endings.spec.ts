import { waitFor } from '@testing-library/react';
import { memberEventArrived, REPORT_READY_TOAST } from '../../app/live-events';
import { signedOut } from '../auth';
import { selectToast } from '../notifications';
import { settle } from '../../testing/store';
import { REPORT_ID, startSubmission, statusSequence } from '../../testing/submit-fixtures';
import { additionalMaterialsRequested, submissionRequested } from './submit-deal.actions';
import { reviewFailed, reviewStarted, submissionSlice } from './submission.slice';

describe('a review’s ending that the submit dialog shows', () => {
  const ended = (reportId: string, status: 'done' | 'error') => ({ type: 'report.ended', reportId, status, dealName: 'Rocketly', statusMessage: status === 'error' ? 'Not enough information to review this deal' : '' }) as const;

  it('is not told again in a toast, while the dialog shows it or after the member has gone on', async () => {
    const { store } = startSubmission({ routes: { 'GET /api/report/status': statusSequence(['error', 'Not enough information to review this deal']) } });
    await waitFor(() => expect(store.getState().submission?.dialog).toBe('reportError'));
    store.dispatch(memberEventArrived(ended(REPORT_ID, 'error')));
    // The member reads the error and goes back to add materials: the stream's word arrives late.
    store.dispatch(additionalMaterialsRequested());
    expect(store.getState().submission).toMatchObject({ dialog: 'none', reportId: null, shownEndings: [REPORT_ID] });
    store.dispatch(memberEventArrived(ended(REPORT_ID, 'error')));
    // The saga answers an event within its dispatch (its toast would be in the store by now); the lists it refreshes settle.
    await settle();
    expect(selectToast(store.getState())).toBeNull();

    // Another report's ending is still the member's news.
    store.dispatch(memberEventArrived(ended('rep-other', 'done')));
    await waitFor(() => expect(selectToast(store.getState())).toMatchObject({ message: REPORT_READY_TOAST(ended('rep-other', 'done')), variant: 'success' }));
  });

  it('forgets what it showed at sign-out, and keeps only the latest endings', () => {
    let state = submissionSlice.reducer(undefined, { type: 'init' });
    for (let index = 0; index < 25; index += 1) {
      state = submissionSlice.reducer(state, submissionRequested({ founders: [] }));
      state = submissionSlice.reducer(state, reviewStarted({ reportId: `rep-${index}` }));
      state = submissionSlice.reducer(state, reviewFailed({ message: 'no' }));
    }
    expect(state.shownEndings).toEqual(Array.from({ length: 20 }, (_, index) => `rep-${index + 5}`));
    expect(submissionSlice.reducer(state, signedOut()).shownEndings).toEqual([]);
  });
});
