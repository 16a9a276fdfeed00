// Made on first use: building an Intl formatter is slow, and the first paint does not need it.
let dateFormat: Intl.DateTimeFormat | null = null;

/** "Jan 5, 2026"; an unreadable date shows as nothing rather than "Invalid Date". */
export function formatDate(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  dateFormat ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  return dateFormat.format(date);
}

/** The host of a deal's website, without www., for a quiet second line. */
export function hostOf(url: string | null | undefined): string {
  if (!url) return '';
  try {
    return new URL(/^https?:\/\//i.test(url) ? url : `https://${url}`).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}
