// The favicons feature's public API: a deal's icon, and the event that warms up a list's icons.
export { DealIcon } from './deal-icon';
export { faviconsPrefetchRequested, faviconsSlice, type FaviconState } from './favicons.slice';
export { faviconsSaga } from './favicons.saga';
