import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { APPLICATION_STATUS_LABELS, type DataSubjectApplication } from '@quorum/domain';
import { erasureRequestText, formatLongDate } from '@quorum/ui';
import { useRef, useState, type ReactNode } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { useFocusOnChange } from '../../../lib/use-focus-on-change';
import { dataRightsActions, type DataAction, type DataRightsState } from '../data-rights.slice';
import { ErasureDialog } from './erasure-dialog';

type OpenState = Extract<DataRightsState, { status: 'open' }>;

const TIME = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
/** Text for screen readers only (sizes as strings: in sx a bare 1 means 100%). */
const VISUALLY_HIDDEN = { position: 'absolute', width: '1px', height: '1px', padding: 0, margin: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;
const FOCUSABLE = { outline: 'none', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2, borderRadius: 1 } } as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
      <Typography id={id} component="h2" sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** What the last action came to, beside the action; focus lands here once it is on screen. `failuresOnly`: the section shows success itself. */
function ActionResult({ state, action, failuresOnly = false }: { state: OpenState; action: DataAction; failuresOnly?: boolean }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const result = state.result?.action === action && !(failuresOnly && state.result.ok) ? state.result : null;
  useFocusOnChange(result ? String(result.seq) : 'none', ref);
  if (!result) return null;
  return (
    <Typography ref={ref} tabIndex={-1} role={result.ok ? 'status' : 'alert'} color={result.ok ? 'text.primary' : 'error'} sx={{ ...FOCUSABLE, fontWeight: 600 }}>
      {result.message}
    </Typography>
  );
}

/** One application: what it is, its status and date, and (while still open) Withdraw behind a confirmation. */
function ApplicationItem({ application, busy }: { application: DataSubjectApplication; busy: boolean }) {
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  const submitted = formatLongDate(application.submittedAt);
  const questionId = `withdraw-${application.id}`;
  return (
    <Box component="li" sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, display: 'grid', gap: 1 }}>
      <Box>
        <Typography sx={{ fontWeight: 700 }}>{application.label}</Typography>
        <Typography color="text.secondary" sx={{ fontSize: '0.9375rem' }}>
          {APPLICATION_STATUS_LABELS[application.status]} · submitted <time dateTime={application.submittedAt}>{submitted}</time>
        </Typography>
      </Box>
      {application.withdrawable && confirming ? (
        <Box role="group" aria-labelledby={questionId} sx={{ display: 'grid', gap: 1 }}>
          <Typography id={questionId}>Withdraw this application? We stop reviewing it, and it cannot be reopened: to join later, you would apply again.</Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              color="error"
              autoFocus
              onClick={() => {
                setConfirming(false);
                dispatch(dataRightsActions.withdrawalConfirmed({ applicationId: application.id }));
              }}
            >
              Yes, withdraw it
            </Button>
            <Button variant="text" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </Box>
        </Box>
      ) : application.withdrawable ? (
        <Box>
          <Button variant="outlined" disabled={busy} aria-label={`Withdraw application: ${application.label}, submitted ${submitted}`} onClick={() => setConfirming(true)}>
            Withdraw application
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * An opened link: what there is under the address (applications with their status, withdrawable
 * ones with Withdraw), a copy of it all, and erasure. One action at a time; each says what it came to.
 */
export function OpenDataView({ state }: { state: OpenState }) {
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState(false);
  const { summary, busy } = state;
  const request = summary.erasureRequest;
  const downloading = busy?.action === 'download';
  const requestText = request ? erasureRequestText(request) : null;
  // Once a request is recorded, focus lands on its status.
  const requestStatus = useRef<HTMLParagraphElement>(null);
  const recorded = state.result?.action === 'erasure' && state.result.ok ? state.result.seq : null;
  useFocusOnChange(recorded === null ? 'none' : String(recorded), requestStatus);

  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Typography color="text.secondary">
        What Quorum holds under <strong>{summary.email}</strong>. For your security this page works until {TIME.format(new Date(state.expiresAt))}; after that, ask for a new link.
      </Typography>

      <Section id="my-data-applications" title="Your applications">
        {summary.applications.length === 0 ? (
          <Typography>There is no application under this address.</Typography>
        ) : (
          <Box component="ul" aria-labelledby="my-data-applications" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, width: '100%' }}>
            {summary.applications.map((application) => (
              <ApplicationItem key={application.id} application={application} busy={busy !== null} />
            ))}
          </Box>
        )}
        {summary.drafts > 0 ? (
          <Typography color="text.secondary">
            {summary.drafts === 1 ? 'There is also 1 saved copy of an unfinished application.' : `There are also ${summary.drafts} saved copies of unfinished applications.`}
          </Typography>
        ) : null}
        {summary.member ? <Typography color="text.secondary">This address also belongs to a member account: its profile and activity are in the download below.</Typography> : null}
        <ActionResult state={state} action="withdraw" />
      </Section>

      <Section id="my-data-copy" title="A copy of your data">
        <Typography color="text.secondary">Everything Quorum holds under this address in one zip file: your applications with their answers and documents, and the emails we sent you.</Typography>
        <Button
          variant="outlined"
          disabled={busy !== null}
          onClick={() => dispatch(dataRightsActions.dataDownloadRequested())}
          startIcon={downloading ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {downloading ? 'Preparing your download…' : 'Download my data'}
        </Button>
        <Typography role="status" sx={VISUALLY_HIDDEN}>
          {downloading ? 'Preparing your download…' : ''}
        </Typography>
        <ActionResult state={state} action="download" />
      </Section>

      <Section id="my-data-erasure" title="Erasing your data">
        {request && requestText ? (
          <Box sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover', display: 'grid', gap: 0.5, width: '100%' }}>
            <Typography ref={requestStatus} tabIndex={-1} sx={{ ...FOCUSABLE, fontWeight: 600 }}>
              {requestText.status}
            </Typography>
            <Typography color="text.secondary">{requestText.detail}</Typography>
          </Box>
        ) : null}
        {request?.status === 'pending' || request?.status === 'completed' ? null : (
          <>
            <Typography color="text.secondary">You can ask for your data to be erased. We explain what that means before anything is sent.</Typography>
            <Button variant="outlined" color="error" disabled={busy !== null} onClick={() => setAsking(true)}>
              {busy?.action === 'erasure' ? 'Sending your request…' : 'Ask to erase my data'}
            </Button>
          </>
        )}
        <ActionResult state={state} action="erasure" failuresOnly />
      </Section>

      {asking ? (
        <ErasureDialog
          member={summary.member}
          onClose={() => setAsking(false)}
          onConfirm={(note) => {
            setAsking(false);
            dispatch(dataRightsActions.erasureSubmitted(note ? { note } : {}));
          }}
        />
      ) : null}
    </Box>
  );
}
