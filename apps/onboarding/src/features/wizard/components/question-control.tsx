import Box from '@mui/material/Box';
import { placeholderFor, type Question } from '@quorum/domain';
import { memo, Suspense, useCallback, useMemo } from 'react';
import type { StepIds } from '../../../components/questions/answer-control.types';
import type { AttachedFile } from '../../../components/questions/file-list';
import { CONTROLS } from '../../../components/questions/lazy-controls';
import { selectKnownAddresses, selectOrganizationType, type WizardRootState } from '../wizard.selectors';
import { wizardActions } from '../wizard.slice';
import type { StoredFileRef } from '../wizard.types';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';

/**
 * A question's control, wired to the store: its answer, its message and its events. Memoised: a
 * step rendered ahead is revealed on Next without rendering its control again.
 */
export const QuestionControl = memo(function QuestionControl({ question, ids }: { question: Question; ids: StepIds }) {
  const dispatch = useAppDispatch();
  // By id, not "the current question": the next question is also rendered, ahead and hidden.
  const value = useAppSelector((state: WizardRootState) => state.wizard.answers[question.id]);
  const error = useAppSelector((state: WizardRootState) => state.wizard.errors[question.id]);
  const organizationType = useAppSelector(selectOrganizationType);
  const known = useAppSelector(selectKnownAddresses);
  const fieldId = question.id;

  const onChange = useCallback((next: unknown) => dispatch(wizardActions.answerChanged({ id: fieldId, value: next })), [dispatch, fieldId]);
  const actions = useMemo(
    () => ({
      onFilesPicked: (files: File[]) => dispatch(wizardActions.filesPicked({ target: { fieldId }, files })),
      onFileRemoved: (file: AttachedFile) => dispatch(wizardActions.fileRemoved({ target: { fieldId }, file: file as StoredFileRef })),
      onPersonFilesPicked: (personIndex: number, files: File[]) => dispatch(wizardActions.filesPicked({ target: { fieldId, personIndex }, files })),
      onPersonFileRemoved: (personIndex: number, file: AttachedFile) =>
        dispatch(wizardActions.fileRemoved({ target: { fieldId, personIndex }, file: file as StoredFileRef })),
      onPersonRemoved: (index: number, fileIds: string[]) => dispatch(wizardActions.personRemoved({ fieldId, index, fileIds })),
    }),
    [dispatch, fieldId],
  );

  const control = CONTROLS[question.type];
  if (!control) return null;
  const placeholder = placeholderFor(question, organizationType);
  return (
    <Suspense fallback={<Box aria-hidden data-control-loading sx={{ height: 56, borderRadius: 2, bgcolor: 'grey.100' }} />}>
      <control.Control question={question} value={value} error={error} onChange={onChange} ids={ids} placeholder={placeholder} known={known} {...actions} />
    </Suspense>
  );
});
