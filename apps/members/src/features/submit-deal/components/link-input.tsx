import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Tooltip from '@mui/material/Tooltip';
import { CONSTANTS, isPdfFile } from '@quorum/domain';
import { UploadIcon } from '@quorum/ui';
import { useId, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { registerFiles } from '../attached-files';
import { filesChosen, linkInputChanged, linkSubmitted, selectSubmitForm } from '../submit-form.slice';

export const LINK_PLACEHOLDER = 'Paste a link to any website or deck...';
export const ATTACH_TOOLTIP = 'Upload PDFs, Docs, etc.';

/** Hands chosen or dropped files to the form: only PDFs, the rest silently ignored. */
export function useChooseFiles() {
  const dispatch = useAppDispatch();
  return (list: FileList | readonly File[] | null) => {
    const pdfs = Array.from(list ?? []).filter((file) => isPdfFile(file));
    if (pdfs.length > 0) dispatch(filesChosen({ files: registerFiles(pdfs) }));
  };
}

/**
 * The link input of Enter or ➝ adds the link (or, empty with content attached,
 * opens the contact modal), and the attach button picks PDFs. Everything is disabled while the
 * form adds, uploads or checks.
 */
export function LinkInput({ autoFocus = false }: { autoFocus?: boolean }) {
  const dispatch = useAppDispatch();
  const { inputText, busy, invalidUrl } = useAppSelector(selectSubmitForm);
  const picker = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const chooseFiles = useChooseFiles();
  const disabled = busy !== null;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 0.75, pl: 2, border: 2, borderColor: invalidUrl ? 'error.main' : 'divider', borderRadius: 3, bgcolor: 'background.paper', '&:focus-within': { borderColor: invalidUrl ? 'error.main' : 'primary.main' } }}>
      <Box component="label" htmlFor={inputId} sx={visuallyHidden}>
        Link to a website or deck
      </Box>
      <InputBase
        id={inputId}
        value={inputText}
        placeholder={LINK_PLACEHOLDER}
        disabled={disabled}
        autoFocus={autoFocus}
        onChange={(event) => dispatch(linkInputChanged({ text: event.target.value }))}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          dispatch(linkSubmitted());
        }}
        inputProps={{ 'aria-invalid': invalidUrl, inputMode: 'url', autoComplete: 'off', spellCheck: false }}
        sx={{ flex: 1, minWidth: 0, fontSize: { xs: '0.9375rem', sm: '1rem' } }}
      />
      <Button variant="contained" aria-label="Add link" disabled={disabled} onClick={() => dispatch(linkSubmitted())} sx={{ minWidth: 44, px: 1.5, fontSize: '1.125rem' }}>
        ➝
      </Button>
      <Tooltip title={ATTACH_TOOLTIP} describeChild>
        <span>
          <IconButton aria-label={ATTACH_TOOLTIP} disabled={disabled} onClick={() => picker.current?.click()}>
            <UploadIcon />
          </IconButton>
        </span>
      </Tooltip>
      <input
        ref={picker}
        type="file"
        accept={CONSTANTS.DEAL_UPLOAD_ACCEPT}
        multiple
        hidden
        data-testid="deck-picker"
        onChange={(event) => {
          chooseFiles(event.target.files);
          event.target.value = '';
        }}
      />
    </Box>
  );
}
