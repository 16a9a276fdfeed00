export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export const fmt = {
  int: (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : 'n/a'),
  ms: (value: number) => (Number.isFinite(value) ? `${value < 10 ? value.toFixed(1) : Math.round(value)} ms` : 'n/a'),
  ratio: (value: number) => (Number.isFinite(value) ? value.toFixed(2) : 'n/a'),
  mb: (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`,
  kb: (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`,
  s: (ms: number) => `${(ms / 1000).toFixed(2)} s`,
};

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
