import { createSoftAuthenticator, type CreationOptions, type RequestOptions } from '@quorum/testing/webauthn';
import { ApiProcess } from '../core/api-process';
import { call, type Answer } from '../core/http';
import { Seeder } from '../core/seed';
import { fmt, percentile } from '../core/stats';
import { row, type Row, type Scenario } from '../core/types';

/**
 * The p99 a person waits for the API's part of signing in, by email link or by passkey, past which
 * the row fails: well under the second people notice, with room for the shared core of a smoke run.
 */
const SIGN_IN_P99_MS = { full: 100, smoke: 400 } as const;

/** Each sign-in from its own address, as people sign in: the per-IP limits (30 per 15 minutes) are for one address's bursts. */
const from = (index: number) => ({ 'x-forwarded-for': `198.19.${Math.floor(index / 250)}.${(index % 250) + 1}` });

async function ok(answer: Promise<Answer>, what: string): Promise<Answer> {
  const settled = await answer;
  if (settled.status !== 200) throw new Error(`${what}: HTTP ${settled.status} ${settled.body.slice(0, 200)}`);
  return settled;
}

function summary(times: number[], budgetMs: number) {
  const totalMs = times.reduce((sum, time) => sum + time, 0);
  const p99 = percentile(times, 99);
  return { figure: `${fmt.int(times.length / (totalMs / 1000))} sign-ins/s one after another, p50 ${fmt.ms(percentile(times, 50))}, p99 ${fmt.ms(p99)}`, p99, pass: p99 <= budgetMs, rate: times.length / (totalMs / 1000) };
}

/**
 * Sign-in, the two ways a member has (docs/flows/sign-in.md): redeeming an email link's token
 * (POST /api/login; sending the email is the mailer's own time), and a passkey (the options, the
 * authenticator's signature made here, then POST /api/auth/passkey/login), each a fresh session.
 */
export const signInRateScenario: Scenario = {
  id: 'sign-in-rate',
  title: 'Sign-in rate',
  dialects: ['sqlite', 'postgres'],
  async run(settings): Promise<Row[]> {
    const api = new ApiProcess({ database: settings.database });
    await api.start();
    const seeder = new Seeder(api);
    try {
      const count = settings.mode === 'full' ? 200 : 30;
      const budget = SIGN_IN_P99_MS[settings.mode];

      const linkEmail = 'link-rate@bench.example';
      await seeder.member(linkEmail);
      const byLink: number[] = [];
      for (let index = 0; index < count; index += 1) {
        const { token } = await seeder.loginToken(linkEmail);
        const started = performance.now();
        await ok(call(api.url, 'POST', '/api/login', { body: { didToken: token }, headers: from(index) }), 'email link sign-in');
        byLink.push(performance.now() - started);
      }

      // A passkey made the way the profile page makes one, by a member signed in by email.
      const member = await seeder.signedIn('passkey-rate@bench.example');
      const authenticator = createSoftAuthenticator({ origin: `http://localhost:${new URL(api.url).port}`, counter: 'increment' });
      const creation = (await ok(call(api.url, 'POST', '/api/member/passkeys/options', { cookie: member.cookie, headers: from(count) }), 'passkey options')).json as { challengeId: string; options: CreationOptions };
      const made = authenticator.register(creation.options);
      await ok(call(api.url, 'POST', '/api/member/passkeys', { cookie: member.cookie, body: { challengeId: creation.challengeId, response: made, name: 'Bench' }, headers: from(count) }), 'passkey registration');
      const byPasskey: number[] = [];
      for (let index = 0; index < count; index += 1) {
        const started = performance.now();
        const asked = (await ok(call(api.url, 'POST', '/api/auth/passkey/options', { headers: from(count + 1 + index) }), 'passkey sign-in options')).json as { challengeId: string; options: RequestOptions };
        const signed = authenticator.authenticate(asked.options);
        await ok(call(api.url, 'POST', '/api/auth/passkey/login', { body: { challengeId: asked.challengeId, response: signed }, headers: from(count + 1 + index) }), 'passkey sign-in');
        byPasskey.push(performance.now() - started);
      }

      const link = summary(byLink, budget);
      const passkey = summary(byPasskey, budget);
      return [
        row('sign-in: email link (POST /api/login)', link.figure, `p99 ≤ ${budget} ms`, link.pass, { p99Ms: link.p99, perSecond: link.rate }),
        row('sign-in: passkey (options, then the signed answer)', passkey.figure, `p99 ≤ ${budget} ms`, passkey.pass, { p99Ms: passkey.p99, perSecond: passkey.rate }),
      ];
    } finally {
      await seeder.close();
      await api.dispose();
    }
  },
};
