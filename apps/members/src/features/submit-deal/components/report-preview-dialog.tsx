import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { agentRecommendation, estimatedValuation, isPositiveOutcome, keyPoints, reportSummaryLine, type FullReportResponse } from '@quorum/domain';
import { DealIcon } from '../../favicons';
import { ReportLinks } from '../../deals';
import { ModalFrame } from '../../modals';
import { Confetti } from '@quorum/ui';

export const POSITIVE_BANNER = 'My agents and I like this deal!';
export const NEGATIVE_BANNER = 'My agents and I did not like this deal.';


/** A headline figure; a long valuation text ("$24M-36M (10-15x the stated revenue)") in a smaller size. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ flex: 1, minWidth: 140, p: 1.5, borderRadius: 2, bgcolor: 'grey.50', border: 1, borderColor: 'divider' }}>
      <Typography sx={{ color: 'text.secondary', fontSize: '0.75rem', fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.05em' }}>{label}</Typography>
      <Typography sx={{ fontSize: value.length > 12 ? '1.0625rem' : '1.5rem', fontWeight: 700, lineHeight: 1.35, mt: 0.25 }}>{value}</Typography>
    </Box>
  );
}

export interface PreviewActions {
  onClose: () => void;
  onViewReport: () => void;
  onNewDeal: () => void;
}

/**
 * The report preview (dialog 5): name, favicon, website and social links, the
 * summary's first line clamped to 3 lines, the Agent Recommendation, Est. Evaluation and the
 * numbered Key Points; at 50% or more the green banner and confetti, below it the red banner.
 */
export function ReportPreviewDialog({ position, report, actions }: { position: number; report: FullReportResponse; actions: PreviewActions }) {
  const positive = isPositiveOutcome(report);
  const { url, twitterHandle } = report.projectDocumentation;
  const summary = reportSummaryLine(report);
  return (
    <ModalFrame position={position} title={report.name} onClose={actions.onClose} width={640} decoration={positive ? <Confetti /> : undefined}>
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: -1.5, flexWrap: 'wrap' }}>
          <DealIcon deal={{ assets: report.assets, url }} size={32} />
          <ReportLinks url={url} twitterHandle={twitterHandle} />
        </Box>
        <Box role="note" data-outcome={positive ? 'positive' : 'negative'} sx={{ p: 1.5, borderRadius: 2, fontWeight: 700, textAlign: 'center', bgcolor: positive ? '#e3f3ea' : '#fbe9e7', color: positive ? 'success.main' : 'error.main' }}>
          {positive ? POSITIVE_BANNER : NEGATIVE_BANNER}
        </Box>
        {summary ? (
          <Typography data-summary sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {summary}
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Figure label="Agent Recommendation" value={`${agentRecommendation(report)}%`} />
          <Figure label="Est. Evaluation" value={estimatedValuation(report)} />
        </Box>
        <Box>
          <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
            Key Points
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.75 }}>
            {keyPoints(report).map((point, index) => (
              <li key={index}>{point}</li>
            ))}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, flexWrap: 'wrap' }}>
          <Button variant="text" onClick={actions.onClose}>
            Close
          </Button>
          <Button variant="outlined" onClick={actions.onNewDeal}>
            Submit a New Deal
          </Button>
          <Button variant="contained" onClick={actions.onViewReport}>
            View Full Report
          </Button>
        </Box>
      </Box>
    </ModalFrame>
  );
}
