/**
 * Whether a content type can be a site icon: hosts answer a missing icon with an html error page
 * or an xml error document, often with status 200, so those are no icon whatever the status says.
 */
export function isAcceptableFaviconType(contentType: string | null | undefined): boolean {
  const type = (contentType ?? '').toLowerCase();
  return type !== '' && !type.includes('html') && !type.includes('xml');
}
