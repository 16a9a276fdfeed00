import { InjectFeature } from '../../../app/lazy-feature';
import { submitDealFeature } from '../submit-deal.feature';
import type { SubmitMode } from './flow-actions';
import { SubmitDealForm } from './submit-deal-form';
import { SubmitDialogs } from './submit-dialogs';

export interface SubmitDealHostProps {
  mode: SubmitMode;
  /** The form's place in the modal stack (0 on the page); its dialogs go one above. */
  position: number;
  /** Closes the modal (modal mode); the page has nothing to close. */
  closeModal: () => void;
  /** The page leaves its dialogs to a Submit a Deal modal opened over it. */
  showDialogs?: boolean;
}

/** The submit form and its dialogs, with the feature's state and sagas joined to the store on first use. */
export default function SubmitDealHost({ mode, position, closeModal, showDialogs = true }: SubmitDealHostProps) {
  return (
    <InjectFeature feature={submitDealFeature}>
      <SubmitDealForm autoFocus={mode === 'modal'} />
      {showDialogs ? <SubmitDialogs position={position + 1} mode={mode} closeModal={closeModal} /> : null}
    </InjectFeature>
  );
}
