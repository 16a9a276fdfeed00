import { ApiProcess } from '../../core/api-process';
import { call } from '../../core/http';
import { Seeder } from '../../core/seed';
import { sleep } from '../../core/stats';
import { row, type Row } from '../../core/types';

/** ApiProcess's ADMIN_EMAIL. */
const ADMIN = 'admin@bench.example';
/** Tokens in addresses a browser opens: the request log must show neither. */
const SECRETS = ['BENCHSECRET1', 'BENCHSECRET2'] as const;

interface Listener {
  label: string;
  env: Record<string, string>;
  /** What the start log must say: why the outbox is off, or the warning that it is on. */
  logged: string;
  served: boolean;
}

/**
 * Listeners others can reach, where the outbox must not exist (docs/security/dev-outbox.md), and
 * the opt-in that serves it anyway (the control: the checks can see an outbox when there is one).
 * api.url stays http://127.0.0.1:<port>: every listener here takes loopback connections too.
 */
export const OUTBOX_LISTENERS: readonly Listener[] = [
  { label: '0.0.0.0', env: { NODE_ENV: 'development', HOST: '0.0.0.0', TRUST_PROXY_HOPS: '0' }, logged: 'dev outbox off: HOST=0.0.0.0 is not a loopback address', served: false },
  { label: '::', env: { NODE_ENV: 'development', HOST: '::', TRUST_PROXY_HOPS: '0' }, logged: 'dev outbox off: HOST=:: is not a loopback address', served: false },
  { label: '127.0.0.1 behind a proxy', env: { NODE_ENV: 'development', HOST: '127.0.0.1', TRUST_PROXY_HOPS: '1' }, logged: 'dev outbox off: TRUST_PROXY_HOPS is set', served: false },
  { label: 'production on 0.0.0.0', env: { NODE_ENV: 'production', HOST: '0.0.0.0', TRUST_PROXY_HOPS: '0' }, logged: 'dev outbox off: NODE_ENV=production', served: false },
  { label: 'DEV_OUTBOX=on on 0.0.0.0', env: { NODE_ENV: 'development', HOST: '0.0.0.0', TRUST_PROXY_HOPS: '0', DEV_OUTBOX: 'on' }, logged: 'dev outbox served at /api/dev/outbox because DEV_OUTBOX=on', served: true },
];

/** The sign-in token of the admin's link, from the log line the no-SMTP mode prints (development) or the email (production). */
async function adminToken(api: ApiProcess): Promise<string> {
  const linkOf = (text: string) => text.split(/\s/).find((word) => word.startsWith('http') && word.includes('token=')) ?? '';
  if (api.mailSink) return new URL(linkOf((await api.mailSink.waitFor((mail) => mail.to.includes(ADMIN), 5_000)).text)).searchParams.get('token') ?? '';
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const line = api.log.split('\n').find((entry) => entry.includes('"email (dev outbox)"') && entry.includes(ADMIN));
    if (line) return new URL(((JSON.parse(line) as { links?: string[] }).links ?? [])[0] ?? '').searchParams.get('token') ?? '';
    await sleep(20);
  }
  throw new Error('the admin’s sign-in link never appeared');
}

/** One listener: ask for the admin's link, read the outbox, open two emailed addresses, read the log. */
async function checkListener(listener: Listener): Promise<{ label: string; ok: boolean; summary: string }> {
  const api = new ApiProcess({ env: { ...listener.env, LOG_LEVEL: 'info' } });
  await api.start();
  try {
    const asked = await call(api.url, 'POST', '/api/auth/magic-link', { body: { email: ADMIN } });
    const token = await adminToken(api);
    const outbox = [await call(api.url, 'GET', '/api/dev/outbox'), await call(api.url, 'GET', `/api/dev/outbox?to=${encodeURIComponent(ADMIN)}`)];
    for (const [index, secret] of SECRETS.entries()) await call(api.url, 'GET', `${index === 0 ? '/login' : '/apply/reupload'}?token=${secret}`);
    // The request lines are written as the answers go: wait until both addresses are there, redacted.
    const deadline = Date.now() + 3_000;
    while (Date.now() < deadline && api.log.split('token=[redacted]').length < 3) await sleep(20);
    const log = api.log;

    const leaks = outbox.filter((answer) => answer.body.includes(ADMIN) || (token !== '' && answer.body.includes(token)) || answer.body.includes('token=')).length;
    const outboxOk = listener.served ? outbox.every((answer) => answer.status === 200 && answer.body.includes(ADMIN)) : outbox.every((answer) => answer.status === 404) && leaks === 0;
    const secretsLogged = SECRETS.filter((secret) => log.includes(secret)).length;
    const redactedLogged = log.split('token=[redacted]').length - 1 >= SECRETS.length;
    let kept = '';
    let keptOk = true;
    if (api.mailSink) {
      // Production: the link went to the mail server only; no outbox row and no log line holds it.
      const seeder = new Seeder(api);
      const rowsWithText = await seeder.count('email_outbox', "text <> '' OR links <> '[]'").finally(() => seeder.close());
      keptOk = rowsWithText === 0 && token !== '' && !log.includes(token);
      kept = ` · mail at the sink, outbox rows with text ${rowsWithText}, token in log ${log.includes(token) ? 'yes' : 'no'}`;
    }
    const ok = asked.status === 200 && token !== '' && outboxOk && log.includes(listener.logged) && secretsLogged === 0 && redactedLogged && keptOk;
    const summary = `${listener.label}: outbox ${outbox.map((answer) => answer.status).join('/')}${leaks && !listener.served ? ` (${leaks} leaked)` : ''}, ${log.includes(listener.logged) ? (listener.served ? 'warning logged' : 'reason logged') : 'no reason in the log'}${secretsLogged ? `, ${secretsLogged} token= values in the log` : ''}${kept}`;
    return { label: listener.label, ok, summary };
  } finally {
    await api.dispose();
  }
}

/** The dev outbox on listeners others can reach: off, saying why; no token in a logged address. */
export async function devOutboxRow(): Promise<Row> {
  const results = [];
  for (const listener of OUTBOX_LISTENERS) results.push(await checkListener(listener));
  const passed = results.filter((result) => result.ok).length;
  return row(
    'dev outbox on listeners others can reach (development, production; DEV_OUTBOX=on as the control)',
    results.map((result) => `${result.ok ? '' : '✗ '}${result.summary}`).join(' · '),
    '404 without token or address, reason logged, no token= value in the log; opt-in 200 + warning',
    passed === results.length,
    { listeners: results.length, passed },
  );
}
