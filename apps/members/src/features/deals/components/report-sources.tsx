import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export interface SourceEntry {
  id: string;
  kind: string;
  title: string;
  url?: string | undefined;
  readable?: boolean;
  note?: string | undefined;
}

/** What the report was built from; a source that could not be read is listed with why, not hidden. */
export function ReportSources({ sources }: { sources: SourceEntry[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.75 }}>
      {sources.map((source) => (
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
            {source.readable === false ? ` · could not be read${source.note ? `: ${source.note}` : ''}` : ''}
          </Typography>
        </li>
      ))}
    </Box>
  );
}
