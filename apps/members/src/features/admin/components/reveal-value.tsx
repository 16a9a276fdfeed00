import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { RevealIdentifierRequest } from '@quorum/domain';
import { VisibilityIcon } from '@quorum/ui';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { identifierRevealRequested, revealKey, selectApplications } from '../applications.slice';

/** A masked identifier and, on request only, the identifier itself (each reveal is audit-logged by the API). */
export function RevealValue({ applicationId, target, masked, label }: { applicationId: string; target: RevealIdentifierRequest; masked: string; label: string }) {
  const dispatch = useAppDispatch();
  const { revealed, busy } = useAppSelector(selectApplications);
  const key = revealKey(target);
  const value = revealed[key];
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.9375rem' }}>{value ?? masked}</Box>
      {value === undefined ? (
        <Button size="small" startIcon={<VisibilityIcon />} onClick={() => dispatch(identifierRevealRequested({ applicationId, target }))} disabled={busy === key} aria-label={`Reveal ${label}`}>
          Reveal
        </Button>
      ) : null}
    </Box>
  );
}
