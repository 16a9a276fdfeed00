import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { estimatedValuation, keyPoints, type AnalystReport, type FullReport, type ReportClaim } from '@quorum/domain';
import { ReportAnalyses } from './report-analyses';
import { ReportHeader } from './report-header';
import { ReportSources, type SourceEntry } from './report-sources';
import { cardSx, ReportSection } from './report-section';
import { VotesList } from './votes-list';

export type ReportViewData = Omit<FullReport, 'sources'> & {
  effectiveStatus?: string;
  analyses?: AnalystReport[];
  claims?: ReportClaim[];
  createdBy?: string;
  completedAt?: string | null;
  sources: SourceEntry[];
};

const RISKS = [
  ['Market', 'marketRisk'],
  ['Competitors', 'competitorsRisk'],
  ['Compliance', 'complianceRisk'],
] as const;

function Lines({ lines, empty }: { lines: readonly string[]; empty: string }) {
  if (lines.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <>
      {lines.map((line, index) => (
        <Typography key={index} sx={{ mb: 1.5 }}>
          {line}
        </Typography>
      ))}
    </>
  );
}

/**
 * A full review report, every section in reading order: the summary and its
 * one-liners, key points, valuation, the three risks, each agent's recommendation and vote, the
 * members' votes, and the sources it was built from. Prints as it reads (report-print-styles).
 */
export function ReportView({ report }: { report: ReportViewData }) {
  const entries = report.recommendationsAndVotes.recommendationsAndVotes;
  return (
    <Box data-report sx={{ display: 'grid', gap: 4 }}>
      <ReportHeader report={report} />
      <ReportSection title="Executive summary" id="report-summary">
        <Lines lines={report.executiveSummary.summary} empty="No summary yet." />
      </ReportSection>
      <ReportSection title="One-liners" id="report-one-liners">
        {report.executiveSummary.oneLiners.length > 0 ? (
          <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.75 }}>
            {report.executiveSummary.oneLiners.map((line, index) => <li key={index}>{line}</li>)}
          </Box>
        ) : (
          <Typography color="text.secondary">No one-liners yet.</Typography>
        )}
      </ReportSection>
      <ReportSection title="Key points" id="report-key-points">
        <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
          {keyPoints(report).map((point, index) => <li key={index}>{point}</li>)}
        </Box>
      </ReportSection>
      <ReportSection title="Valuation" id="report-valuation">
        <Typography>
          {estimatedValuation(report)}
          {report.valuations.qcValuation ? '' : ' (the default estimate: the material gave no basis for one)'}
        </Typography>
      </ReportSection>
      <ReportSection title="Risks" id="report-risks">
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { md: 'repeat(3, 1fr)' } }}>
          {RISKS.map(([label, field]) => (
            <Box key={field} sx={cardSx}>
              <Typography variant="h3" sx={{ fontWeight: 700, fontSize: '1rem', mb: 0.5 }}>{label}</Typography>
              <Typography color="text.secondary" sx={{ fontSize: '0.9375rem' }}>{report.riskAnalysis[field] || 'Not assessed in this review.'}</Typography>
            </Box>
          ))}
        </Box>
      </ReportSection>
      <ReportSection title="The analysts" id="report-analysts">
        <ReportAnalyses analyses={report.analyses} entries={entries.filter((entry) => entry.role !== 'member')} sources={report.sources} />
      </ReportSection>
      <ReportSection title="Member votes" id="report-member-votes">
        <VotesList entries={entries.filter((entry) => entry.role === 'member')} empty="No member has voted yet." />
      </ReportSection>
      {report.sources.length > 0 ? (
        <ReportSection title="Sources" id="report-sources">
          <ReportSources sources={report.sources} claims={report.claims ?? []} />
        </ReportSection>
      ) : null}
    </Box>
  );
}
