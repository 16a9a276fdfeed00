import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { agentRecommendation, estimatedValuation, isPositiveOutcome, keyPoints, type AnalystReport, type FullReport } from '@quorum/domain';
import { OpenInNewIcon } from '@quorum/ui';
import type { ReactNode } from 'react';
import { DealIcon } from '../../favicons/deal-icon';
import { DealStatus } from './deal-status';
import { ReportSources, type SourceEntry } from './report-sources';
import { VotesList } from './votes-list';

export type ReportViewData = Omit<FullReport, 'sources'> & { effectiveStatus?: string; analyses?: AnalystReport[]; sources: SourceEntry[] };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ breakInside: 'avoid' }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography sx={{ color: 'text.secondary', fontSize: '0.8125rem', fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.04em' }}>{label}</Typography>
      <Typography sx={{ fontSize: '1.5rem', fontWeight: 700 }}>{value}</Typography>
    </Box>
  );
}

/** A full review report (spec 2 section 3): every field the page reads, in reading order. */
export function ReportView({ report }: { report: ReportViewData }) {
  const positive = isPositiveOutcome(report);
  const entries = report.recommendationsAndVotes.recommendationsAndVotes;
  const risks = [
    ['Market', report.riskAnalysis.marketRisk],
    ['Competitors', report.riskAnalysis.competitorsRisk],
    ['Compliance', report.riskAnalysis.complianceRisk],
  ].filter((risk): risk is [string, string] => typeof risk[1] === 'string' && risk[1] !== '');
  const { url, twitterHandle } = report.projectDocumentation;

  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Box sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper', display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <DealIcon deal={{ assets: report.assets, url }} size={48} />
          <Box sx={{ flex: 1, minWidth: 180 }}>
            {report.effectiveStatus ? <DealStatus status={report.effectiveStatus} /> : null}
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 0.5 }}>
              {url ? (
                <Link href={url} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}>
                  {url.replace(/^https?:\/\//, '').replace(/\/$/, '')} <OpenInNewIcon sx={{ fontSize: 16 }} />
                </Link>
              ) : null}
              {twitterHandle ? <Typography component="span" sx={{ fontWeight: 600 }}>{twitterHandle}</Typography> : null}
            </Box>
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
          <Figure label="Agent Recommendation" value={`${agentRecommendation(report)}%`} />
          <Figure label="Est. Evaluation" value={estimatedValuation(report)} />
        </Box>
        {report.status === 'done' ? (
          <Box role="note" sx={{ p: 1.5, borderRadius: 2, fontWeight: 600, bgcolor: positive ? '#e6f4ec' : '#fbe9e7', color: positive ? 'success.main' : 'error.main' }}>
            {positive ? 'The review agent likes this deal.' : 'The review agent and its analysts did not like this deal.'}
          </Box>
        ) : null}
      </Box>
      <Section title="Executive summary">
        {report.executiveSummary.summary.length > 0 ? report.executiveSummary.summary.map((line, index) => <Typography key={index} sx={{ mb: 1.5 }}>{line}</Typography>) : <Typography color="text.secondary">No summary yet.</Typography>}
      </Section>
      <Section title="Key points">
        <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
          {keyPoints(report).map((point, index) => <li key={index}>{point}</li>)}
        </Box>
      </Section>
      {risks.length > 0 ? (
        <Section title="Risks">
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { md: 'repeat(3, 1fr)' } }}>
            {risks.map(([label, text]) => (
              <Box key={label} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
                <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{label}</Typography>
                <Typography color="text.secondary" sx={{ fontSize: '0.9375rem' }}>{text}</Typography>
              </Box>
            ))}
          </Box>
        </Section>
      ) : null}
      <Section title="The analysts">
        <VotesList entries={entries.filter((entry) => entry.role !== 'member')} empty="The analysts have not voted yet." />
      </Section>
      <Section title="Member votes">
        <VotesList entries={entries.filter((entry) => entry.role === 'member')} empty="No member has voted yet." />
      </Section>
      {report.sources.length > 0 ? (
        <Section title="Sources">
          <ReportSources sources={report.sources} />
        </Section>
      ) : null}
    </Box>
  );
}
