import { companySite, html, startFakeLlm, startSite, STRONG_DECK_PAGES, validAnalystAnswer } from '@quorum/api/testing';
import { ApiProcess } from '../core/api-process';
import { fortyPageDeck, generate, pollStatus, prepareDossier } from '../core/deal-flow';
import { load } from '../core/load';
import { Seeder } from '../core/seed';
import { fmt } from '../core/stats';
import { row, type Row, type Scenario } from '../core/types';

const ended = (status: string) => status === 'done' || status === 'error';

/**
 * The review agent with the built-in analysts: a 40-page deck plus a website page, generate to
 * done; and, while reports are generated, the event loop's delay and a trivial route's p99. On
 * PostgreSQL too: the job queue, its polling and every phase's writes go through the database.
 */
export const reviewAgentScenario: Scenario = {
  id: 'review-agent',
  title: 'Review agent and the event loop',
  dialects: ['sqlite', 'postgres'],
  async run(settings): Promise<Row[]> {
    const site = await startSite({ '/': html(companySite('Rocketly', STRONG_DECK_PAGES[1].slice(1))) });
    const api = new ApiProcess({ env: { QUORUM_TEST_FETCH_ALLOW: site.hostPort }, database: settings.database });
    await api.start();
    const seeder = new Seeder(api);
    try {
      const member = await seeder.signedIn('founder@bench.example');
      const deck = fortyPageDeck();
      const dossierId = await prepareDossier(api.url, member.cookie, member.email, site.url('/'), deck);
      const started = Date.now();
      const reportId = await generate(api.url, member.cookie, member.email, dossierId);
      const end = await pollStatus(api.url, member.cookie, reportId, ended, 60_000, 10);
      const tookMs = Date.now() - started;

      // Event loop: /api/health at a fixed rate, idle and then while reports are being generated.
      // The load runs on its own thread: this process also serves the site the reviews fetch.
      const seconds = settings.mode === 'full' ? 5 : 1;
      const healthLoad = () => load({ url: api.url, path: '/api/health', connections: 10, seconds, rate: 500, ownThread: true });
      const idle = await healthLoad();
      const dossiers = await Promise.all(Array.from({ length: 4 }, () => prepareDossier(api.url, member.cookie, member.email, site.url('/'), deck)));
      await api.resetProbe();
      const busyRun = healthLoad();
      const reports = await Promise.all(dossiers.map((id) => generate(api.url, member.cookie, member.email, id)));
      const busy = await busyRun;
      const loop = await api.readProbeFresh();
      await Promise.all(reports.map((id) => pollStatus(api.url, member.cookie, id, ended, 60_000)));
      const rise = busy.p99 / Math.max(idle.p99, 1);
      return [
        row('review agent: 40-page deck + website, generate → done (built-in analysts)', `${fmt.s(tookMs)} · ended ${end.status}${end.status === 'error' ? ` (${end.message})` : ''} · deck ${fmt.kb(deck.length)}`, '< 10 s', end.status === 'done' && tookMs < 10_000, { ms: tookMs }),
        row(
          'while 4 reports generate: event-loop delay and /api/health p99',
          `event-loop p99 ${fmt.ms(loop.p99)} (max ${fmt.ms(loop.max)}) · /api/health p99 ${fmt.ms(idle.p99)} idle → ${fmt.ms(busy.p99)} busy (×${rise.toFixed(2)})`,
          'loop p99 < 100 ms, p99 rise < 2×',
          loop.p99 < 100 && rise < 2,
          { loopP99: loop.p99, idleP99: idle.p99, busyP99: busy.p99, rise },
        ),
      ];
    } finally {
      await seeder.close();
      await api.dispose();
      await site.close();
    }
  },
};

/**
 * SIGKILL during the analyzing phase (a held LLM keeps it there); the job resumes to done; the
 * webhook arrives once. On PostgreSQL too: the job's lease and the delivery record are rows there.
 */
export const killAnalyzingScenario: Scenario = {
  id: 'kill-analyzing',
  title: 'SIGKILL during analyzing',
  dialects: ['sqlite', 'postgres'],
  async run(settings): Promise<Row[]> {
    const site = await startSite({ '/': html(companySite('Rocketly', STRONG_DECK_PAGES[1].slice(1))) });
    const receiver = await startSite({ '/hook': (_request, response) => response.writeHead(200).end('ok') });
    const llm = await startFakeLlm(validAnalystAnswer);
    // On SQLite a starting instance frees every lease (it is the only one); on PostgreSQL it cannot
    // tell a dead holder from a live one on another machine, so the killed run's lease must expire:
    // a 3 s lease, polled each 0.5 s, keeps that wait short enough to measure.
    const leases: Record<string, string> = settings.database.dialect === 'postgres' ? { REVIEW_JOB_LEASE_MS: '3000', REVIEW_JOB_POLL_MS: '500' } : {};
    const api = new ApiProcess({ env: { QUORUM_TEST_FETCH_ALLOW: `${site.hostPort},${receiver.hostPort}`, LLM_BASE_URL: llm.url('/v1'), LLM_API_KEY: 'bench-key', ...leases }, database: settings.database });
    await api.start();
    const seeder = new Seeder(api);
    try {
      const member = await seeder.signedIn('founder@bench.example');
      const dossierId = await prepareDossier(api.url, member.cookie, member.email, site.url('/'), fortyPageDeck());
      llm.hold();
      const reportId = await generate(api.url, member.cookie, member.email, dossierId, { onComplete: receiver.url('/hook'), onError: receiver.url('/hook') });
      const before = await pollStatus(api.url, member.cookie, reportId, (status) => status === 'analyzing' || ended(status), 30_000, 5);
      await api.kill();
      llm.release();
      await api.start();
      const after = await pollStatus(api.url, member.cookie, reportId, ended, 60_000);
      // Webhooks are sent after the job ends, with retries: give them a moment to arrive.
      const deadline = Date.now() + 8_000;
      while (Date.now() < deadline && receiver.requests.filter((request) => request.url === '/hook').length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const hooks = receiver.requests.filter((request) => request.url === '/hook');
      const deliveryIds = new Set(hooks.map((request) => String(request.headers['x-quorum-delivery'] ?? '')));
      return [
        row(
          `SIGKILL during analyzing (LLM engine held), restart${settings.database.dialect === 'postgres' ? ', lease 3 s' : ''}`,
          `killed while ${before.status} · after restart ${after.status}${after.status === 'error' ? ` (${after.message})` : ''} · webhook deliveries ${hooks.length} (${deliveryIds.size} distinct ids)`,
          'resumes to done, webhook once',
          before.status === 'analyzing' && after.status === 'done' && hooks.length === 1,
          { deliveries: hooks.length, distinct: deliveryIds.size },
        ),
      ];
    } finally {
      llm.release();
      await seeder.close();
      await api.dispose();
      await Promise.all([site.close(), receiver.close(), llm.close()]);
    }
  },
};
