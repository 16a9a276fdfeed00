import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { additionalMaterialsRequested } from '../submit-deal.actions';
import { selectSubmitForm } from '../submit-form.slice';
import { selectSubmission, submissionErrorDismissed } from '../submission.slice';
import { ContactModal } from './contact-modal';
import { DocsendPasswordDialog, DocsendUnavailableDialog } from './docsend-dialogs';
import { MessageDialog, ReportErrorDialog } from './failure-dialogs';
import { useFlowActions, type SubmitMode } from './flow-actions';
import { ProcessingDialog } from './processing-dialog';
import { ReportPreviewDialog } from './report-preview-dialog';

/**
 * The dialogs over the form, one at a time, just above it in the modal stack: the form's own
 * (contact, DocSend password, DocSend unavailable) and the submission's (processing, preview,
 * report error, load failure, generic error).
 */
export function SubmitDialogs({ position, mode, closeModal }: { position: number; mode: SubmitMode; closeModal: () => void }) {
  const dispatch = useAppDispatch();
  const { dialog: formDialog } = useAppSelector(selectSubmitForm);
  const submission = useAppSelector(selectSubmission);
  const flow = useFlowActions(mode, closeModal);

  switch (submission.dialog) {
    case 'processing':
      return <ProcessingDialog position={position} onNewDeal={flow.newDeal} onClose={flow.close} />;
    case 'preview': {
      const { report } = submission;
      if (!report) return null;
      return <ReportPreviewDialog position={position} report={report} actions={{ onClose: flow.close, onNewDeal: flow.newDeal, onViewReport: () => flow.viewReport(report.reportId) }} />;
    }
    case 'reportError':
      return <ReportErrorDialog position={position} message={submission.error} onClose={flow.close} onAddMaterials={() => dispatch(additionalMaterialsRequested())} />;
    case 'loadFailed':
      return <MessageDialog position={position} kind="loadFailed" message={submission.error} onClose={flow.close} />;
    case 'genericError':
      return <MessageDialog position={position} kind="genericError" message={submission.error} detail={submission.detail} onClose={() => dispatch(submissionErrorDismissed())} />;
    case 'none':
      break;
  }
  switch (formDialog.kind) {
    case 'contact':
      return <ContactModal position={position} />;
    case 'docsendPassword':
      return <DocsendPasswordDialog key={formDialog.link} position={position} link={formDialog.link} />;
    case 'docsendUnavailable':
      return <DocsendUnavailableDialog position={position} dialog={formDialog} />;
    case 'none':
      return null;
  }
}
