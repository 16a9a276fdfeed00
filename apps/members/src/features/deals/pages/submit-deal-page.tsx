import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CARRY_NOTICE } from '@quorum/domain';
import { Page } from '../../../lib/page';

const SOURCES = ['Company Websites', 'DocSend', 'PDFs'];

/**
 * /deals/submit, the fallback page for submitting a deal (spec 2 section 2: heading "Got a deal
 * for me?"). The form itself arrives with the deal-submission work (issue 7).
 */
export function SubmitDealPage() {
  return (
    <Page title="Got a deal for me?" maxWidth="md" description="Upload docs and paste links about the company. My analysts and I review everything you add and write a scored report.">
      <Box sx={{ display: 'grid', gap: 2.5, p: { xs: 2.5, sm: 4 }, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper' }}>
        <Box>
          <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
            What the agent can review
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {SOURCES.map((source) => (
              <li key={source}>{source}</li>
            ))}
          </Box>
        </Box>
        <Typography>{CARRY_NOTICE}</Typography>
        <Typography color="text.secondary" role="status">
          Deal submission is not open in this version of Quorum yet. Your recent deals and My Submissions will show each deal you bring
          once it is.
        </Typography>
      </Box>
    </Page>
  );
}
