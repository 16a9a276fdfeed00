import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { QuorumLogo, QuorumThemeProvider } from '@quorum/ui';

/** The public landing page with the public routes' simple top bar (spec 1 section 2). */
export function App() {
  return (
    <QuorumThemeProvider>
      <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar component="nav" aria-label="Main" sx={{ justifyContent: 'space-between' }}>
          <Link href="/" underline="none" aria-label="Quorum home">
            <QuorumLogo />
          </Link>
          <Link href="/login" sx={{ fontWeight: 600 }}>
            Sign In
          </Link>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          Invest together, decide together.
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 560 }}>
          Quorum is a members-only investment network. Members bring deals, an analyst team of agents reviews every
          one, and the members vote.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button variant="contained" size="large" href="/apply">
            Apply for membership
          </Button>
          <Button variant="outlined" size="large" href="/login">
            Member sign in
          </Button>
        </Box>
      </Container>
    </QuorumThemeProvider>
  );
}
