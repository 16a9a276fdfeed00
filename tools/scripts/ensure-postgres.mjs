// The API's PostgreSQL tests start a throwaway server from Debian's binaries (apps/api/src/testing/postgres-server.ts):
// install the package when missing, best-effort (that helper installs it too when run as root).
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { run } from './run.mjs';

const postgresRoot = '/usr/lib/postgresql';

const hasServer = () =>
  Boolean(process.env.POSTGRES_BIN_DIR) ||
  (existsSync(postgresRoot) && readdirSync(postgresRoot).some((major) => existsSync(`${postgresRoot}/${major}/bin/postgres`)));

export async function ensurePostgres() {
  if (hasServer()) return true;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    console.error(`PostgreSQL server binaries not found under ${postgresRoot}. Install Debian's "postgresql" package or set POSTGRES_BIN_DIR.`);
    return false;
  }
  console.log('Installing PostgreSQL from Debian packages for the API tests...');
  // Without this the package creates and starts a system cluster on port 5432 that no test uses.
  const createClusterConf = '/etc/postgresql-common/createcluster.conf';
  if (!existsSync(createClusterConf)) {
    mkdirSync('/etc/postgresql-common', { recursive: true });
    writeFileSync(createClusterConf, 'create_main_cluster = false\n');
  }
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const updated = (await run('apt-get', ['update', '-qq'], { env })) === 0;
  const installed = updated && (await run('apt-get', ['install', '-y', '-qq', 'postgresql'], { env })) === 0;
  return installed && hasServer();
}
