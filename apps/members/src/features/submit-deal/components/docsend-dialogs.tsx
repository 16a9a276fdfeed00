import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { canSaveDocsendPasscode, DOCSEND_MESSAGES, type DocsendDialogText } from '@quorum/domain';
import { VisibilityIcon } from '@quorum/ui';
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { ModalFrame } from '../../modals';
import { docsendPasscodeSaved, formDialogClosed } from '../submit-form.slice';

/**
 * The password dialog of The passcode with a show/hide toggle; Close and
 * Skip go on without one, Save keeps it for this link and is enabled only with a non-blank one.
 */
export function DocsendPasswordDialog({ position, link }: { position: number; link: string }) {
  const dispatch = useAppDispatch();
  const [passcode, setPasscode] = useState('');
  const [shown, setShown] = useState(false);
  const close = () => dispatch(formDialogClosed());
  const canSave = canSaveDocsendPasscode(passcode);
  return (
    <ModalFrame position={position} title={DOCSEND_MESSAGES.passwordDialogTitle} onClose={close}>
      <Box
        component="form"
        noValidate
        aria-label={DOCSEND_MESSAGES.passwordDialogTitle}
        onSubmit={(event) => {
          event.preventDefault();
          if (canSave) dispatch(docsendPasscodeSaved({ link, passcode: passcode.trim() }));
        }}
        sx={{ display: 'grid', gap: 2 }}
      >
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          This DocSend deck asks for a passcode: {link}
        </Typography>
        <TextField
          label="Passcode"
          type={shown ? 'text' : 'password'}
          value={passcode}
          onChange={(event) => setPasscode(event.target.value)}
          autoFocus
          autoComplete="off"
          slotProps={{
            htmlInput: { maxLength: 200 },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton aria-label={shown ? 'Hide password' : 'Show password'} aria-pressed={shown} onClick={() => setShown((value) => !value)} edge="end">
                    <VisibilityIcon />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, flexWrap: 'wrap' }}>
          <Button variant="text" onClick={close}>
            Close
          </Button>
          <Button variant="outlined" onClick={close}>
            Skip
          </Button>
          <Button type="submit" variant="contained" disabled={!canSave}>
            Save
          </Button>
        </Box>
      </Box>
    </ModalFrame>
  );
}

/** The unavailable dialog: a dataroom, an unavailable link or a link issue; the link is already removed. */
export function DocsendUnavailableDialog({ position, dialog }: { position: number; dialog: DocsendDialogText }) {
  const dispatch = useAppDispatch();
  const close = () => dispatch(formDialogClosed());
  return (
    <ModalFrame position={position} title={dialog.title} onClose={close}>
      <Typography sx={{ mb: 3 }}>{dialog.text}</Typography>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="contained" onClick={close} autoFocus>
          {DOCSEND_MESSAGES.unavailableDialogButton}
        </Button>
      </Box>
    </ModalFrame>
  );
}
