import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { APPLICATION_TYPES } from '@quorum/domain';
import { QuorumLogo, QuorumThemeProvider } from '@quorum/ui';

const TYPE_DESCRIPTIONS: Record<(typeof APPLICATION_TYPES)[number], string> = {
  Individual: 'You invest in your own name.',
  Entity: 'A corporation, LLC, partnership or trust invests.',
  Investment: 'A fund, SPV or family office invests.',
};

/** /apply: two columns (2/5 and 3/5), stacked on small screens, no navigation bar (spec 1 section 2). */
export function App() {
  return (
    <QuorumThemeProvider>
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '2fr 3fr' }, alignItems: 'start' }}>
          <Box component="section" aria-labelledby="apply-heading">
            <QuorumLogo />
            <Typography id="apply-heading" variant="h1" sx={{ mt: 4, mb: 2 }}>
              Apply to join Quorum
            </Typography>
            <Typography color="text.secondary">
              Quorum is a members-only investment network. Membership is open to accredited investors: we ask one
              question at a time, and your progress is kept on this device until you submit.
            </Typography>
          </Box>
          <Paper component="section" aria-labelledby="types-heading" variant="outlined" sx={{ p: { xs: 3, md: 4 } }}>
            <Typography id="types-heading" variant="h2" sx={{ mb: 2 }}>
              Who is applying?
            </Typography>
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
              {APPLICATION_TYPES.map((type) => (
                <Box component="li" key={type} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
                  <Typography sx={{ fontWeight: 600 }}>{type}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {TYPE_DESCRIPTIONS[type]}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Paper>
        </Box>
      </Container>
    </QuorumThemeProvider>
  );
}
