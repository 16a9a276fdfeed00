import { Writable } from 'node:stream';
import type { LogLine } from './api-processes';

/** Test-only: the destination the app's logger writes to (BuildOptions.logStream), keeping every line as printed. */
export interface LogCapture {
  stream: Writable;
  /** Every line exactly as the logger wrote it (JSON text). */
  raw: string[];
  /** The same lines parsed. */
  lines(): LogLine[];
}

export function captureLogs(): LogCapture {
  const raw: string[] = [];
  let pending = '';
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      pending += chunk.toString();
      let end = pending.indexOf('\n');
      while (end >= 0) {
        raw.push(pending.slice(0, end));
        pending = pending.slice(end + 1);
        end = pending.indexOf('\n');
      }
      callback();
    },
  });
  return { stream, raw, lines: () => raw.map((line) => JSON.parse(line) as LogLine) };
}

/**
 * Every string value in the log lines, nested ones too: what to search for a secret. Numbers
 * (timestamps, response times) are left out, so a 6-digit code never matches one by chance.
 */
export function loggedStrings(lines: LogLine[]): string[] {
  const strings: string[] = [];
  const visit = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.entries(value).forEach(([key, inner]) => {
      strings.push(key);
      visit(inner);
    });
  };
  lines.forEach(visit);
  return strings;
}
