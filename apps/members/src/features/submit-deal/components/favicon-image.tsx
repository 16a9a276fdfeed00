import Box from '@mui/material/Box';
import { GlobeIcon } from '@quorum/ui';
import { useState } from 'react';

/**
 * A favicon from GET /api/favicon-url (null until fetched, '' when there is
 * none); the globe stands in while unknown, when absent, and when the image fails to load.
 * Decorative: the link or name is always written beside it.
 */
export function FaviconImage({ src, size = 24 }: { src: string | null; size?: number }) {
  const [failed, setFailed] = useState(false);
  const frame = { width: size, height: size, flex: 'none', borderRadius: '22%', overflow: 'hidden', display: 'grid', placeItems: 'center', border: 1, borderColor: 'divider' } as const;
  if (src && !failed) {
    return (
      <Box component="span" data-favicon sx={{ ...frame, bgcolor: 'background.paper' }}>
        <img src={src} alt="" width={size - 6} height={size - 6} onError={() => setFailed(true)} style={{ objectFit: 'contain' }} />
      </Box>
    );
  }
  return (
    <Box component="span" data-default-logo sx={{ ...frame, bgcolor: 'grey.100', color: 'text.secondary' }}>
      <GlobeIcon sx={{ fontSize: size * 0.62 }} />
    </Box>
  );
}
