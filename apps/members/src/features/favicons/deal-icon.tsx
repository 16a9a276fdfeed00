import Box from '@mui/material/Box';
import { faviconDomainOf } from '../../lib/favicon-rules';
import { GlobeIcon } from '@quorum/ui';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { faviconFailedToLoad, faviconNeeded, selectFavicon } from './favicons.slice';

/**
 * A deal's icon through the client favicon cache: the site's favicon when the cache says it is
 * good, else the default logo (a failed favicon load falls back to it).
 * Decorative: the deal's name is always written beside it.
 */
export function DealIcon({ deal, size = 28 }: { deal: unknown; size?: number }) {
  const dispatch = useAppDispatch();
  const domain = faviconDomainOf(deal);
  const entry = useAppSelector((state) => selectFavicon(state, domain));

  useEffect(() => {
    if (domain && entry === undefined) dispatch(faviconNeeded({ domain }));
  }, [dispatch, domain, entry]);

  const frame = { width: size, height: size, flex: 'none', borderRadius: '22%', overflow: 'hidden', display: 'grid', placeItems: 'center' } as const;
  if (domain && entry && entry !== 'checking' && entry.isValid) {
    return (
      <Box component="span" sx={{ ...frame, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}>
        <img src={entry.url} alt="" width={size - 6} height={size - 6} loading="lazy" onError={() => dispatch(faviconFailedToLoad({ domain }))} style={{ objectFit: 'contain' }} />
      </Box>
    );
  }
  return (
    <Box component="span" data-default-logo sx={{ ...frame, bgcolor: 'grey.100', color: 'text.secondary', border: 1, borderColor: 'divider' }}>
      <GlobeIcon sx={{ fontSize: size * 0.62 }} />
    </Box>
  );
}
