/** A file's size as text in Bytes, KB, MB or GB; sizes beyond GB stay in GB. */
const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;
const STEP = 1024;

/** Rounds to at most two decimals; `Number(...)` drops the trailing zeros toFixed leaves. */
function twoDecimals(value: number): number {
  return Number(value.toFixed(2));
}

/**
 * "1.5 KB", "2 MB", "0 Bytes". Anything that is not a finite,
 * non-negative number is shown as an empty file rather than throwing.
 */
export function formatFileSize(bytes: unknown): string {
  const size = typeof bytes === 'number' && Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let unit = 0;
  let value = size;
  while (unit < UNITS.length - 1 && twoDecimals(value) >= STEP) {
    value /= STEP;
    unit += 1;
  }
  return `${twoDecimals(value)} ${UNITS[unit]}`;
}
