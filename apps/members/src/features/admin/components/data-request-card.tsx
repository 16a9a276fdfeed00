import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AdminErasureRequest } from '@quorum/domain';
import { formatLongDate } from '@quorum/ui';
import { useId, useRef, type Ref } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useFocusOnChange } from '../../../lib/use-focus-on-change';
import { modalOpened } from '../../modals';
import { dataErasureConfirmed, dataRequestDeclineSubmitted, selectDataRequests } from '../data-requests.slice';
import { ErasurePlan } from './erasure-plan';

const CARD = { p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper', display: 'grid', gap: 1.5 } as const;
const HEADING_SX = { fontSize: '1.125rem', fontWeight: 700, outline: 'none', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } } as const;
const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' });

/** Who asked, in the words the page uses: the name and email while the request holds them. */
const whoOf = (request: AdminErasureRequest) => request.name ?? request.email ?? 'A person whose data was erased';

function Who({ request, id, headingRef }: { request: AdminErasureRequest; id: string; headingRef?: Ref<HTMLHeadingElement> | undefined }) {
  return (
    <Box>
      <Typography component="h3" id={id} ref={headingRef} tabIndex={-1} sx={HEADING_SX}>
        {whoOf(request)}
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: '0.9375rem' }}>
        {[request.name && request.email ? request.email : null, request.member ? 'Member' : 'Applicant', `asked on ${DATE_TIME.format(new Date(request.requestedAt))}`].filter(Boolean).join(' · ')}
      </Typography>
    </Box>
  );
}

/**
 * A pending erasure request: who, when, their note, the plan, and the two decisions. Erase asks
 * first and is disabled, with the reason beside it, while the plan is blocked; Decline asks for
 * the reason the person will read.
 */
export function PendingDataRequest({ request }: { request: AdminErasureRequest }) {
  const dispatch = useAppDispatch();
  const change = useAppSelector(selectDataRequests).byRequest[request.id];
  const failure = useRef<HTMLParagraphElement>(null);
  const blockedId = useId();
  const headingId = useId();
  useFocusOnChange(change?.status === 'failed' ? `${change.decision}:${change.error}` : null, failure);
  const saving = change?.status === 'saving';
  const blocked = request.plan.blockedBy;
  const who = whoOf(request);

  const confirmErase = () =>
    dispatch(
      modalOpened({
        kind: 'confirm',
        title: `Erase the data of ${who}?`,
        message: 'What the plan lists under “Will be deleted” is deleted now and cannot be recovered; what must be kept is locked until its date. The person gets an email saying what was deleted and what is kept, and until when.',
        confirmLabel: 'Erase data',
        destructive: true,
        onConfirm: dataErasureConfirmed({ requestId: request.id }),
      }),
    );
  const askDeclineReason = () =>
    dispatch(
      modalOpened({
        kind: 'reason',
        title: `Decline the request of ${who}?`,
        label: 'Reason for the person',
        hint: 'The person reads this reason in their email and on their page.',
        confirmLabel: 'Decline request',
        onSubmit: { type: dataRequestDeclineSubmitted.type, payload: { requestId: request.id } },
      }),
    );

  return (
    <Box component="article" aria-labelledby={headingId} sx={CARD}>
      <Who request={request} id={headingId} />
      {request.note ? (
        <Typography>
          <Box component="span" sx={{ fontWeight: 600 }}>
            Their note:
          </Box>{' '}
          {request.note}
        </Typography>
      ) : null}
      <ErasurePlan plan={request.plan} done={false} />
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="contained" color="error" disabled={saving || blocked !== null} aria-describedby={blocked ? blockedId : undefined} onClick={confirmErase}>
          {saving && change.decision === 'erase' ? 'Erasing…' : 'Erase data'}
        </Button>
        <Button variant="outlined" disabled={saving} onClick={askDeclineReason}>
          {saving && change.decision === 'decline' ? 'Declining…' : 'Decline'}
        </Button>
      </Box>
      {blocked ? (
        <Typography id={blockedId} sx={{ color: '#8a4b00', fontWeight: 600 }}>
          {blocked}
        </Typography>
      ) : null}
      {change?.status === 'failed' ? (
        <Typography ref={failure} tabIndex={-1} role="alert" color="error" sx={{ outline: 'none' }}>
          {change.error}
        </Typography>
      ) : null}
    </Box>
  );
}

const OUTCOME: Record<AdminErasureRequest['status'], string> = { pending: 'Pending', completed: 'Erased', declined: 'Declined' };

/** A decided request: its outcome, by whom and when, and what was done (or why it was declined). */
export function DecidedDataRequest({ request, headingRef }: { request: AdminErasureRequest; headingRef?: Ref<HTMLHeadingElement> | undefined }) {
  const headingId = useId();
  return (
    <Box component="article" aria-labelledby={headingId} sx={CARD}>
      <Who request={request} id={headingId} headingRef={headingRef} />
      <Typography sx={{ fontWeight: 600 }}>
        {OUTCOME[request.status]}
        {request.decidedAt ? ` on ${formatLongDate(request.decidedAt)}` : ''}
        {request.decidedBy ? ` by ${request.decidedBy}` : ''}
      </Typography>
      {request.status === 'declined' ? <Typography>Reason given: {request.declineReason ?? 'none'}</Typography> : <ErasurePlan plan={request.plan} done />}
    </Box>
  );
}
