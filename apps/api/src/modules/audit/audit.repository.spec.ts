import { useTestApp } from '../../testing/use-test-app';
import { createAuditRepository } from './audit.repository';

/** An application's audit log reads in the order things happened, on either database. */
describe('audit log', () => {
  const testApp = useTestApp();

  it('lists entries of one millisecond in the order they were written', async () => {
    const audit = createAuditRepository(testApp.app.db);
    const at = new Date('2026-06-01T12:00:00.000Z');
    const actions = Array.from({ length: 40 }, (_, index) => `test.step_${String(index).padStart(2, '0')}`).reverse();
    for (const action of actions) await audit.record({ actor: null, action, subjectType: 'application', subjectId: 'app_same_ms' }, at);
    const listed = await audit.listFor('application', 'app_same_ms');
    expect(listed.map((entry) => entry.action)).toEqual(actions);
    expect(listed.every((entry) => entry.createdAt === at.toISOString())).toBe(true);
  });
});
