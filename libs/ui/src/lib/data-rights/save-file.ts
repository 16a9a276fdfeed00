/** How long the object URL of a download lives: long enough for every browser to have started reading it. */
const REVOKE_AFTER_MS = 60_000;

/**
 * Hands a file to the browser as a download (the data export): an object URL and a click on a
 * temporary `<a download>`, the one way every browser saves a file a script received. The URL is
 * revoked a minute later, not at once: Firefox and Safari read it after the click returns.
 */
export function saveFile(file: Blob, fileName: string, doc: Document = document): void {
  const view = doc.defaultView ?? window;
  const url = view.URL.createObjectURL(file);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  doc.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    view.setTimeout(() => view.URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
