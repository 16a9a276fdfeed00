import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const NEEDED = [
  'A government-issued ID (passport, driver’s licence or national ID card)',
  'A proof of address dated within the last 3 months',
  'Evidence of your accreditation: income, net worth, a professional licence, or your organization’s assets',
  'For an organization: its formation documents and the details of its owners',
];

/** What the welcome step adds under its text: what to have at hand. */
export function WelcomeContent() {
  return (
    <Box sx={{ mb: 1 }}>
      <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        What you'll need
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75, color: 'text.secondary' }}>
        {NEEDED.map((item) => (
          <li key={item}>
            <Typography variant="body2" component="span">
              {item}
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}
