import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatFileSize, type AdminApplicationDetail } from '@quorum/domain';
import { DownloadIcon } from '@quorum/ui';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { modalOpened } from '../../modals';
import { documentDownloadRequested, documentReviewSubmitted, selectApplications } from '../applications.slice';
import { StatusChip } from './status-chip';

const OPEN = ['submitted', 'in_review', 'revisions_requested'];

/** The uploaded documents: download, accept, or ask the applicant for a new copy with a reason. */
export function ApplicationDocuments({ application }: { application: AdminApplicationDetail }) {
  const dispatch = useAppDispatch();
  const { busy } = useAppSelector(selectApplications);
  const reviewable = OPEN.includes(application.status);
  if (application.documents.length === 0) return <Typography color="text.secondary">No documents uploaded.</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {application.documents.map((document) => (
        <Box component="li" key={document.id} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2, display: 'grid', gap: 1 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere', flex: 1, minWidth: 160 }}>{document.originalName}</Typography>
            <StatusChip status={document.reviewStatus} />
          </Box>
          <Typography sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
            {document.documentType} · {formatFileSize(document.size)}
            {document.reviewNote ? ` · “${document.reviewNote}”` : ''}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              size="small"
              variant="outlined"
              startIcon={<DownloadIcon />}
              disabled={busy === `download:${document.id}`}
              onClick={() => dispatch(documentDownloadRequested({ applicationId: application.id, documentId: document.id, fileName: document.originalName }))}
              aria-label={`Download ${document.originalName}`}
            >
              Download
            </Button>
            {reviewable && document.reviewStatus !== 'accepted' ? (
              <Button size="small" variant="outlined" color="success" disabled={busy === document.id} onClick={() => dispatch(documentReviewSubmitted({ applicationId: application.id, documentId: document.id, review: { decision: 'accepted' } }))} aria-label={`Accept ${document.originalName}`}>
                Accept
              </Button>
            ) : null}
            {reviewable && document.reviewStatus !== 'reupload_requested' ? (
              <Button
                size="small"
                variant="outlined"
                disabled={busy === document.id}
                aria-label={`Request a new copy of ${document.originalName}`}
                onClick={() =>
                  dispatch(
                    modalOpened({
                      kind: 'reason',
                      title: 'Request a re-upload',
                      label: 'What should the applicant fix?',
                      hint: 'The applicant reads this in the email with the upload link.',
                      confirmLabel: 'Request re-upload',
                      onSubmit: { type: documentReviewSubmitted.type, payload: { applicationId: application.id, documentId: document.id, review: { decision: 'reupload' } } },
                    }),
                  )
                }
              >
                Request re-upload
              </Button>
            ) : null}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
