import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TEXT_LIMITS } from '@quorum/domain';
import { erasureExplanation } from '@quorum/ui';
import { useState, type FormEvent } from 'react';

/**
 * "Ask to erase my data": what erasure does, in plain words (the members app's profile says the
 * same), and an optional note for the admins. The dialog keeps focus inside (MUI) and gives it
 * back to the button that opened it.
 */
export function ErasureDialog({ member, onConfirm, onClose }: { member: boolean; onConfirm: (note: string) => void; onClose: () => void }) {
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(note.trim());
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="erasure-dialog-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="erasure-dialog-title" component="h2">
          Ask to erase your data?
        </DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gap: 1.5, mb: 3 }}>
            {erasureExplanation({ member }).map((paragraph) => (
              <Typography key={paragraph}>{paragraph}</Typography>
            ))}
          </Box>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            id="erasure-note"
            label="A note for the admins (optional)"
            helperText="Anything that helps them with your request."
            value={note}
            onChange={(event) => setNote(event.target.value)}
            slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.COMMENT } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" color="error">
            Ask to erase my data
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
