import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { REPORT_WEBHOOK_PATH } from '@quorum/domain';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { closeEach } from '../../testing/close-each';
import { memberWithRoles } from '../../testing/members';
import { POSTGRES_START_TIMEOUT_MS, startPostgres, type PostgresServer } from '../../testing/postgres-server';
import { signIn } from '../../testing/sign-in';
import { waitUntil } from '../../testing/wait-until';
import { dealClient } from '../review-agent/testing/deal-client';
import { companySite } from '../review-agent/testing/fixture-decks';
import { html, startSite } from '../review-agent/testing/loopback-services';
import { openMemberStream, type MemberStream } from './testing/member-stream';

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
  const streams: MemberStream[] = [];

  beforeAll(async () => {
    site = await startSite({ '/': html(companySite('Lumen Ledger', ['We sell software to banks.'])) });
    server = await startPostgres();
    const env = { DATABASE_URL: await server.createDatabase('live_events'), DATABASE_POOL_SIZE: '5', DATA_KEY: randomBytes(32).toString('hex'), QUORUM_TEST_FETCH_ALLOW: site.hostPort };
    a = await buildTestApp(env);
    b = await buildTestApp(env);
    await b.app.listen({ host: '127.0.0.1', port: 0 });
  }, POSTGRES_START_TIMEOUT_MS);

  afterAll(() =>
    closeEach(
      () => streams.forEach((stream) => stream.close()),
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
});
