import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { REPORT_WEBHOOK_PATH } from '@quorum/domain';
import { startApiProcess, type ApiProcess } from '../../testing/api-processes';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { AS_QUORUM_CLIENT } from '../../testing/client-header';
import { closeEach } from '../../testing/close-each';
import { memberWithRoles } from '../../testing/members';
import { POSTGRES_START_TIMEOUT_MS, startPostgres, type PostgresServer } from '../../testing/postgres-server';
import { signIn } from '../../testing/sign-in';
import { createMembersRepository } from '../members/members.repository';
import { STREAM_CHECK_MS } from './live-events.plugin';
import { waitUntil } from '../../testing/wait-until';
import { dealClient } from '../review-agent/testing/deal-client';
import { companySite } from '../review-agent/testing/fixture-decks';
import { html, startSite } from '../review-agent/testing/loopback-services';
import { openMemberStream, type MemberStream } from './testing/member-stream';

/** Signs in over HTTP the way a browser does (link from the dev outbox), answering the Cookie header value. */
async function signInOver(base: string, email: string): Promise<string> {
  await fetch(`${base}/api/auth/magic-link`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
  const outbox = (await (await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { messages: Array<{ template: string; links: string[] }> };
  const token = new URL(outbox.messages.find((message) => message.template === 'sign-in-link')?.links[0] ?? 'http://missing.invalid').searchParams.get('token');
  const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ didToken: token }) });
  const cookie = login.headers.getSetCookie().find((entry) => entry.includes('quorum_session='));
  if (login.status !== 200 || !cookie) throw new Error(`sign-in failed: ${login.status}`);
  return cookie.split(';')[0] ?? '';
}

/**
 * Two instances on one PostgreSQL (a server of this spec's own, so it runs in both Jest runs): a
 * member's page listening on one instance hears that their review ended when the review and its
 * webhook ran on the other, through the database's LISTEN/NOTIFY, and another member's page does not.
 */
describe('live events across instances', () => {
  let server: PostgresServer;
  let site: Awaited<ReturnType<typeof startSite>>;
  let a: TestApp;
  let b: TestApp;
  let env: Record<string, string>;
  const streams: MemberStream[] = [];
  const processes: ApiProcess[] = [];
  const dataDirs: string[] = [];

  beforeAll(async () => {
    site = await startSite({ '/': html(companySite('Lumen Ledger', ['We sell software to banks.'])) });
    server = await startPostgres();
    env = { DATABASE_URL: await server.createDatabase('live_events'), DATABASE_POOL_SIZE: '5', DATA_KEY: randomBytes(32).toString('hex'), QUORUM_TEST_FETCH_ALLOW: site.hostPort };
    a = await buildTestApp(env);
    b = await buildTestApp(env);
    await b.app.listen({ host: '127.0.0.1', port: 0 });
  }, POSTGRES_START_TIMEOUT_MS);

  afterAll(() =>
    closeEach(
      () => streams.forEach((stream) => stream.close()),
      () => Promise.all(processes.map((api) => api.kill('SIGKILL'))),
      () => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })),
      () => a?.close(),
      () => b?.close(),
      () => server?.stop(),
      () => site?.close(),
    ),
  );

  it('a review ending on one instance reaches its submitter’s stream on the other, and only theirs', async () => {
    const port = (b.app.server.address() as AddressInfo).port;
    const submitterCookie = await memberWithRoles(a.app, 'across@example.com', 'member');
    await memberWithRoles(a.app, 'bystander@example.com', 'member');
    const mine = await openMemberStream(port, await signIn(b.app, 'across@example.com'));
    const theirs = await openMemberStream(port, await signIn(b.app, 'bystander@example.com'));
    streams.push(mine, theirs);
    expect([mine.status, theirs.status]).toEqual([200, 200]);

    const client = dealClient(a.app, submitterCookie, 'across@example.com');
    const dossierId = await client.createDossier();
    await client.setUrl(dossierId, site.url('/'));
    const own = `${new URL(a.app.config.publicUrl).origin}${REPORT_WEBHOOK_PATH}`;
    const reportId = await client.generate(dossierId, { onComplete: own, onError: own });
    await waitUntil('the stream on the other instance hears the review ended', () => mine.events.length === 1);
    expect(mine.events[0]).toMatchObject({ type: 'report.ended', reportId, status: 'done' });
    await Promise.all([a.app.reviewAgent.idle(), b.app.reviewAgent.idle()]);
    expect(theirs.events).toEqual([]);
  });

  // In one process the two apps share the process's listeners; another process hears a change only
  // by the database's signal, so this one runs in a process of its own.
  it('ends a stream in another process at once when the member’s access changes here (not at its next check)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'quorum-instance-'));
    dataDirs.push(dataDir);
    const other = await startApiProcess({ ...env, DATA_DIR: dataDir, WEB_ROOT: path.join(dataDir, 'no-web') });
    processes.push(other);
    await createMembersRepository(a.app.db).create({ email: 'entity-rep@example.com', role: 'member', allRoles: ['member'], memberType: 'Entity', representativeEmail: 'entity-rep@example.com' }, a.app.clock.now());
    const member = await createMembersRepository(a.app.db).findByEmail('entity-rep@example.com');
    const stream = await openMemberStream(Number(new URL(other.url).port), await signInOver(other.url, 'entity-rep@example.com'));
    streams.push(stream);
    expect(stream.status).toBe(200);

    const admin = await signIn(a.app, 'admin@example.com');
    const changed = await a.app.inject({
      method: 'PUT',
      url: `/api/admin/members/${member?.id}/representative`,
      headers: { cookie: admin, ...AS_QUORUM_CLIENT },
      payload: { name: 'Next Representative', title: 'CEO', email: 'next-rep@example.com', reason: 'Board resolution' },
    });
    expect(changed.statusCode).toBe(200);
    const started = Date.now();
    await waitUntil('the other process ends the old representative’s stream', () => stream.ended());
    // The stream's own check comes every STREAM_CHECK_MS: ending well before it means the signal did it.
    expect(Date.now() - started).toBeLessThan(STREAM_CHECK_MS / 2);
  });
});
