import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { Activity, useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { preloadControl, TYPED_KINDS } from '../../../components/questions/lazy-controls';
import type { Question } from '@quorum/domain';
import { selectCurrentQuestion, selectIndex, selectProgressPercent, selectRejections, selectUpcomingQuestion, selectWizardStatus } from '../wizard.selectors';
import { wizardActions } from '../wizard.slice';
import { isAdvancingEnter } from './enter-advances';
import { ProgressIndicator } from './progress-indicator';
import { QuestionStep } from './question-step';
import { NextButton, StepNavigation } from './step-navigation';
import { afterNextPaint, useStepFocus } from './use-step-focus';
import { WelcomeContent } from './welcome-content';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';

export interface WizardPanelProps {
  /** The submit step's content (features/submission): review, Submit, progress and messages. */
  renderSubmitStep: (onBack: () => void) => ReactNode;
  /** The submitted state ("You're all set!"). */
  renderSubmitted: () => ReactNode;
  /** Loads the submit step's code ahead, called when it is the next step. */
  preloadSubmitStep?: () => void;
}

/** The one-question-at-a-time wizard: the right column of /apply. */
export function WizardPanel({ renderSubmitStep, renderSubmitted, preloadSubmitStep }: WizardPanelProps) {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectWizardStatus);
  const question = useAppSelector(selectCurrentQuestion);
  const index = useAppSelector(selectIndex);
  const percent = useAppSelector(selectProgressPercent);
  const rejections = useAppSelector(selectRejections);
  const upcoming = useAppSelector(selectUpcomingQuestion);
  // The step rendered ahead follows `upcoming` only once the current step is painted, so that
  // rendering it never competes with showing the step the applicant asked for.
  const [ahead, setAhead] = useState<Question | undefined>(undefined);
  useEffect(() => afterNextPaint(() => setAhead(upcoming)), [upcoming]);
  const container = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const stepKey = status === 'editing' && question ? `${index}:${question.id}` : status === 'submitted' ? 'submitted' : undefined;
  useStepFocus(stepKey, question ? TYPED_KINDS.has(question.type) : false, rejections, container, heading);
  const next = useCallback(() => dispatch(wizardActions.nextRequested()), [dispatch]);
  const back = useCallback(() => dispatch(wizardActions.backRequested()), [dispatch]);
  const isWelcome = question?.type === 'welcome';
  // Stable elements, so the memoised navigation does not re-render on every Next.
  const primary = useMemo(() => <NextButton label={isWelcome ? 'Get started' : 'Next'} />, [isWelcome]);
  useEffect(() => {
    // Fetching code can wait until the new step is on screen.
    const frame = requestAnimationFrame(() => {
      preloadControl(question?.type);
      preloadControl(upcoming?.type);
      if (upcoming?.type === 'submit' || question?.type === 'submit') preloadSubmitStep?.();
    });
    return () => cancelAnimationFrame(frame);
  }, [question?.type, upcoming?.type, preloadSubmitStep]);

  if (status === 'restoring' || !question) {
    return (
      <Paper variant="outlined" aria-busy="true" aria-label="Loading your application" sx={{ p: { xs: 2.5, md: 4 } }}>
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="text" sx={{ fontSize: '2rem', mt: 3 }} />
        <Skeleton variant="rounded" height={56} sx={{ mt: 3 }} />
      </Paper>
    );
  }
  if (status === 'submitted') return <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>{renderSubmitted()}</Paper>;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    next();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (!isAdvancingEnter(event)) return;
    event.preventDefault();
    next();
  };
  const isSubmit = question.type === 'submit';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
      {isWelcome ? null : <ProgressIndicator percent={percent} />}
      <Box component="form" ref={container} noValidate onSubmit={onSubmit} onKeyDown={onKeyDown} aria-labelledby={`${question.id}-heading`}>
        {/* The next question is rendered ahead, hidden, at idle priority: Next then only reveals it
            (Next paints within 100 ms). Keys keep each step's tree as it moves. */}
        {stepsToRender(question, ahead).map((step) => (
          <Activity key={step.id} mode={step.id === question.id ? 'visible' : 'hidden'}>
            <QuestionStep question={step} active={step.id === question.id} headingRef={step.id === question.id ? heading : undefined}>
              {step.type === 'welcome' ? <WelcomeContent /> : null}
            </QuestionStep>
          </Activity>
        ))}
        {isSubmit ? renderSubmitStep(back) : <StepNavigation onBack={isWelcome ? undefined : back} primary={primary} />}
      </Box>
    </Paper>
  );
}

/** The current step, and the one Next would show when it is another question (the submit step is not). */
function stepsToRender(current: Question, upcoming: Question | undefined): Question[] {
  return upcoming && upcoming.id !== current.id && upcoming.type !== 'submit' ? [current, upcoming] : [current];
}
