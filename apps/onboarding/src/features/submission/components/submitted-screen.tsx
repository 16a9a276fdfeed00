import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CheckCircleIcon, Confetti } from '@quorum/ui';
import { useEffect, useRef } from 'react';
import { selectSubmission } from '../submission.selectors';
import { useAppSelector } from '../../../app/hooks';

/** The submitted state: "You're all set!", with the outcome message (docs/flows/wizard.md). */
export function SubmittedScreen() {
  const submission = useAppSelector(selectSubmission);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  if (submission.status !== 'succeeded') return null;
  const failed = submission.uploads.filter((item) => item.state === 'failed');
  return (
    <Box sx={{ position: 'relative', textAlign: 'center', py: { xs: 2, md: 4 } }}>
      <Confetti rounds={4} contained />
      <CheckCircleIcon sx={{ fontSize: 56, color: 'success.main', mb: 1 }} />
      <Typography ref={heading} tabIndex={-1} variant="h2" sx={{ mb: 1.5, outline: 'none' }}>
        You're all set!
      </Typography>
      <Typography role="status" data-testid="submission-message" sx={{ mb: 2, maxWidth: 520, mx: 'auto' }}>
        {submission.message}
      </Typography>
      {failed.length > 0 ? (
        <Box sx={{ textAlign: 'left', maxWidth: 520, mx: 'auto', mb: 2, p: 2, borderRadius: 2, bgcolor: 'grey.50', border: 1, borderColor: 'divider' }}>
          <Typography sx={{ fontWeight: 600, mb: 0.5 }}>Not uploaded yet</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {failed.map((item) => (
              <li key={item.fileId}>
                <Typography variant="body2">
                  {item.name}
                  {item.error ? `: ${item.error}` : ''}
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 520, mx: 'auto' }}>
        We'll review your application and email you as soon as there's news. Your reference is <strong>{submission.submissionId}</strong>.
      </Typography>
      <Button variant="outlined" href="/">
        Back to Quorum
      </Button>
    </Box>
  );
}
