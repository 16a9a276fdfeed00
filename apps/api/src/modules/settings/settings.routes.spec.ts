import { eq } from 'drizzle-orm';
import { DEFAULT_NETWORK_SETTINGS } from '@quorum/domain';
import { useTestApp } from '../../testing/use-test-app';
import { signIn } from '../../testing/sign-in';

describe('admin settings: approval threshold and investment strategy', () => {
  let admin: string;

  const testApp = useTestApp();

  beforeAll(async () => {
    admin = await signIn(testApp.app, 'admin@example.com');
  });

  it('starts from the defaults (50% approval)', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie: admin } });
    expect(response.json()).toEqual({ success: true, settings: DEFAULT_NETWORK_SETTINGS });
    expect(DEFAULT_NETWORK_SETTINGS.approvalThresholdPercent).toBe(50);
  });

  it('saves new settings and audit-logs who changed them', async () => {
    const settings = { approvalThresholdPercent: 60, investmentStrategy: 'Climate and energy infrastructure software.' };
    const saved = await testApp.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { cookie: admin }, payload: settings });
    expect(saved.json()).toEqual({ success: true, settings });
    const reread = await testApp.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie: admin } });
    expect(reread.json()).toEqual({ success: true, settings });
    const { auditLog } = testApp.app.db.tables;
    const entries = await testApp.app.db.query((q) => q.select({ action: auditLog.action, actorEmail: auditLog.actorEmail }).from(auditLog).where(eq(auditLog.subjectType, 'settings')));
    expect(entries).toEqual([{ action: 'settings.updated', actorEmail: 'admin@example.com' }]);
  });

  it.each([
    [{ approvalThresholdPercent: 0, investmentStrategy: 'x' }],
    [{ approvalThresholdPercent: 101, investmentStrategy: 'x' }],
    [{ approvalThresholdPercent: 50 }],
    [{ approvalThresholdPercent: 50, investmentStrategy: 'x', extra: true }],
  ])('refuses %j with a 400', async (payload) => {
    const response = await testApp.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { cookie: admin }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: expect.any(String) });
  });
});
