import { createSafeFetcher, fakeResolver, startLoopbackSentinel, startLoopbackServer, startSentinel } from '@quorum/api/testing';
import { ApiProcess } from '../core/api-process';
import { call } from '../core/http';
import { Seeder } from '../core/seed';
import { sleep } from '../core/stats';
import { row, type Row, type Scenario } from '../core/types';

/** Addresses that reach this machine, its private networks or cloud metadata, in the shapes attackers write them. */
function variants(port: number, redirector: string): string[] {
  return [
    `http://127.0.0.1:${port}/`,
    `http://127.1:${port}/`,
    `http://0x7f000001:${port}/`,
    `http://2130706433:${port}/`,
    `http://0177.0.0.1:${port}/`,
    `http://0x7f.0.0.1:${port}/`,
    `http://127.000.000.001:${port}/`,
    `http://127.0.0.1.:${port}/`,
    `http://０x7f.1:${port}/`,
    `http://[::1]:${port}/`,
    `http://[::ffff:127.0.0.1]:${port}/`,
    `http://[::ffff:7f00:1]:${port}/`,
    `http://[0:0:0:0:0:ffff:127.0.0.1]:${port}/`,
    `http://[::127.0.0.1]:${port}/`,
    `http://[64:ff9b::127.0.0.1]:${port}/`,
    `http://[2002:7f00:1::]:${port}/`,
    `http://0.0.0.0:${port}/`,
    `http://0:${port}/`,
    `http://[::]:${port}/`,
    `http://localhost:${port}/`,
    `http://LOCALHOST.:${port}/`,
    `http://ip6-localhost:${port}/`,
    `http://user:pass@127.0.0.1:${port}/`,
    `http://example.com@127.0.0.1:${port}/`,
    'http://169.254.169.254/latest/meta-data/',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://[fe80::1]/',
    'http://[fd00::1]/',
    'http://100.64.0.1/',
    'http://10.0.0.1/',
    'http://172.16.0.1/',
    'http://192.168.0.1/',
    'http://[ff02::1]/',
    'http://255.255.255.255/',
    `file:///etc/passwd`,
    `gopher://127.0.0.1:${port}/_GET%20/`,
    `ftp://127.0.0.1:${port}/`,
    `http://${redirector}/?to=${encodeURIComponent(`http://127.0.0.1:${port}/`)}`,
    `http://${redirector}/?to=${encodeURIComponent(`http://[::1]:${port}/`)}`,
    `http://${redirector}/?to=${encodeURIComponent('http://169.254.169.254/')}`,
  ];
}

/**
 * The guard through the API routes that fetch user-given addresses (favicon, DocSend check, a
 * report from a URL, a webhook), plus the resolver tricks only the library can be handed (a name
 * resolving to loopback, public-then-loopback answers). Sentinels on 127.0.0.1 and ::1 count
 * connections: any arrival is a failure.
 */
export const ssrfScenario: Scenario = {
  id: 'ssrf',
  title: 'SSRF guard',
  async run(settings): Promise<Row[]> {
    const sentinel = await startLoopbackSentinel();
    const sentinel6 = await startSentinel('::1');
    const redirector = await startLoopbackServer((request, response) => {
      const to = new URL(request.url ?? '/', 'http://x').searchParams.get('to') ?? '/';
      response.writeHead(302, { location: to }).end();
    });
    // Only the redirector is allowed (as a stand-in for a public host); the sentinel never is.
    const api = new ApiProcess({ env: { QUORUM_TEST_FETCH_ALLOW: redirector.hostPort } });
    await api.start();
    const seeder = new Seeder(api);
    try {
      const member = await seeder.signedIn('ssrf@bench.example');
      const list = variants(sentinel.port, redirector.hostPort);
      let attempts = 0;
      let answered5xx = 0;
      const ask = async (method: string, path: string, body?: unknown) => {
        attempts += 1;
        const answer = await call(api.url, method, path, { cookie: member.cookie, ...(body ? { body } : {}), headers: { 'x-forwarded-for': `198.18.20.${attempts % 250}` } });
        if (answer.status >= 500 && answer.status !== 502) answered5xx += 1;
        return answer;
      };
      for (const url of list) {
        const host = (() => {
          try {
            return new URL(url).host;
          } catch {
            return url;
          }
        })();
        await ask('GET', `/api/favicon?domain=${encodeURIComponent(host)}`);
        await ask('GET', `/api/favicon-url?domain=${encodeURIComponent(url)}`);
        await ask('GET', `/api/docsend/check?docsendUrl=${encodeURIComponent(url)}&email=${encodeURIComponent(member.email)}`);
      }
      // Reports from a URL: the review agent fetches the website through the guard.
      const reportVariants = settings.mode === 'full' ? list : list.slice(0, 4);
      const reportIds: string[] = [];
      for (const url of reportVariants) {
        const created = await ask('POST', '/api/report/create-from-url', { url });
        if (typeof created.json?.['reportId'] === 'string') reportIds.push(created.json['reportId']);
      }
      const deadline = Date.now() + 60_000;
      for (const id of reportIds) {
        while (Date.now() < deadline) {
          const status = await call(api.url, 'GET', `/api/report/status?reportId=${id}`, { cookie: member.cookie });
          if (status.json?.['status'] === 'done' || status.json?.['status'] === 'error') break;
          await sleep(100);
        }
      }
      // Resolver tricks need a resolver we control: the guard library itself, with the same options the API uses.
      const resolver = fakeResolver({ 'internal.bench.test': ['127.0.0.1'], 'mixed.bench.test': ['93.184.216.34', '127.0.0.1'], 'v6.bench.test': ['::1'], 'mapped.bench.test': ['::ffff:127.0.0.1'] });
      const fetcher = createSafeFetcher({ resolver, connectTimeoutMs: 1_000, totalTimeoutMs: 2_000 });
      const libraryCases = ['internal.bench.test', 'mixed.bench.test', 'v6.bench.test', 'mapped.bench.test'].map((name) => `http://${name}:${sentinel.port}/`);
      let libraryRefused = 0;
      for (const url of libraryCases) if (!(await fetcher.fetch(url)).ok) libraryRefused += 1;
      await sleep(200);
      const arrived = sentinel.connections() + (sentinel6?.connections() ?? 0);
      const total = list.length + libraryCases.length;
      return [
        row(
          `SSRF guard: ${total} variants via favicon, DocSend check, report-from-URL and the guard`,
          `${attempts} API requests + ${libraryCases.length} resolver cases (${libraryRefused} refused) · connections to the sentinels: ${arrived} · 5xx: ${answered5xx} · API alive: ${api.alive}`,
          '≥ 30 variants, 0 connections',
          total >= 30 && arrived === 0 && libraryRefused === libraryCases.length && api.alive && answered5xx === 0,
          { variants: total, attempts, connections: arrived, fiveHundreds: answered5xx },
        ),
      ];
    } finally {
      await seeder.close();
      await api.dispose();
      await Promise.all([sentinel.close(), sentinel6?.close(), redirector.close()]);
    }
  },
};
