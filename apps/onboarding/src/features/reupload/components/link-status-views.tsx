import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { ErrorIcon } from '@quorum/ui';
import type { Ref } from 'react';
import { REUPLOAD_MESSAGES as M } from '../reupload.messages';
import type { LinkRefusal } from '../reupload.types';
import { StateHeading } from './state-heading';

type HeadingRef = Ref<HTMLHeadingElement>;

/** While POST /api/documents/reupload-request is on its way. */
export function CheckingLink({ headingRef }: { headingRef: HeadingRef }) {
  return (
    <Box aria-busy="true">
      <StateHeading headingRef={headingRef}>{M.checking}</StateHeading>
      <LinearProgress aria-label={M.checking} sx={{ mt: 2, borderRadius: 2 }} />
    </Box>
  );
}

/** The check got no answer, or the server failed: nothing is wrong with the link as far as we know. */
export function LinkCheckFailed({ headingRef, error, onRetry }: { headingRef: HeadingRef; error: string; onRetry: () => void }) {
  return (
    <Box>
      <StateHeading headingRef={headingRef}>{M.checkFailed}</StateHeading>
      <Typography sx={{ mb: 3 }}>{error}</Typography>
      <Button variant="contained" size="large" onClick={onRetry}>
        Try again
      </Button>
    </Box>
  );
}

/** A link that cannot be used: say why as far as we may, and how to get a new one. */
export function LinkRefused({ headingRef, refusal, detail }: { headingRef: HeadingRef; refusal: LinkRefusal; detail: string | null }) {
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <ErrorIcon sx={{ color: 'error.main', mt: { xs: 0.25, md: 0.5 } }} />
        <StateHeading headingRef={headingRef}>{refusal === 'closed' ? M.linkClosed : M.linkInvalid}</StateHeading>
      </Box>
      <Typography sx={{ mb: 2 }}>{refusal === 'closed' ? detail : M.linkInvalidDetail}</Typography>
      <Typography sx={{ mb: 3 }}>{M.getNewLink}</Typography>
      <Button variant="outlined" href="/">
        Go to Quorum
      </Button>
    </Box>
  );
}
