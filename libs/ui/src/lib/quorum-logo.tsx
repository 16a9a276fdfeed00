import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The wordmark both apps show in their top bars. */
export function QuorumLogo() {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        aria-hidden
        sx={{ width: 28, height: 28, borderRadius: '8px', bgcolor: 'primary.main', color: 'primary.contrastText', display: 'grid', placeItems: 'center', fontWeight: 800 }}
      >
        Q
      </Box>
      <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.125rem', color: 'text.primary' }}>
        Quorum
      </Typography>
    </Box>
  );
}
