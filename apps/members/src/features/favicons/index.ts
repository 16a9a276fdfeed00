// The favicons feature's public API: a deal's icon, and the event that warms up a list's icons.
export { DealIcon } from './deal-icon';
export { faviconsPrefetchRequested, faviconsSlice, type FaviconState } from './favicons.slice';
export { faviconsSaga } from './favicons.saga';
// The cache and the image check behind the icons, wired by app/create-context.ts.
export { createFaviconCache, type FaviconCache } from './favicon-cache';
export { createImageProbe, type ImageProbe } from './image-probe';
