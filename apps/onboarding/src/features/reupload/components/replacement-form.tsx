import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { FieldMessage } from '../../../components/questions/field-message';
import { FileDropZone } from '../../../components/questions/file-drop-zone';
import { fileHint, FileList } from '../../../components/questions/file-list';
import { UploadProgressList } from '../../../components/uploads/upload-progress-list';
import { REUPLOAD_MESSAGES as M } from '../reupload.messages';
import { headingOf } from '../reupload.selectors';
import { reuploadActions, type ReuploadState } from '../reupload.slice';
import { StateHeading } from './state-heading';
import { UploadFailureNotice } from './upload-failure-notice';
import { useAppDispatch } from '../../../app/hooks';

const IDS = { heading: 'reupload-heading', input: 'reupload-input', hint: 'reupload-hint', message: 'reupload-message' } as const;

const untilDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { day: 'numeric', month: 'long', year: 'numeric' });

/** Ready and uploading: what is asked for and why, the wizard's own picker, the files, Upload. */
export function ReplacementForm({ state, focusRef }: { state: Extract<ReuploadState, { status: 'ready' | 'uploading' }>; focusRef: Ref<HTMLHeadingElement> }) {
  const dispatch = useAppDispatch();
  const { link } = state;
  const uploading = state.status === 'uploading';
  const failure = state.status === 'ready' ? state.failure : null;
  const message = state.status === 'ready' ? state.fileMessage : null;
  const hint = fileHint(link.maxFiles, link.acceptedFileTypes);
  const upload = () => dispatch(reuploadActions.uploadRequested());
  const remove = (id: string) => {
    dispatch(reuploadActions.fileRemoved({ id }));
    // The Remove button is gone: back to the picker rather than to the top of the page.
    requestAnimationFrame(() => document.getElementById(`${IDS.input}-button`)?.focus());
  };
  return (
    <Box component="section" aria-labelledby={IDS.heading}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600, mb: 0.5 }}>
        Your Quorum application
      </Typography>
      <StateHeading id={IDS.heading} headingRef={failure ? undefined : focusRef}>
        {headingOf(link)}
      </StateHeading>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: '62ch' }}>
        Our team looked at the file you sent, <Box component="strong" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>{link.originalName}</Box>, and needs a new copy. The new one
        replaces it.
      </Typography>
      {link.reason ? (
        <Box component="section" aria-labelledby="reupload-reason" sx={{ mb: 3, p: 2, borderRadius: 2, bgcolor: 'rgba(31, 58, 95, 0.06)' }}>
          <Typography id="reupload-reason" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
            Why we're asking
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{link.reason}</Typography>
        </Box>
      ) : null}
      {uploading ? (
        <>
          <Typography role="status" sx={{ fontWeight: 600, mb: 1.5 }}>
            {M.uploading}
          </Typography>
          <UploadProgressList items={state.uploads} />
        </>
      ) : (
        <>
          <FileDropZone
            inputId={IDS.input}
            accept={link.acceptedFileTypes}
            multiple={link.maxFiles > 1}
            onFiles={(files) => dispatch(reuploadActions.filesPicked({ files }))}
            buttonLabel={headingOf(link)}
            labelledBy={IDS.heading}
            describedBy={[IDS.hint, message ? IDS.message : ''].filter(Boolean).join(' ')}
            hint={`${hint}${state.files.length > 0 ? ` (${state.files.length} chosen)` : ''}`}
            invalid={Boolean(message)}
          />
          <span id={IDS.hint} hidden>
            {hint}
          </span>
          <FileList files={state.files} onRemove={(file) => remove(file.id)} label="Files to upload" />
          {/* Always present, so a refusal is announced when it appears. */}
          <Box aria-live="polite">
            <FieldMessage id={IDS.message} message={message ?? undefined} />
          </Box>
        </>
      )}
      {failure ? <UploadFailureNotice failure={failure} headingRef={focusRef} onRetry={upload} /> : null}
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between', gap: 1.5, mt: 4 }}>
        <Typography variant="body2" color="text.secondary">
          This link is for this one document and works until {untilDate(link.expiresAt)}.
        </Typography>
        <Button variant="contained" size="large" onClick={upload} disabled={uploading} sx={{ minWidth: 200, flexShrink: 0 }}>
          {uploading ? 'Uploading…' : link.maxFiles > 1 ? 'Upload documents' : 'Upload document'}
        </Button>
      </Box>
    </Box>
  );
}
