import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { childProcessEnv, startApiProcess, type ApiProcess, type LogLine } from '../../testing/api-processes';
import { loggedStrings } from '../../testing/log-capture';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import { waitUntil } from '../../testing/wait-until';

const ROOT = path.join(__dirname, '../../../../..');
const ADMIN = 'admin@example.com';
const REUPLOAD_TOKEN = 'reuploadSecretAbc123';
const MAGIC_CREDENTIAL = 'magicCredentialXyz789';
/**
 * Each test starts the API in a process of its own (through tsx, which compiles what it has not
 * cached): 1 to 2 s on an idle machine, past Jest's default 5 s on a busy 2-core one (seen while
 * the suite ran on Node 24 beside other test runs). The waits inside the tests (30 s to listen,
 * 20 s to exit) are what each allows the process.
 */
const PROCESS_TEST_MS = 60_000;

/** Waits until `ready` holds for the instance's log (it is printed asynchronously). */
async function logsUntil(api: ApiProcess, ready: (lines: LogLine[]) => boolean): Promise<LogLine[]> {
  await waitUntil('the log to show what was expected', () => ready(api.logs), { everyMs: 50, describe: () => JSON.stringify(api.logs) });
  return api.logs;
}

/**
 * A production instance in a process of its own, its real stdout read line by line: sign-in links,
 * codes and token= values never reach the log (docs/security/dev-outbox.md).
 */
describe('a production instance', () => {
  let dataDir: string;
  let sink: SmtpSink;
  const started: ApiProcess[] = [];

  const productionEnv = () => ({ NODE_ENV: 'production', DATA_DIR: dataDir, WEB_ROOT: path.join(dataDir, 'no-web'), ADMIN_EMAIL: ADMIN, LOG_LEVEL: 'info' });

  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'quorum-prod-logs-'));
    sink = await startSmtpSink();
  });

  afterEach(async () => {
    await Promise.all(started.splice(0).map((api) => api.kill()));
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to start without SMTP_URL', async () => {
    const outcome = await startApiProcess(productionEnv()).then(
      (api) => {
        started.push(api);
        return 'listening';
      },
      (error: unknown) => String(error),
    );
    expect(outcome).toContain('NODE_ENV=production needs SMTP_URL');
  }, PROCESS_TEST_MS);

  it('main.ts exits at once with the message alone, saying what to set', async () => {
    // main.ts itself, as `npm start` runs it: it must exit at once with the message alone.
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/api/src/main.ts')], {
      cwd: ROOT,
      env: { ...childProcessEnv(), TSX_TSCONFIG_PATH: path.join(ROOT, 'apps/api/tsconfig.app.json'), ...productionEnv(), HOST: '127.0.0.1', PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
    clearTimeout(timer);
    expect({ code, output: output.trim() }).toEqual({
      code: 1,
      output: 'Invalid configuration: SMTP_URL: NODE_ENV=production needs SMTP_URL (for example smtps://user:password@mail.example.com:465) so sign-in links are emailed',
    });
  }, PROCESS_TEST_MS);

  it('never prints a sign-in link, a code or the value of token= in a requested address', async () => {
    const api = await startApiProcess({ ...productionEnv(), SMTP_URL: sink.url });
    started.push(api);

    const asked = await fetch(`${api.url}/api/auth/magic-link`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: ADMIN }) });
    expect(asked.status).toBe(200);
    const mail = await sink.waitFor((entry) => entry.to.includes(ADMIN));
    const link = mail.text.split('\n').find((line) => line.startsWith('http')) ?? '';
    const token = new URL(link).searchParams.get('token') ?? '';
    const code = /code on the sign-in page: (\d{6})/.exec(mail.text)?.[1] ?? '';
    expect(token.length).toBeGreaterThan(20);
    expect(code).toHaveLength(6);

    // The addresses emailed links open, as a browser requests them, and the same secrets in other shapes.
    const requested = [
      `/login?token=${encodeURIComponent(token)}`,
      `/apply/reupload?token=${REUPLOAD_TOKEN}`,
      `/api/health?code=${code}&check=1`,
      `/login?%74oken=${encodeURIComponent(token)}`,
      `/login?magic_credential=${MAGIC_CREDENTIAL}`,
    ];
    for (const url of requested) await fetch(`${api.url}${url}`);
    const signedIn = await fetch(`${api.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ didToken: token }) });
    expect(signedIn.status).toBe(200);

    const completed = (lines: LogLine[]) => lines.filter((line) => line.msg === 'request completed').length >= requested.length + 2;
    const lines = await logsUntil(api, completed);
    const urls = lines.filter((line) => line.msg === 'incoming request').map((line) => (line['req'] as { url?: string } | undefined)?.url);
    expect(urls).toEqual([
      '/api/auth/magic-link',
      '/login?token=[redacted]',
      '/apply/reupload?token=[redacted]',
      '/api/health?code=[redacted]&check=1',
      '/login?%74oken=[redacted]',
      '/login?magic_credential=[redacted]',
      '/api/login',
    ]);
    const secrets = [token, encodeURIComponent(token), code, REUPLOAD_TOKEN, MAGIC_CREDENTIAL];
    expect(loggedStrings(lines).filter((value) => secrets.some((secret) => value.includes(secret)))).toEqual([]);
  }, PROCESS_TEST_MS);
});
