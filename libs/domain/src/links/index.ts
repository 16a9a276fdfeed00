export { normalizeLink, type NormalizedLink } from './normalize-link';
export { isDocsendUrl } from './docsend-url';
export { addLink, splitLinks, type SplitLinks } from './link-list';
export { LINK_STATUS_TEXT, linkInputErrorShouldClear } from './link-status-text';
export {
  DOCSEND_MESSAGES,
  docsendDialogFor,
  canSaveDocsendPasscode,
  docsendFileName,
  type DocsendDialogText,
} from './docsend-messages';
export { isPdfFile } from './pdf-file';
