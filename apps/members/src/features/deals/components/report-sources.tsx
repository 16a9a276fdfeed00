import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReportClaim } from '@quorum/domain';

export interface SourceEntry {
  id: string;
  kind: string;
  title: string;
  url?: string | undefined;
  readable?: boolean;
  words?: number;
  note?: string | undefined;
}

/**
 * What the report was built from; a source that could not be read is listed with why, not
 * hidden. Under each source, the summary's statements that rest on it, so a reader can trace them.
 */
export function ReportSources({ sources, claims = [] }: { sources: SourceEntry[]; claims?: ReportClaim[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
      {sources.map((source) => {
        const resting = claims.filter((claim) => claim.sourceIds.includes(source.id));
        return (
          <li key={source.id}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {source.url ? (
                <Link href={source.url} target="_blank" rel="noopener noreferrer">
                  {source.title}
                </Link>
              ) : (
                source.title
              )}
            </Typography>
            <Typography component="span" color="text.secondary" sx={{ fontSize: '0.875rem' }}>
              {' '}
              · {source.kind}
              {source.readable !== false && source.words ? ` · ${source.words} words read` : ''}
              {source.readable === false ? ` · could not be read${source.note ? `: ${source.note}` : ''}` : ''}
            </Typography>
            {resting.length > 0 ? (
              <Box component="ul" aria-label={`Statements resting on ${source.title}`} sx={{ m: 0, mt: 0.5, pl: 2.5, color: 'text.secondary', fontSize: '0.875rem' }}>
                {resting.map((claim, index) => (
                  <li key={index}>{claim.text}</li>
                ))}
              </Box>
            ) : null}
          </li>
        );
      })}
    </Box>
  );
}
