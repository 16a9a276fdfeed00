import { waitFor } from '@testing-library/react';
import { memberEventArrived, REPORT_READY_TOAST } from '../../app/live-events';
import { signedOut } from '../auth';
import { selectToast } from '../notifications';
import { settle } from '../../testing/store';
import { DOSSIER_ID, REPORT_ID, startSubmission, statusSequence } from '../../testing/submit-fixtures';
import { additionalMaterialsRequested, submissionRequested } from './submit-deal.actions';
import { reviewFailed, reviewStarted, submissionSlice } from './submission.slice';

describe('a review’s ending that the submit dialog shows', () => {
  const ended = (reportId: string, status: 'done' | 'error', dossierId: string | null = DOSSIER_ID) => ({ type: 'report.ended', reportId, dossierId, status, dealName: 'Rocketly', statusMessage: status === 'error' ? 'Not enough information to review this deal' : '' }) as const;

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

    // Another report's ending is still the member's news, its dossier erased or not (no dossier is not the dialog's).
    store.dispatch(memberEventArrived(ended('rep-other', 'done', null)));
    await waitFor(() => expect(selectToast(store.getState())).toMatchObject({ message: REPORT_READY_TOAST(ended('rep-other', 'done', null)), variant: 'success' }));
  });

  it('is not told in a toast when the review ends before the answer naming its report reaches the page', async () => {
    // A review that fails at once (a site that is gone) is announced on the stream while the answer
    // to the report's creation is still on its way: the dialog knows its dossier, not yet the report.
    let answerCreation: () => void = () => undefined;
    const creationHeld = new Promise<void>((resolve) => (answerCreation = resolve));
    let creationAsked = false;
    const { store } = startSubmission({
      routes: {
        'POST /api/report/create': async () => {
          creationAsked = true;
          await creationHeld;
          return { body: { success: true, reportId: REPORT_ID } };
        },
        'GET /api/report/status': statusSequence(['error', 'Not enough information to review this deal']),
      },
    });
    await waitFor(() => expect(creationAsked).toBe(true));
    expect(store.getState().submission).toMatchObject({ dossierId: DOSSIER_ID, reportId: null });
    store.dispatch(memberEventArrived(ended(REPORT_ID, 'error')));
    await settle();
    expect(selectToast(store.getState())).toBeNull();

    answerCreation();
    await waitFor(() => expect(store.getState().submission?.dialog).toBe('reportError'));
    // The same word arriving again after the dialog showed it changes nothing either.
    store.dispatch(memberEventArrived(ended(REPORT_ID, 'error')));
    await settle();
    expect(selectToast(store.getState())).toBeNull();
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
