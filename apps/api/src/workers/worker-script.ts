import { existsSync } from 'node:fs';
import path from 'node:path';

export const WORKER_FILE = 'worker.mjs';

/**
 * Where the built worker is: beside the running bundle (dist/apps/api/main.mjs and worker.mjs
 * come out of one build). Found from the entry script's path because this code
 * also runs under Jest as CommonJS, where import.meta does not exist. Undefined when absent (Jest,
 * or a launcher that hides the entry script): the tasks then run in-thread, which is slower for
 * other requests but still correct.
 */
export function findWorkerScript(entryScript: string | undefined = process.argv[1]): string | undefined {
  if (!entryScript) return undefined;
  const candidate = path.join(path.dirname(path.resolve(entryScript)), WORKER_FILE);
  return existsSync(candidate) ? candidate : undefined;
}
