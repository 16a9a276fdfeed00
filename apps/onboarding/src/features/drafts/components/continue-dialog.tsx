import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectWizard } from '../../wizard';
import { selectServerDraft, serverDraftActions } from '../server-draft.slice';

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const INVALID_EMAIL = 'Please enter a valid email address, like name@example.com.';

/**
 * "Continue on another device": asks for an email, sends the link, and says where it went. The
 * dialog keeps focus inside (MUI) and gives it back to the button that opened it.
 */
export default function ContinueDialog({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const { request } = useAppSelector(selectServerDraft);
  const answers = useAppSelector(selectWizard).answers;
  const [email, setEmail] = useState(typeof answers['email'] === 'string' ? answers['email'] : '');
  const [invalid, setInvalid] = useState(false);
  const confirmation = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // A new request starts from a clean slate; the confirmation takes focus once the link is sent.
    if (request.status === 'sent') confirmation.current?.focus();
  }, [request.status]);

  const close = () => {
    dispatch(serverDraftActions.continueDialogClosed());
    onClose();
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!LOOKS_LIKE_EMAIL.test(trimmed)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    dispatch(serverDraftActions.continueElsewhereRequested({ email: trimmed }));
  };

  const sending = request.status === 'sending';
  return (
    <Dialog open onClose={close} aria-labelledby="continue-dialog-title" aria-describedby="continue-dialog-text" fullWidth maxWidth="sm">
      <DialogTitle id="continue-dialog-title" component="h2">
        Continue on another device
      </DialogTitle>
      {request.status === 'sent' ? (
        <>
          <DialogContent>
            <Typography id="continue-dialog-text" ref={confirmation} tabIndex={-1} role="status">
              We sent a link to {request.sentTo}. Open it on the device where you want to continue: your answers and files will be there.
            </Typography>
            <Typography variant="body2" sx={{ mt: 2 }}>
              The link works once. The saved copy is kept for 30 days after your last change and deleted when you submit.
            </Typography>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={close}>
              Done
            </Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={send} noValidate>
          <DialogContent>
            <Typography id="continue-dialog-text" sx={{ mb: 2 }}>
              We&apos;ll email you a link that opens this application, with the files you attached, in any browser.
            </Typography>
            <TextField
              autoFocus
              fullWidth
              id="continue-email"
              label="Email address"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={invalid}
              helperText={invalid ? INVALID_EMAIL : ' '}
              disabled={sending}
            />
            {request.status === 'failed' ? (
              <Alert severity="error" role="alert" sx={{ mt: 1 }}>
                {request.error}
              </Alert>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={sending}>
              {sending ? 'Sending…' : 'Send link'}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
