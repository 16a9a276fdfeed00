// What the tests need from Debian's packages: the PostgreSQL server (the API suite runs again on a
// throwaway cluster, apps/api/src/testing/postgres-server.ts) and Chromium (browser tests, the bench's
// front-end rows; browser downloads are impossible here). Missing ones are installed together, in one
// apt-get run, when we are root on a Debian-like machine; otherwise the message says what to install.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { run } from './run.mjs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const postgresRoot = '/usr/lib/postgresql';

const NEEDS = [
  {
    pkg: 'postgresql',
    present: () =>
      Boolean(process.env.POSTGRES_BIN_DIR) ||
      (existsSync(postgresRoot) && readdirSync(postgresRoot).some((major) => existsSync(`${postgresRoot}/${major}/bin/postgres`))),
    missing: `PostgreSQL server binaries not found under ${postgresRoot}. Install Debian's "postgresql" package or set POSTGRES_BIN_DIR.`,
  },
  {
    pkg: 'chromium',
    present: () => existsSync(chromiumPath),
    missing: `Chromium not found at ${chromiumPath}. Install Debian's "chromium" package or set CHROMIUM_PATH.`,
  },
];

async function ensure(needs) {
  const absent = needs.filter((need) => !need.present());
  if (absent.length === 0) return true;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    for (const need of absent) console.error(need.missing);
    return false;
  }
  const packages = absent.map((need) => need.pkg);
  console.log(`Installing ${packages.join(' and ')} from Debian packages for the tests...`);
  if (packages.includes('postgresql')) {
    // Without this the package creates and starts a system cluster on port 5432 that no test uses.
    const createClusterConf = '/etc/postgresql-common/createcluster.conf';
    if (!existsSync(createClusterConf)) {
      mkdirSync('/etc/postgresql-common', { recursive: true });
      writeFileSync(createClusterConf, 'create_main_cluster = false\n');
    }
  }
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const updated = (await run('apt-get', ['update', '-qq'], { env })) === 0;
  const installed = updated && (await run('apt-get', ['install', '-y', '-qq', ...packages], { env })) === 0;
  const still = absent.filter((need) => !need.present());
  for (const need of still) console.error(need.missing);
  return installed && still.length === 0;
}

/** Both packages, in one apt-get run: what `npm test` does first. */
export const ensureTestPackages = () => ensure(NEEDS);

/** Chromium alone (the bench's front-end rows). */
export const ensureChromium = () => ensure(NEEDS.filter((need) => need.pkg === 'chromium'));
