import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { voteSide, type AnalystReport, type RecommendationEntry } from '@quorum/domain';
import { CancelIcon, CheckCircleIcon } from '@quorum/ui';
import type { SourceEntry } from './report-sources';
import { cardSx } from './report-section';
import { VotesList } from './votes-list';

const DIMENSION_LABEL: Record<string, string> = { traction: 'Traction', team: 'Team', market: 'Market', product: 'Product', technology: 'Technology', risks: 'Risks', material: 'Material', strategy: 'Strategy fit', valuation: 'Valuation' };

function VoteBadge({ vote }: { vote: unknown }) {
  const side = voteSide(vote);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 700, color: side === 'yes' ? 'success.main' : side === 'no' ? 'error.main' : 'text.secondary' }}>
      {side === 'yes' ? <CheckCircleIcon sx={{ fontSize: 18 }} /> : <CancelIcon sx={{ fontSize: 18 }} />}
      Voted {side === 'yes' ? 'Yes' : side === 'no' ? 'No' : String(vote ?? 'nothing')}
    </Box>
  );
}

/** One analyst: score, vote, recommendation, and each factor with its points and the quotations behind it. */
function AnalystCard({ analysis, sourceTitle }: { analysis: AnalystReport; sourceTitle: (id: string) => string }) {
  return (
    <Box component="article" aria-label={analysis.agent} sx={{ ...cardSx, display: 'grid', gap: 1.5, breakInside: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h3" sx={{ fontSize: '1.0625rem', fontWeight: 700, flex: 1 }}>
          {analysis.agent}
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>{analysis.score}/100</Typography>
        <VoteBadge vote={analysis.vote} />
      </Box>
      <Typography color="text.secondary">{analysis.recommendation}</Typography>
      {analysis.factors.length > 0 ? (
        <Box component="ul" aria-label={`How ${analysis.agent} scored`} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {analysis.factors.map((factor) => (
            <Box component="li" key={factor.dimension} sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {DIMENSION_LABEL[factor.dimension] ?? factor.dimension}: {factor.points}/{factor.maxPoints}
              </Typography>
              <Typography color="text.secondary" sx={{ fontSize: '0.9375rem' }}>
                {factor.explanation}
              </Typography>
              {factor.evidence.map((quote, index) => (
                <Box component="blockquote" key={index} sx={{ m: 0, mt: 0.5, pl: 1.5, borderLeft: 3, borderColor: 'divider', fontSize: '0.875rem' }}>
                  “{quote.text}” <Box component="cite" sx={{ color: 'text.secondary', fontStyle: 'normal' }}>— {sourceTitle(quote.sourceId)}</Box>
                </Box>
              ))}
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * Each agent's recommendation and vote: the analyses with their factors when
 * the report carries them, else the agents' entries of recommendationsAndVotes.
 */
export function ReportAnalyses({ analyses, entries, sources }: { analyses: AnalystReport[] | undefined; entries: RecommendationEntry[]; sources: SourceEntry[] }) {
  const titles = new Map(sources.map((source) => [source.id, source.title]));
  const sourceTitle = (id: string) => titles.get(id) ?? id;
  if (!analyses || analyses.length === 0) return <VotesList entries={entries} empty="The analysts have not voted yet." />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {analyses.map((analysis) => (
        <AnalystCard key={analysis.role} analysis={analysis} sourceTitle={sourceTitle} />
      ))}
    </Box>
  );
}
