import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { agentRecommendation, estimatedValuation, isPositiveOutcome } from '@quorum/domain';
import { DealIcon } from '../../favicons';
import { ReportLinks } from './report-links';
import { DealStatus } from './deal-status';
import { formatDate } from './format';
import type { ReportViewData } from './report-view';
import { ReportFigure } from './report-section';


/** The top of the report: the deal's links and status, who brought it and when, the score and the verdict. */
export function ReportHeader({ report }: { report: ReportViewData }) {
  const positive = isPositiveOutcome(report);
  const { url, twitterHandle } = report.projectDocumentation;
  const submitted = formatDate(report.createdAt);
  const completed = formatDate(report.completedAt ?? null);
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper', display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <DealIcon deal={{ assets: report.assets, url }} size={48} />
        <Box sx={{ flex: 1, minWidth: 180 }}>
          {report.effectiveStatus ? <DealStatus status={report.effectiveStatus} /> : null}
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 0.5 }}>
            <ReportLinks url={url} twitterHandle={twitterHandle} />
          </Box>
          {submitted ? (
            <Typography color="text.secondary" sx={{ fontSize: '0.875rem', mt: 0.5 }}>
              Submitted {submitted}
              {report.createdBy ? ` by ${report.createdBy}` : ''}
              {completed ? ` · reviewed ${completed}` : ''}
            </Typography>
          ) : null}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: { xs: 2, sm: 4 }, flexWrap: 'wrap' }}>
        <ReportFigure label="Agent Recommendation" value={`${agentRecommendation(report)}%`} />
        <ReportFigure label="Est. Evaluation" value={estimatedValuation(report)} />
      </Box>
      {report.status === 'done' ? (
        <Box role="note" sx={{ p: 1.5, borderRadius: 2, fontWeight: 600, bgcolor: positive ? '#e6f4ec' : '#fbe9e7', color: positive ? 'success.main' : 'error.main' }}>
          {positive ? 'The review agent likes this deal.' : 'The review agent and its analysts did not like this deal.'}
        </Box>
      ) : null}
    </Box>
  );
}
