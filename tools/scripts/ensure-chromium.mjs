// The browser tests drive Debian's Chromium (browser downloads are impossible here): install it when missing.
import { existsSync } from 'node:fs';
import { run } from './run.mjs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function ensureChromium() {
  if (existsSync(chromiumPath)) return true;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    console.error(`Chromium not found at ${chromiumPath}. Install Debian's "chromium" package or set CHROMIUM_PATH.`);
    return false;
  }
  console.log('Installing Chromium from Debian packages for the browser tests...');
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const updated = (await run('apt-get', ['update', '-qq'], { env })) === 0;
  const installed = updated && (await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env })) === 0;
  return installed && existsSync(chromiumPath);
}
