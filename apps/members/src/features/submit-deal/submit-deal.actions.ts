import { createAction } from '@reduxjs/toolkit';
import type { FounderContactEntry } from '@quorum/domain';
import { signedOut } from '../auth';

/**
 * The events both submit slices (and the sagas) answer to, in one place so neither slice imports
 * the other.
 */

/** The contact modal's Submit: start the submission with what the form holds. */
export const submissionRequested = createAction<{ founders: FounderContactEntry[]; notes?: string }>('submitDeal/submissionRequested');

/**
 * The modal closed (or the page was left, or a dialog's Close ended the flow): whatever is in
 * flight is cancelled and the form is reset.
 */
export const submitFlowClosed = createAction('submitDeal/submitFlowClosed');

/** Submit a New Deal: cancel, reset, and in modal mode reopen the modal after 100 ms. */
export const newDealRequested = createAction<{ reopenModal: boolean }>('submitDeal/newDealRequested');

/** The report error dialog's Add Additional Materials: back to the form, its content kept. */
export const additionalMaterialsRequested = createAction('submitDeal/additionalMaterialsRequested');

/** Converting a shared deck needs its passcode: the flow stops and the password dialog opens. */
export const conversionNeedsPasscode = createAction<{ link: string }>('submitDeal/conversionNeedsPasscode');

/** The actions that end a submission in flight (signing out ends it too). */
export const CANCEL_ACTIONS = [submitFlowClosed.type, newDealRequested.type, signedOut.type];
