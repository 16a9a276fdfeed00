import Paper from '@mui/material/Paper';
import { useEffect, useRef } from 'react';
import { REUPLOAD_MESSAGES as M } from '../reupload.messages';
import { selectReupload } from '../reupload.selectors';
import { reuploadActions, type ReuploadState } from '../reupload.slice';
import { DocumentReceived } from './document-received';
import { CheckingLink, LinkCheckFailed, LinkRefused } from './link-status-views';
import { ReplacementForm } from './replacement-form';
import { useFocusOnChange } from '../../../lib/use-focus-on-change';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';

/** Which heading focus belongs to: each state's own, and a failed upload's notice. */
function focusKeyOf(state: ReuploadState): string {
  return state.status === 'ready' && state.failure ? `failed:${state.failure.kind}:${state.failure.message}` : state.status;
}

/** The page a re-upload email links to: reads ?token=, then shows the state the flow is in. */
export function ReuploadPanel() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectReupload);
  const heading = useRef<HTMLHeadingElement>(null);
  const opened = useRef(false);
  useFocusOnChange(focusKeyOf(state), heading);

  useEffect(() => {
    // Once per page load (StrictMode runs effects twice in development).
    if (opened.current) return;
    opened.current = true;
    document.title = M.pageTitle;
    dispatch(reuploadActions.pageOpened({ token: new URLSearchParams(window.location.search).get('token') }));
  }, [dispatch]);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
      {state.status === 'checking' ? (
        <CheckingLink headingRef={heading} />
      ) : state.status === 'checkFailed' ? (
        <LinkCheckFailed headingRef={heading} error={state.error} onRetry={() => dispatch(reuploadActions.linkCheckRetried())} />
      ) : state.status === 'linkRefused' ? (
        <LinkRefused headingRef={heading} refusal={state.refusal} detail={state.detail} />
      ) : state.status === 'received' ? (
        <DocumentReceived headingRef={heading} received={state.received} />
      ) : (
        <ReplacementForm state={state} focusRef={heading} />
      )}
    </Paper>
  );
}
