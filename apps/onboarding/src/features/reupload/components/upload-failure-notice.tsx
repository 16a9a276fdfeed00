import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ErrorIcon } from '@quorum/ui';
import type { Ref } from 'react';
import { REUPLOAD_MESSAGES as M } from '../reupload.messages';
import type { UploadFailure } from '../reupload.slice';

/** Why the upload did not go through, in the API's words, and what to do next. */
export function UploadFailureNotice({ failure, headingRef, onRetry }: { failure: UploadFailure; headingRef: Ref<HTMLHeadingElement>; onRetry: () => void }) {
  return (
    <Box
      component="section"
      aria-labelledby="upload-failure-heading"
      data-testid="upload-failure"
      sx={{ display: 'flex', gap: 1.5, mt: 3, p: 2, borderRadius: 2, bgcolor: 'rgba(179, 38, 30, 0.08)' }}
    >
      <ErrorIcon sx={{ color: 'error.main' }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography id="upload-failure-heading" ref={headingRef} component="h2" tabIndex={-1} sx={{ fontWeight: 700, outline: 'none' }}>
          {M.uploadFailed}
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{failure.message}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {failure.kind === 'refused' ? M.refusedHint : M.retryHint}
        </Typography>
        {failure.kind === 'unavailable' ? (
          <Button variant="outlined" onClick={onRetry} sx={{ mt: 1.5 }}>
            Try again
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
