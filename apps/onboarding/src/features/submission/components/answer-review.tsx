import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { selectAnswers, selectReviewQuestions, wizardActions } from '../../wizard';
import { answerSummary } from './answer-summary';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';

/** The review on the submit step: every answer that will be sent, each with a way back to it. */
export function AnswerReview() {
  const dispatch = useAppDispatch();
  const questions = useAppSelector(selectReviewQuestions);
  const answers = useAppSelector(selectAnswers);
  return (
    <Box component="details" sx={{ mb: 3, border: 1, borderColor: 'divider', borderRadius: 2, '& > summary': { cursor: 'pointer', p: 2, fontWeight: 600 } }}>
      <summary>Review your answers ({questions.length})</summary>
      <Box component="dl" sx={{ m: 0, px: 2, pb: 1 }}>
        {questions.map((question) => (
          // A div may group one dt with its dd inside a dl; the Edit button belongs to the answer.
          <Box key={question.id} sx={{ py: 1.25, borderTop: 1, borderColor: 'divider' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {question.question}
            </Typography>
            <Box component="dd" sx={{ m: 0, display: 'flex', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}>
              <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
                {answerSummary(question, answers[question.id])}
              </Typography>
              <Button size="small" onClick={() => dispatch(wizardActions.questionEditRequested({ id: question.id }))} aria-label={`Edit: ${question.question}`} sx={{ flexShrink: 0, mt: -0.5 }}>
                Edit
              </Button>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
