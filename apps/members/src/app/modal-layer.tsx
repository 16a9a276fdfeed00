import { StepUpModal } from '../features/auth';
import { SubmitDealModal } from '../features/submit-deal';
import { ConfirmModal, modalClosed, type OpenModal, ReasonModal } from '../features/modals';
import { useAppDispatch } from './hooks';

/** Every open modal, bottom first; loaded only when the first modal opens. */
export default function ModalLayer({ stack }: { stack: OpenModal[] }) {
  const dispatch = useAppDispatch();
  return (
    <>
      {stack.map(({ key, spec }, position) => {
        const onClose = () => dispatch(modalClosed({ key }));
        switch (spec.kind) {
          case 'submitDeal':
            return <SubmitDealModal key={key} position={position} onClose={onClose} />;
          case 'confirm':
            return <ConfirmModal key={key} spec={spec} position={position} onClose={onClose} />;
          case 'stepUp':
            return <StepUpModal key={key} message={spec.message} position={position} onClose={onClose} />;
          case 'reason':
            return <ReasonModal key={key} spec={spec} position={position} onClose={onClose} />;
        }
      })}
    </>
  );
}
