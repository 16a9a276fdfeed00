import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { recoveryCodeSaved } from '../passkeys.slice';

/**
 * An admin's recovery code, the one time Quorum shows it: copy it, say it is saved, and it is gone
 * from the page. Focus moves here when it appears, so a screen reader reads it first.
 */
export function RecoveryCodePanel({ code, onSaved }: { code: string; onSaved?: () => void }) {
  const dispatch = useAppDispatch();
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5, p: { xs: 2, sm: 3 }, border: 2, borderColor: 'warning.main', borderRadius: 2 }}>
      <Typography component="h2" variant="h6" id={headingId} ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
        Save your recovery code
      </Typography>
      <Typography>
        If you lose every passkey, this code lets you remove them after signing in by email, and add a new one. Quorum shows it only this once and keeps only a fingerprint
        of it. Keep it somewhere safe that is not your email: a password manager, or on paper.
      </Typography>
      <Box
        component="output"
        aria-label="Recovery code"
        sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: { xs: '1.1rem', sm: '1.35rem' }, letterSpacing: '0.08em', p: 1.5, borderRadius: 1, bgcolor: 'action.hover', overflowWrap: 'anywhere' }}
      >
        {code}
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => void copy()}>
          Copy code
        </Button>
        <Box role="status" aria-live="polite">
          {copied === 'yes' ? <Typography color="text.secondary">Copied.</Typography> : null}
        </Box>
      </Box>
      {copied === 'failed' ? <Alert severity="info">This browser did not let Quorum copy it: select the code and copy it, or write it down.</Alert> : null}
      <FormControlLabel control={<Checkbox checked={saved} onChange={(event) => setSaved(event.target.checked)} />} label="I have saved my recovery code" />
      <Box>
        <Button
          variant="contained"
          disabled={!saved}
          onClick={() => {
            dispatch(recoveryCodeSaved());
            onSaved?.();
          }}
        >
          Done
        </Button>
      </Box>
    </Box>
  );
}
