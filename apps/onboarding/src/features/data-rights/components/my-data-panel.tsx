import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DATA_RIGHTS_MESSAGES } from '@quorum/domain';
import { ErrorIcon } from '@quorum/ui';
import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../config/paths';
import { useFocusOnChange } from '../../../lib/use-focus-on-change';
import { MY_DATA_MESSAGES as M } from '../data-rights.messages';
import { dataRightsActions, selectDataRights, type DataRightsState } from '../data-rights.slice';
import { LinkRequestForm } from './link-request-form';
import { OpenDataView } from './open-data-view';

const FOCUSABLE = { outline: 'none' } as const;

/** Where focus belongs after a change: the page's heading once a link opened, the notice when one is refused or expires. Not at page load. */
function focusKeyOf(state: DataRightsState): string {
  if (state.status === 'ask') return state.notice ? `ask:${state.notice}` : 'start';
  return state.status === 'idle' || state.status === 'opening' ? 'start' : state.status;
}

/**
 * /apply/my-data: without a token, what the page is for and the form to get a link; with
 * ?token=, the link is spent (the token leaves the address bar first) and the page shows what
 * Quorum holds under the address (docs/flows/data-rights.md).
 */
export function MyDataPanel() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectDataRights);
  const heading = useRef<HTMLHeadingElement>(null);
  const notice = useRef<HTMLParagraphElement>(null);
  const opened = useRef(false);
  const key = focusKeyOf(state);
  useFocusOnChange(key, key.startsWith('ask:') ? notice : heading);

  useEffect(() => {
    // Once per page load (StrictMode runs effects twice in development).
    if (opened.current) return;
    opened.current = true;
    document.title = M.pageTitle;
    const token = new URLSearchParams(window.location.search).get('token');
    // The emailed link's token leaves the address bar (and the history) before it is spent.
    if (token !== null) window.history.replaceState(window.history.state, '', `${paths.basename}${paths.myData}`);
    dispatch(dataRightsActions.pageOpened({ token }));
  }, [dispatch]);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
      <Typography ref={heading} tabIndex={-1} component="h1" sx={{ ...FOCUSABLE, fontSize: { xs: '1.5rem', md: '1.75rem' }, fontWeight: 700, lineHeight: 1.3, mb: 2 }}>
        {state.status === 'opening' ? M.opening : state.status === 'openFailed' ? M.openFailed : M.heading}
      </Typography>
      {state.status === 'opening' ? <LinearProgress aria-label={M.opening} sx={{ borderRadius: 2 }} /> : null}
      {state.status === 'openFailed' ? (
        <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
          <Typography>{state.error}</Typography>
          <Button variant="contained" onClick={() => dispatch(dataRightsActions.dataLinkOpenRetried())}>
            Try again
          </Button>
        </Box>
      ) : null}
      {state.status === 'ask' ? (
        <Box sx={{ display: 'grid', gap: 3 }}>
          {state.notice ? (
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', p: 2, borderRadius: 2, bgcolor: '#fbe9e7', color: '#8c1d18' }}>
              <ErrorIcon sx={{ mt: 0.25 }} />
              <Typography ref={notice} tabIndex={-1} sx={{ ...FOCUSABLE, fontWeight: 600 }}>
                {state.notice === 'linkInvalid' ? DATA_RIGHTS_MESSAGES.linkInvalid : DATA_RIGHTS_MESSAGES.accessExpired}
              </Typography>
            </Box>
          ) : null}
          <Typography color="text.secondary">{M.askIntro}</Typography>
          <LinkRequestForm link={state.link} />
        </Box>
      ) : null}
      {state.status === 'open' ? <OpenDataView state={state} /> : null}
    </Paper>
  );
}
