import { useTestApp } from '../../testing/use-test-app';
import { signIn } from '../../testing/sign-in';
import { countStatements } from '../review-agent/testing/seed-deals';

describe('GET and PUT /api/member/profile', () => {
  let admin: string;

  const testApp = useTestApp();

  beforeAll(async () => {
    admin = await signIn(testApp.app, 'admin@example.com');
  });

  it('refuses anonymous callers with 401', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/member/profile' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, error: 'Please sign in to continue' });
  });

  it('answers the profile object, never cacheable', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/member/profile', headers: { cookie: admin } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ profile: { socialProfiles: [], preferences: {} } });
  });

  it('saves names, phone, social profiles and preferences', async () => {
    const update = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+44 20 7946 0000',
      socialProfiles: [{ network: 'LinkedIn', url: 'https://linkedin.com/in/ada' }],
      preferences: { dealEmails: true },
    };
    const saved = await testApp.app.inject({ method: 'PUT', url: '/api/member/profile', headers: { cookie: admin }, payload: update });
    expect(saved.json()).toEqual({ profile: update });
    const session = await testApp.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: admin } });
    expect(session.json()).toMatchObject({ name: 'Ada Lovelace' });
  });

  it('reads the profile row once per data version, and again after a change', async () => {
    const get = () => testApp.app.inject({ method: 'GET', url: '/api/member/profile', headers: { cookie: admin } });
    const profileReads = (statements: string[]) => statements.filter((sql) => /from "profiles"/.test(sql));
    await get();
    const again = await countStatements(testApp.app, get);
    expect(again.result.statusCode).toBe(200);
    // Only on SQLite is the data version this spec's own: on PostgreSQL it is the cluster's
    // snapshot, which other suites' writes on the shared server move at any time.
    if (testApp.app.db.dialect === 'sqlite') expect(profileReads(again.statements)).toEqual([]);
    await testApp.app.inject({ method: 'PUT', url: '/api/member/profile', headers: { cookie: admin }, payload: { phone: '+1 555 0100' } });
    const after = await countStatements(testApp.app, get);
    expect(after.result.json()).toMatchObject({ profile: { phone: '+1 555 0100' } });
    expect(after.result.headers['cache-control']).toBe('no-store');
    expect(profileReads(after.statements)).toHaveLength(1);
  });

  it('refuses unknown fields and wrong types with a 400', async () => {
    const response = await testApp.app.inject({ method: 'PUT', url: '/api/member/profile', headers: { cookie: admin }, payload: { role: 'admin' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false });
  });
});
