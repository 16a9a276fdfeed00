import Link from '@mui/material/Link';
import { OpenInNewIcon } from '@quorum/ui';

const bare = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');
const socialUrl = (handle: string) => `https://x.com/${encodeURIComponent(handle.replace(/^@/, ''))}`;

/** A report's website and social profile links, opened in a new tab (the preview and the full report). */
export function ReportLinks({ url, twitterHandle }: { url: string | null | undefined; twitterHandle: string | null | undefined }) {
  return (
    <>
      {url ? (
        <Link href={url} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600, overflowWrap: 'anywhere' }}>
          {bare(url)} <OpenInNewIcon sx={{ fontSize: 16 }} />
        </Link>
      ) : null}
      {twitterHandle ? (
        <Link href={socialUrl(twitterHandle)} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 600 }}>
          {twitterHandle.startsWith('@') ? twitterHandle : `@${twitterHandle}`}
        </Link>
      ) : null}
    </>
  );
}
