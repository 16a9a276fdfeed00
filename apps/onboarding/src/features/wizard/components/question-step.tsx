import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Question } from '@quorum/domain';
import { InfoIcon } from '@quorum/ui';
import { useMemo, type ReactNode, type Ref } from 'react';
import { stepIdsOf } from '../../../components/questions/answer-control.types';
import { QuestionControl } from './question-control';

/**
 * One step: the question as the step's heading (focus lands on it when the step changes, so a
 * screen reader reads the question first), its subtext, then its control or extra content.
 */
export interface QuestionStepProps {
  question: Question;
  /** False while the step is rendered ahead, hidden (see WizardPanel). */
  active: boolean;
  headingRef: Ref<HTMLHeadingElement> | undefined;
  children?: ReactNode;
}

export function QuestionStep({ question, active, headingRef, children }: QuestionStepProps) {
  const ids = useMemo(() => stepIdsOf(question.id), [question.id]);
  const information = question.type === 'information';
  return (
    <Box {...(active ? { 'data-question': question.id, 'data-kind': question.type, 'data-active-step': true } : {})}>
      <Typography id={ids.heading} ref={headingRef} variant="h2" tabIndex={-1} sx={{ fontSize: { xs: '1.375rem', md: '1.625rem' }, lineHeight: 1.3, mb: 1, outline: 'none' }}>
        {question.question}
      </Typography>
      {question.subtext ? (
        <Box sx={information ? { display: 'flex', gap: 1.5, p: 2, mt: 2, borderRadius: 2, bgcolor: 'rgba(31, 58, 95, 0.06)' } : undefined}>
          {information ? <InfoIcon sx={{ color: 'primary.main', mt: '2px' }} /> : null}
          <Typography id={ids.subtext} color={information ? 'text.primary' : 'text.secondary'} sx={{ mb: information ? 0 : 3, maxWidth: '62ch' }}>
            {question.subtext}
          </Typography>
        </Box>
      ) : (
        <Box sx={{ mb: 3 }} />
      )}
      {children}
      <QuestionControl question={question} ids={ids} />
    </Box>
  );
}
