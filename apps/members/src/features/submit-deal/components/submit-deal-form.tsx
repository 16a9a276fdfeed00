import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CARRY_NOTICE, submitStatusLine } from '@quorum/domain';
import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { contactStepOpened, selectSubmitForm } from '../submit-form.slice';
import { AttachmentsList } from './attachments-list';
import { DropZone } from './drop-zone';
import { LinkInput } from './link-input';

export const SOURCES_HINT = 'I can review Company Websites, DocSend and PDFs.';

/**
 * The submit form, the same on /deals/submit and in the modal: the link
 * input, the drop zone, the sources it reads, the status line, what is attached, and Submit,
 * which opens the contact modal, with the form's promise to the first submitter beside it.
 */
export function SubmitDealForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const dispatch = useAppDispatch();
  // The page and the modal may both hold the form at once: each its own id.
  const carryNoticeId = useId();
  const form = useAppSelector(selectSubmitForm);
  const hasContent = form.links.length > 0 || form.files.length > 0;
  const status = submitStatusLine({ busy: form.busy, invalidUrl: form.invalidUrl, inputText: form.inputText, hasContent });
  return (
    <Box
      component="form"
      aria-label="Submit a deal"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        dispatch(contactStepOpened());
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      <DropZone>
        <LinkInput autoFocus={autoFocus} />
      </DropZone>
      <Typography color="text.secondary" sx={{ fontSize: '0.875rem', mt: -0.5 }}>
        {SOURCES_HINT}
      </Typography>
      <Typography role="status" data-status-line sx={{ fontWeight: 600, color: form.invalidUrl && !form.busy ? 'error.main' : hasContent && !form.busy ? 'success.main' : 'text.secondary' }}>
        {status}
      </Typography>
      {form.attachError ? (
        <Typography role="alert" sx={{ color: 'error.main', fontSize: '0.875rem', mt: -1 }}>
          {form.attachError}
        </Typography>
      ) : null}
      <AttachmentsList />
      <Box sx={{ display: 'flex', flexWrap: { xs: 'wrap', sm: 'nowrap' }, alignItems: 'center', justifyContent: 'flex-end', gap: 2, borderTop: 1, borderColor: 'divider', pt: 2 }}>
        <Typography id={carryNoticeId} color="text.secondary" sx={{ fontSize: '0.875rem', flex: '1 1 16rem' }}>
          {CARRY_NOTICE}
        </Typography>
        <Button type="submit" variant="contained" size="large" aria-describedby={carryNoticeId} disabled={!hasContent || form.busy !== null} sx={{ flexShrink: 0 }}>
          Submit
        </Button>
      </Box>
    </Box>
  );
}
