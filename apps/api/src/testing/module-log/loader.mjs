// Test-only: the resolve hook register.mjs installs (it runs on the loader's own thread).
import { appendFileSync } from 'node:fs';

export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  if (process.env.QUORUM_MODULE_LOG) appendFileSync(process.env.QUORUM_MODULE_LOG, `${result.url}\n`);
  return result;
}
