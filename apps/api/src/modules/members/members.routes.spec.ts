import { useTestApp } from '../../testing/use-test-app';
import { signIn } from '../../testing/sign-in';

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

  it('refuses unknown fields and wrong types with a 400', async () => {
    const response = await testApp.app.inject({ method: 'PUT', url: '/api/member/profile', headers: { cookie: admin }, payload: { role: 'admin' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false });
  });
});
