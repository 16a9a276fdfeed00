import { execFile } from 'node:child_process';
import path from 'node:path';
import { authResponseSchema } from '@quorum/domain';
import { sha256Hex } from '../../crypto/hashing';
import { memberWithRoles } from '../../testing/members';
import { latestSignIn, sessionCookieOf, signIn } from '../../testing/sign-in';
import { useTestApp } from '../../testing/use-test-app';
import { createAuditRepository } from '../audit/audit.repository';
import { createSessionRepository } from '../auth/session.repository';
import { createMembersRepository } from '../members/members.repository';
import { createPasskeysRepository } from './passkeys.repository';

const ADMIN = 'admin@example.com';

/**
 * `npm run admin:recover -- <email>` as an operator runs it (tsx), with the server's settings: the
 * test app's SQLite file, or in the PostgreSQL run its database. Nothing else is inherited.
 */
function recoverCommand(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  const root = path.join(__dirname, '../../../../..');
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !['DATABASE_URL', 'DATA_DIR', 'SMTP_URL', 'PUBLIC_URL'].includes(name)));
  return new Promise((resolve) => {
    execFile(
      path.join(root, 'node_modules/.bin/tsx'),
      ['--tsconfig', 'apps/api/tsconfig.app.json', 'apps/api/src/modules/passkeys/admin-recover-cli.ts', ...args],
      { cwd: root, env: { ...inherited, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm run admin:recover', () => {
  const testApp = useTestApp();
  const serverSettings = () => ({
    NODE_ENV: 'test',
    DATA_DIR: testApp.dataDir,
    PUBLIC_URL: testApp.app.config.publicUrl,
    ...(testApp.app.config.database ? { DATABASE_URL: testApp.app.config.database.url, DATABASE_POOL_SIZE: '2' } : {}),
  });

  it('removes the last admin’s passkeys, ends their sessions, audit-logs it and prints a single-use link that signs them in to add a new one', async () => {
    const cookie = await signIn(testApp.app, ADMIN);
    // A mobile token from an email sign-in before (the lost phone's app holds one): it must mint no session after.
    await testApp.app.inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email: ADMIN } });
    const signedIn = authResponseSchema.parse((await testApp.app.inject({ method: 'POST', url: '/api/login', payload: { didToken: (await latestSignIn(testApp.app, ADMIN))?.token } })).json());
    const mobileToken = signedIn.success ? signedIn.mobileToken : undefined;
    const adminId = (await createMembersRepository(testApp.app.db).findByEmail(ADMIN))?.id ?? '';
    expect(await createPasskeysRepository(testApp.app.db).holdsAny(adminId)).toBe(true);

    const run = await recoverCommand([ADMIN], serverSettings());
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const link = /^(http\S+\/login\?token=\S+)$/m.exec(run.stdout)?.[1] ?? '';
    expect(link).not.toBe('');

    // Written where the server reads: no passkey, no code, the session ended (read past this instance's cache), an audit entry by no member.
    const passkeys = createPasskeysRepository(testApp.app.db);
    expect(await passkeys.holdsAny(adminId)).toBe(false);
    expect(await passkeys.recoveryCodeHash(adminId)).toBeUndefined();
    const secret = cookie.slice(cookie.indexOf('=') + 1);
    expect(await createSessionRepository(testApp.app.db).findActiveSession(sha256Hex(secret), testApp.app.clock.now())).toBeNull();
    expect((await testApp.app.inject({ method: 'POST', url: '/api/validate-token', payload: { token: mobileToken } })).statusCode).toBe(401);
    const [entry] = (await createAuditRepository(testApp.app.db).listFor('member', adminId)).filter((row) => row.action === 'member.passkeys_recovered');
    expect(entry).toMatchObject({ actorId: null, actorEmail: null, details: { removed: 1, by: 'server-command', host: expect.any(String), user: expect.any(String) } });
    const { messages } = (await testApp.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${ADMIN}` })).json() as { messages: Array<{ template: string }> };
    expect(messages.map((message) => message.template)).toContain('passkeys-recovered');

    // The link signs the admin in once, standing at 'setup': they add a new passkey next.
    const token = new URL(link).searchParams.get('token') ?? '';
    const login = await testApp.app.inject({ method: 'POST', url: '/api/login', payload: { didToken: token } });
    expect(authResponseSchema.parse(login.json())).toMatchObject({ success: true, role: 'admin', passkeyStanding: 'setup', confirmedUntil: null });
    const session = await testApp.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: sessionCookieOf(login) } });
    expect(session.json()).toMatchObject({ passkeyStanding: 'setup' });
    expect((await testApp.app.inject({ method: 'POST', url: '/api/login', payload: { didToken: token } })).statusCode).toBe(401);
  });

  it('refuses, changing nothing, an address that is not an active admin’s, and a call without one', async () => {
    await memberWithRoles(testApp.app, 'member@example.com', 'member');
    for (const args of [['member@example.com'], ['nobody@example.com']]) {
      const run = await recoverCommand(args, serverSettings());
      expect(run.code).not.toBe(0);
      expect(run.stderr).toContain(`${args[0]} is not an active admin: nothing was changed.`);
      expect(run.stdout).not.toContain('token=');
    }
    const usage = await recoverCommand([], serverSettings());
    expect(usage.code).not.toBe(0);
    expect(usage.stderr).toContain('Usage: npm run admin:recover -- <email of the admin>');
  });
});
