import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { agentRecommendation, estimatedValuation, isPositiveOutcome, keyPoints, reportSummaryLine } from '@quorum/domain';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/page';
import { DealList, ReportView } from '../../deals';
import { DealIcon } from '../../favicons';
import { DemoBanner } from './demo-banner';
import { DEMO_DEALS, DEMO_REPORT } from './demo-data';

function DemoPage({ title, lead, children }: { title: string; lead: string; children: React.ReactNode }) {
  useDocumentTitle(`Demo: ${title}`);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <DemoBanner />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>{title}</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>{lead}</Typography>
      {children}
    </Container>
  );
}

/** /demo: a deal list as members see it, with every kind of status. */
export function DemoDealsPage() {
  return (
    <DemoPage title="Deals" lead="Approved and rejected deals open; a deal still under review shows as Processing and waits, greyed out.">
      <DealList deals={DEMO_DEALS} label="Demo deals" hrefFor={(deal) => (deal.id === DEMO_REPORT.reportId ? paths.demoPreview : paths.demoReport)} />
    </DemoPage>
  );
}

/** /demo/preview: the report preview that follows a submission. */
export function DemoPreviewPage() {
  const positive = isPositiveOutcome(DEMO_REPORT);
  return (
    <DemoPage title="Report preview" lead="What the submitting member sees when the review is done.">
      <Box sx={{ p: { xs: 2.5, sm: 4 }, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper', display: 'grid', gap: 2.5 }}>
        <Box role="note" sx={{ p: 1.5, borderRadius: 2, fontWeight: 600, bgcolor: positive ? '#e6f4ec' : '#fbe9e7', color: positive ? 'success.main' : 'error.main' }}>
          {positive ? 'My agents and I like this deal.' : 'My agents and I did not like this deal.'}
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <DealIcon deal={DEMO_REPORT} size={44} />
          <Box>
            <Typography variant="h2" sx={{ fontSize: '1.5rem' }}>{DEMO_REPORT.name}</Typography>
            <Typography color="text.secondary" sx={{ fontSize: '0.9375rem' }}>{DEMO_REPORT.projectDocumentation.twitterHandle}</Typography>
          </Box>
        </Box>
        <Typography sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>{reportSummaryLine(DEMO_REPORT)}</Typography>
        <Box sx={{ display: 'flex', gap: 5, flexWrap: 'wrap' }}>
          <Box>
            <Typography sx={{ color: 'text.secondary', fontSize: '0.8125rem', fontWeight: 600 }}>Agent Recommendation</Typography>
            <Typography sx={{ fontSize: '1.75rem', fontWeight: 700 }}>{agentRecommendation(DEMO_REPORT)}%</Typography>
          </Box>
          <Box>
            <Typography sx={{ color: 'text.secondary', fontSize: '0.8125rem', fontWeight: 600 }}>Est. Evaluation</Typography>
            <Typography sx={{ fontSize: '1.75rem', fontWeight: 700 }}>{estimatedValuation(DEMO_REPORT)}</Typography>
          </Box>
        </Box>
        <Box>
          <Typography variant="h3" sx={{ fontSize: '1.0625rem', mb: 1 }}>Key Points</Typography>
          <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.75 }}>
            {keyPoints(DEMO_REPORT).map((point) => <li key={point}>{point}</li>)}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          <Button variant="outlined" component={RouterLink} to={paths.demo}>Close</Button>
          <Button variant="contained" component={RouterLink} to={paths.demoReport}>View Full Report</Button>
        </Box>
      </Box>
    </DemoPage>
  );
}

/** /demo/report: a full report with sample content. */
export function DemoReportPage() {
  return (
    <DemoPage title="Rocketly: full report" lead="A sample of the report the review agent writes for every deal.">
      <ReportView report={DEMO_REPORT} />
    </DemoPage>
  );
}
