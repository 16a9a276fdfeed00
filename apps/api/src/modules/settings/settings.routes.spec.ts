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
    const change = { approvalThresholdPercent: 60, investmentStrategy: 'Climate and energy infrastructure software.' };
    // The decision rules this change leaves out keep their values (the defaults here).
    const settings = { ...DEFAULT_NETWORK_SETTINGS, ...change };
    const saved = await testApp.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { cookie: admin }, payload: change });
    expect(saved.json()).toEqual({ success: true, settings });
    const reread = await testApp.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie: admin } });
    expect(reread.json()).toEqual({ success: true, settings });
    const { auditLog } = testApp.app.db.tables;
    const entries = await testApp.app.db.query((q) => q.select({ action: auditLog.action, actorEmail: auditLog.actorEmail }).from(auditLog).where(eq(auditLog.subjectType, 'settings')));
    expect(entries).toEqual([{ action: 'settings.updated', actorEmail: 'admin@example.com' }]);
  });

  it('saves the network decision rules, keeps the ones a change leaves out, and logs each changed field', async () => {
    const strategy = { approvalThresholdPercent: 60, investmentStrategy: 'Climate and energy infrastructure software.' };
    const rules = { voteWindowDays: 10, quorumMinimum: 4, quorumPercentOfActive: 25, agentVotes: 'counting', sealedBallots: false, decisionWebhookUrl: 'https://hooks.example/decided', closedApplicationDocumentsDays: 30, kycRetentionYears: 7 };
    const saved = await testApp.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { cookie: admin }, payload: { ...strategy, ...rules } });
    expect(saved.json()).toEqual({ success: true, settings: { ...strategy, ...rules } });
    // A client that sends only the threshold and the strategy does not reset the rules.
    const later = await testApp.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { cookie: admin }, payload: { ...strategy, approvalThresholdPercent: 65 } });
    expect(later.json()).toEqual({ success: true, settings: { ...strategy, ...rules, approvalThresholdPercent: 65 } });
    const { auditLog } = testApp.app.db.tables;
    const entries = await testApp.app.db.query((q) => q.select({ details: auditLog.details }).from(auditLog).where(eq(auditLog.subjectType, 'settings')));
    expect(entries.at(-2)?.details['changes']).toEqual({
      voteWindowDays: { from: 7, to: 10 },
      quorumMinimum: { from: 3, to: 4 },
      quorumPercentOfActive: { from: 20, to: 25 },
      agentVotes: { from: 'advisory', to: 'counting' },
      sealedBallots: { from: true, to: false },
      decisionWebhookUrl: { from: null, to: 'https://hooks.example/decided' },
      closedApplicationDocumentsDays: { from: 90, to: 30 },
      kycRetentionYears: { from: 5, to: 7 },
    });
    expect(entries.at(-1)?.details['changes']).toEqual({ approvalThresholdPercent: { from: 60, to: 65 } });
    await testApp.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { cookie: admin }, payload: { ...DEFAULT_NETWORK_SETTINGS } });
  });

  it.each([
    [{ approvalThresholdPercent: 0, investmentStrategy: 'x' }],
    [{ approvalThresholdPercent: 101, investmentStrategy: 'x' }],
    [{ approvalThresholdPercent: 50 }],
    [{ approvalThresholdPercent: 50, investmentStrategy: 'x', extra: true }],
    [{ approvalThresholdPercent: 50, investmentStrategy: 'x', voteWindowDays: 0 }],
    [{ approvalThresholdPercent: 50, investmentStrategy: 'x', agentVotes: 'deciding' }],
    [{ approvalThresholdPercent: 50, investmentStrategy: 'x', decisionWebhookUrl: 'javascript:alert(1)' }],
  ])('refuses %j with a 400', async (payload) => {
    const response = await testApp.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { cookie: admin }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: expect.any(String) });
  });
});
