import { ApiProcess } from '../core/api-process';
import { call, type Answer } from '../core/http';
import { Seeder, SESSION_COOKIE } from '../core/seed';
import { row, type Row, type Scenario } from '../core/types';

const json = (body: unknown, ip: string, extra: Record<string, string> = {}) => ({ body, headers: { 'x-forwarded-for': ip, ...extra } });
const cookieOf = (answer: Answer) => /__Host-quorum_session=([^;]+)/.exec(answer.headers.get('set-cookie') ?? '')?.[1];

/**
 * Rate limits, single-use tokens, expiry, fixation, replay after logout, cross-site refusal. On
 * PostgreSQL too: there the 20 redemptions of one token really run at once on the pool's
 * connections (SQLite's one connection takes them in turn), and sessions and tokens are its rows.
 */
export const loginAbuseScenario: Scenario = {
  id: 'login-abuse',
  title: 'Login abuse',
  dialects: ['sqlite', 'postgres'],
  async run(settings): Promise<Row[]> {
    const api = new ApiProcess({ database: settings.database });
    await api.start();
    const seeder = new Seeder(api);
    try {
      const rows: Row[] = [];
      const email = 'victim@bench.example';
      await seeder.member(email);

      // Magic-link requests: 20 per IP and 5 per email per 15 minutes.
      const perIp: number[] = [];
      for (let index = 0; index < 22; index += 1) perIp.push((await call(api.url, 'POST', '/api/auth/magic-link', json({ email: `someone-${index}@bench.example` }, '198.18.1.1'))).status);
      const perEmail: number[] = [];
      for (let index = 0; index < 7; index += 1) perEmail.push((await call(api.url, 'POST', '/api/auth/magic-link', json({ email }, `198.18.2.${index + 1}`))).status);
      const ipLimited = perIp.slice(0, 20).every((s) => s === 200) && perIp.slice(20).every((s) => s === 429);
      const emailLimited = perEmail.slice(0, 5).every((s) => s === 200) && perEmail.slice(5).every((s) => s === 429);
      rows.push(row('login: magic-link rate limits', `per IP: ${perIp.filter((s) => s === 200).length} then 429 · per email: ${perEmail.filter((s) => s === 200).length} then 429`, '20/IP, 5/email per 15 min', ipLimited && emailLimited, { perIpOk: perIp.filter((s) => s === 200).length, perEmailOk: perEmail.filter((s) => s === 200).length }));

      // Logins: 30 per IP (wrong tokens), then 429.
      const logins: number[] = [];
      for (let index = 0; index < 32; index += 1) logins.push((await call(api.url, 'POST', '/api/login', json({ didToken: `wrong-token-${index}-${'x'.repeat(20)}` }, '198.18.3.1'))).status);
      rows.push(row('login: login attempts per IP', `${logins.filter((s) => s !== 429).length} answered, then ${logins.filter((s) => s === 429).length} × 429`, '30/IP per 15 min', logins.slice(0, 30).every((s) => s !== 429) && logins.slice(30).every((s) => s === 429), {}));

      // One token, 20 concurrent redemptions: exactly one wins.
      const { token } = await seeder.loginToken(email);
      const racers = await Promise.all(Array.from({ length: 20 }, (_, index) => call(api.url, 'POST', '/api/login', json({ didToken: token }, `198.18.4.${index + 1}`))));
      const winners = racers.filter((answer) => answer.status === 200).length;
      rows.push(row('login: one token, 20 concurrent redemptions', `${winners} succeeded, ${racers.length - winners} refused`, 'exactly 1', winners === 1, { winners }));

      // A token issued 11 minutes ago is expired.
      const stale = await seeder.loginToken(email, 11 * 60_000);
      const expired = await call(api.url, 'POST', '/api/login', json({ didToken: stale.token }, '198.18.5.1'));
      rows.push(row('login: token 11 minutes old', `HTTP ${expired.status}`, 'refused (401)', expired.status === 401, { status: expired.status }));

      // Fixation: a cookie planted before sign-in is never promoted; login issues a new id.
      const planted = 'attacker-chosen-session-value-0123456789abcdef';
      const fresh = await seeder.loginToken(email);
      const login = await call(api.url, 'POST', '/api/login', json({ didToken: fresh.token }, '198.18.6.1', { cookie: `${SESSION_COOKIE}=${planted}` }));
      const issued = cookieOf(login);
      const plantedWorks = (await call(api.url, 'GET', '/api/member/profile', { cookie: `${SESSION_COOKIE}=${planted}` })).status === 200;
      const issuedWorks = issued ? (await call(api.url, 'GET', '/api/member/profile', { cookie: `${SESSION_COOKIE}=${issued}` })).status === 200 : false;
      rows.push(row('login: session fixation', `login ${login.status}, new id ${issued && issued !== planted ? 'issued' : 'NOT issued'}, planted cookie ${plantedWorks ? 'ACCEPTED' : 'refused'}`, 'new id at login', login.status === 200 && !!issued && issued !== planted && issuedWorks && !plantedWorks, {}));

      // Replay after logout.
      const loggedOut = issued ? await call(api.url, 'POST', '/api/logout', { cookie: `${SESSION_COOKIE}=${issued}` }) : undefined;
      const replay = issued ? await call(api.url, 'GET', '/api/member/profile', { cookie: `${SESSION_COOKIE}=${issued}` }) : undefined;
      rows.push(row('login: old cookie replayed after logout', `logout ${loggedOut?.status ?? 'n/a'}, replay ${replay?.status ?? 'n/a'}`, 'refused (401)', loggedOut?.status === 200 && replay?.status === 401, {}));

      // Cross-site state-changing requests, by Origin and by Sec-Fetch-Site.
      const victim = await seeder.signedIn('csrf@bench.example');
      const crossSite = await Promise.all([
        call(api.url, 'PUT', '/api/member/profile', { cookie: victim.cookie, body: { firstName: 'Pwned' }, headers: { origin: 'https://evil.example' } }),
        call(api.url, 'POST', '/api/logout', { cookie: victim.cookie, headers: { 'sec-fetch-site': 'cross-site' } }),
        call(api.url, 'POST', '/api/auth/magic-link', { body: { email }, headers: { origin: 'null', 'x-forwarded-for': '198.18.7.1' } }),
        call(api.url, 'POST', '/api/dossiers', { cookie: victim.cookie, body: {}, headers: { 'sec-fetch-site': 'same-site' } }),
      ]);
      const still = await call(api.url, 'GET', '/api/member/profile', { cookie: victim.cookie });
      const refused = crossSite.filter((answer) => answer.status === 403).length;
      rows.push(row('login: cross-site state-changing requests', `${refused}/${crossSite.length} refused 403; session ${still.status === 200 ? 'intact' : 'lost'}`, 'all 403', refused === crossSite.length && still.status === 200, { refused }));
      return rows;
    } finally {
      await seeder.close();
      await api.dispose();
    }
  },
};
