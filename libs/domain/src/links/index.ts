export { normalizeLink, type NormalizedLink } from './normalize-link';
export { isDocsendUrl, convertibleDocsendLink, type ConvertibleDocsendLink } from './docsend-url';
export { isSharingLink, docsendStandInHosts } from './sharing-links';
export { addLink, splitLinks, type SplitLinks } from './link-list';
export { LINK_STATUS_TEXT, linkInputErrorShouldClear, submitStatusLine, type SubmitFormBusy, type SubmitStatusInput } from './link-status-text';
export {
  DOCSEND_MESSAGES,
  docsendDialogFor,
  docsendCheckFailure,
  canSaveDocsendPasscode,
  docsendFileName,
  type DocsendDialogText,
  type DocsendCheckFailure,
} from './docsend-messages';
export { isPdfFile } from './pdf-file';
