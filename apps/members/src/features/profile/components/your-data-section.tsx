import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { DATA_EXPORT_FILE_NAME, type ErasureRequest } from '@quorum/domain';
import { erasureExplanation, erasureRequestText } from '@quorum/ui';
import { useId, useRef, type RefObject } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { QueryState } from '../../../lib/query-state';
import { useFocusOnChange } from '../../../lib/use-focus-on-change';
import { modalOpened } from '../../modals';
import { useGetMyErasureRequestQuery } from '../data-rights.queries';
import { dataDownloadRequested, erasureRequestSubmitted, selectDataRights, type DataRightsStep } from '../data-rights.slice';

const RESULT_SX = { outline: 'none', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2, borderRadius: 1 } } as const;

/** What a finished or failed step says; null while nothing happened yet (or it is on its way). */
const resultKey = (step: DataRightsStep) => (step.status === 'done' || step.status === 'failed' ? step.status : null);

/**
 * "Your data" on the profile (docs/flows/data-rights.md): a copy of everything Quorum holds about
 * the member, as quorum-data.zip, and a request to erase it, explained before it is sent. After
 * each action focus moves to what happened.
 */
export function YourDataSection() {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 3 }}>
      <Typography component="h2" variant="h6" id={headingId}>
        Your data
      </Typography>
      <DataDownload />
      <Erasure />
    </Box>
  );
}

function DataDownload() {
  const dispatch = useAppDispatch();
  const { download } = useAppSelector(selectDataRights);
  const result = useRef<HTMLParagraphElement>(null);
  const headingId = useId();
  useFocusOnChange(resultKey(download), result);
  const working = download.status === 'working';
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.25, justifyItems: 'start' }}>
      <Typography component="h3" id={headingId} sx={{ fontWeight: 700 }}>
        A copy of your data
      </Typography>
      <Typography color="text.secondary">
        Everything Quorum holds about you in one zip file: your profile, your application and its documents, your votes, the deals you submitted and the emails we sent you.
      </Typography>
      <Button variant="outlined" disabled={working} onClick={() => dispatch(dataDownloadRequested())} startIcon={working ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
        {working ? 'Preparing your download…' : 'Download my data'}
      </Button>
      {download.status === 'failed' ? (
        <Typography ref={result} tabIndex={-1} role="alert" color="error" sx={RESULT_SX}>
          {download.error}
        </Typography>
      ) : (
        <Typography ref={result} tabIndex={-1} role="status" sx={RESULT_SX}>
          {working ? 'Preparing your download…' : download.status === 'done' ? `Your download has started: ${DATA_EXPORT_FILE_NAME}` : ''}
        </Typography>
      )}
    </Box>
  );
}

function Erasure() {
  const dispatch = useAppDispatch();
  const query = useGetMyErasureRequestQuery(undefined, { refetchOnMountOrArgChange: true });
  const { erasure } = useAppSelector(selectDataRights);
  const recorded = useRef<HTMLParagraphElement>(null);
  const failure = useRef<HTMLParagraphElement>(null);
  const headingId = useId();
  const request = query.currentData;
  // Once the recorded request is on screen (the cache takes it a moment after the saga says it is done).
  useFocusOnChange(erasure.status === 'done' && request ? `${request.id}:${request.status}` : null, recorded);
  useFocusOnChange(erasure.status === 'failed' ? erasure.error : null, failure);
  const working = erasure.status === 'working';

  const ask = () =>
    dispatch(
      modalOpened({
        kind: 'reason',
        title: 'Ask to erase your data?',
        message: erasureExplanation({ member: true }),
        label: 'A note for the admins (optional)',
        hint: 'Anything that helps them with your request.',
        optional: true,
        confirmLabel: 'Ask to erase my data',
        destructive: true,
        onSubmit: { type: erasureRequestSubmitted.type, payload: {} },
      }),
    );

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.25, justifyItems: 'start' }}>
      <Typography component="h3" id={headingId} sx={{ fontWeight: 700 }}>
        Erasing your data
      </Typography>
      <QueryState query={query} label="your erasure request">
        {request ? <RequestStatus request={request} resultRef={recorded} /> : null}
        {request?.status === 'pending' || request?.status === 'completed' ? null : (
          <>
            <Typography color="text.secondary">
              {request?.status === 'declined' ? 'You can ask again.' : 'You can ask for your account and your data to be erased.'} We explain what that means before anything is sent.
            </Typography>
            <Button variant="outlined" color="error" disabled={working} onClick={ask}>
              {working ? 'Sending your request…' : 'Ask to erase my data'}
            </Button>
          </>
        )}
        {erasure.status === 'failed' ? (
          <Typography ref={failure} tabIndex={-1} role="alert" color="error" sx={RESULT_SX}>
            {erasure.error}
          </Typography>
        ) : null}
      </QueryState>
    </Box>
  );
}

/** The latest request, in words: when it was made, and what came of it. Focus lands here once it is sent. */
function RequestStatus({ request, resultRef }: { request: ErasureRequest; resultRef: RefObject<HTMLParagraphElement | null> }) {
  const text = erasureRequestText(request);
  return (
    <Box sx={{ display: 'grid', gap: 0.5, p: 2, borderRadius: 2, bgcolor: 'action.hover', justifySelf: 'stretch' }}>
      <Typography ref={resultRef} tabIndex={-1} sx={{ ...RESULT_SX, fontWeight: 600 }}>
        {text.status}
      </Typography>
      <Typography color="text.secondary">{text.detail}</Typography>
    </Box>
  );
}
