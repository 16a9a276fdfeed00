import { testClock } from '../../testing/build-test-app';
import { useMemberClient, useTestApp } from '../../testing/use-test-app';
import { type DealClient, signedInClient } from '../review-agent/testing/deal-client';

/** The dossier calls (docs/api.md), and ownership: a member sees and changes only their own. */
describe('dossiers', () => {
  const clock = testClock();
  let admin: DealClient;

  const testApp = useTestApp({}, { clock });

  const ada = useMemberClient(testApp, 'ada@example.com');
  const bob = useMemberClient(testApp, 'bob@example.com', 'network_member');

  beforeAll(async () => {
    admin = await signedInClient(testApp.app, 'admin@example.com');
  });

  it('creates, reads, renames, lists, counts and ready-checks a dossier with the fields the client reads', async () => {
    const id = await ada.createDossier();
    const read = (await ada.call('GET', `/api/dossiers/${id}`)).json() as { dossier: Record<string, unknown> };
    expect(read.dossier).toMatchObject({ dossierId: id, userId: 'ada@example.com', user: { email: 'ada@example.com' }, dossierName: 'ada@example.com 2026-06-01T12:00:00.000Z' });
    expect((await ada.call('PUT', `/api/dossiers/${id}`, { dossierName: 'Rocketly', user: { email: 'ada@example.com' } })).json()).toMatchObject({ dossier: { dossierName: 'Rocketly' } });
    expect((await ada.call('GET', '/api/dossiers?userId=ada@example.com')).json()).toMatchObject({ dossiers: [{ dossierId: id }] });
    expect((await ada.call('GET', `/api/dossiers/${id}/ready-check`)).json()).toEqual({ success: true, ready: false, missing: ['Add a website link, a DocSend link or a PDF deck'] });
    await ada.setUrl(id, 'https://rocketly.example/');
    await ada.setNote(id, 'note');
    await ada.setFounders(id, [{ name: 'Dana' }, { name: 'Sam' }]);
    expect((await ada.call('GET', `/api/dossiers/${id}/ready-check`)).json()).toMatchObject({ ready: true, missing: [] });
    expect((await ada.call('GET', `/api/dossiers/${id}/count`)).json()).toMatchObject({ counts: { total: 4, urls: 1, notes: 1, teamMembers: 2, pitchDecks: 0 } });
  });

  it("refuses another member's dossier (403), lets an admin read but not change it, and 404s a missing one", async () => {
    const id = await ada.createDossier();
    for (const [method, url, payload] of [
      ['GET', `/api/dossiers/${id}`, undefined],
      ['PUT', `/api/dossiers/${id}`, { dossierName: 'mine now' }],
      ['POST', `/api/dossiers/${id}/note`, { note: 'hi' }],
      ['GET', `/api/materials/user-materials?dossierId=${id}`, undefined],
      ['POST', '/api/report/create', { dossierId: id, userEmail: 'bob@example.com', vehicleId: 'quorum-main' }],
    ] as const) {
      const response = await bob.call(method, url, payload);
      expect([url, response.statusCode]).toEqual([url, 403]);
    }
    expect((await ada.call('GET', '/api/dossiers?userId=bob@example.com')).statusCode).toBe(403);
    expect((await admin.call('GET', `/api/dossiers/${id}`)).statusCode).toBe(200);
    expect((await admin.call('GET', '/api/dossiers?userId=ada@example.com')).json()).toMatchObject({ dossiers: expect.arrayContaining([expect.objectContaining({ dossierId: id })]) });
    expect((await admin.call('PUT', `/api/dossiers/${id}`, { dossierName: 'x' })).statusCode).toBe(403);
    expect((await ada.call('GET', '/api/dossiers/no-such-dossier')).statusCode).toBe(404);
  });

  it('refuses an email or userId that is not the caller’s (403)', async () => {
    expect((await ada.call('POST', '/api/dossiers', { userId: 'bob@example.com' })).statusCode).toBe(403);
    expect((await ada.call('POST', '/api/dossiers', { user: { email: 'bob@example.com' } })).statusCode).toBe(403);
    const id = await ada.createDossier();
    expect((await ada.call('POST', `/api/dossiers/${id}/note`, { note: 'x', email: 'bob@example.com' })).statusCode).toBe(403);
  });

  it('cleanup removes only the caller’s empty dossiers older than an hour', async () => {
    const fresh = await bob.createDossier();
    clock.advance(2 * 60 * 60_000);
    const young = await bob.createDossier();
    const used = await bob.createDossier();
    await bob.setNote(used, 'keep me');
    clock.advance(2 * 60 * 60_000);
    const answer = await bob.call('POST', '/api/dossiers/cleanup', { email: 'bob@example.com' });
    expect(answer.json()).toEqual({ success: true, deleted: 2 });
    expect((await bob.call('GET', `/api/dossiers/${fresh}`)).statusCode).toBe(404);
    expect((await bob.call('GET', `/api/dossiers/${young}`)).statusCode).toBe(404);
    expect((await bob.call('GET', `/api/dossiers/${used}`)).statusCode).toBe(200);
    expect((await ada.call('POST', '/api/dossiers/cleanup', { email: 'bob@example.com' })).statusCode).toBe(403);
  });
});
