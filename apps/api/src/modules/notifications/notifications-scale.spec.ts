import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { useTestApp } from '../../testing/use-test-app';
import { notifyRoundOpened } from './notify';

/** A network larger than one statement's bound values: SQLite takes 32,766, 7 a queued row. */
const MEMBERS = 4_800;

describe('notifications for a large network', () => {
  const testApp = useTestApp();

  it('queues one notification for each of 4,800 members in the event’s transaction', async () => {
    const { members } = testApp.app.db.tables;
    const now = testApp.app.clock.now();
    const rows = Array.from({ length: MEMBERS }, (_, index) => ({ id: randomUUID(), email: `investor-${index}@scale.example`, allRoles: ['member'], createdAt: now, updatedAt: now }));
    await testApp.app.db.transaction(async (tx) => {
      for (let start = 0; start < rows.length; start += 1_000) await tx.query((q) => q.insert(members).values(rows.slice(start, start + 1_000)));
    });
    const queued = await testApp.app.db.transaction((tx) =>
      notifyRoundOpened(tx, { roundId: 'round-1', reportId: 'deal-1', dealName: 'Rocketly', currency: 'USD', target: '10000000', minimum: '1000000', deadline: new Date(now.getTime() + 86_400_000) }, now),
    );
    // Every member but none left out: the 4,800 and the seeded admin.
    expect(queued).toBe(MEMBERS + 1);
    const { notificationQueue } = testApp.app.db.tables;
    const [stored] = await testApp.app.db.query((q) => q.select({ n: count() }).from(notificationQueue));
    expect(Number(stored?.n)).toBe(MEMBERS + 1);
  }, 60_000);
});
