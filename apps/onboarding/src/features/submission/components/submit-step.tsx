import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ErrorIcon } from '@quorum/ui';
import { useEffect } from 'react';
import { loadSubmissionApi } from '../submission.saga';
import { selectSubmission } from '../submission.selectors';
import { submissionActions } from '../submission.slice';
import { AnswerReview } from './answer-review';
import { UploadProgressList } from '../../../components/uploads/upload-progress-list';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';

const PHASES = {
  sending: 'Sending your application…',
  uploading: 'Uploading your documents…',
  finishing: 'Finishing up…',
} as const;

/** The submit step's content under "Ready to submit your application?". */
export function SubmitStep({ onBack }: { onBack: () => void }) {
  const dispatch = useAppDispatch();
  const submission = useAppSelector(selectSubmission);
  const submitting = submission.status === 'submitting';
  useEffect(() => {
    // The calls' module (and zod) load while the applicant reviews, not when they press Submit.
    void loadSubmissionApi().catch(() => undefined);
  }, []);
  return (
    <Box>
      {submitting ? null : <AnswerReview />}
      <Box role="status" sx={{ mb: submitting ? 2 : 0 }}>
        {submitting ? <Typography sx={{ fontWeight: 600 }}>{PHASES[submission.phase]}</Typography> : null}
      </Box>
      {submission.status === 'submitting' || submission.status === 'failed' ? <UploadProgressList items={submission.uploads} /> : null}
      {submission.status === 'failed' ? (
        <Box data-testid="submission-error" sx={{ display: 'flex', gap: 1.5, mt: 2, p: 2, borderRadius: 2, bgcolor: 'rgba(179, 38, 30, 0.08)', color: 'error.main' }}>
          <ErrorIcon />
          <Typography sx={{ color: 'text.primary' }}>{submission.error}</Typography>
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column-reverse', sm: 'row' }, justifyContent: 'space-between', gap: 1.5, mt: 4 }}>
        <Button variant="text" size="large" onClick={onBack} disabled={submitting}>
          Back
        </Button>
        <Button variant="contained" size="large" onClick={() => dispatch(submissionActions.submitRequested())} disabled={submitting} sx={{ minWidth: 200 }}>
          {submitting ? 'Submitting…' : submission.status === 'failed' ? 'Try submitting again' : 'Submit application'}
        </Button>
      </Box>
    </Box>
  );
}
