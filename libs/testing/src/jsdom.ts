// Test support for front-end tests under jsdom (it needs the DOM types, so it is an entry point of its own).
export { xhrFetch } from './xhr-fetch';
export { blobBytes } from './blob-bytes';
