export { isAcceptableFaviconType } from './favicon-type';
