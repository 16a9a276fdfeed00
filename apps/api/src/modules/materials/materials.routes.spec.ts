import { and, eq } from 'drizzle-orm';
import { useMemberClient, useTestApp } from '../../testing/use-test-app';

/** The material catalogue (docs/api.md) with the dossier failure messages the members app shows. */
describe('dossier materials', () => {
  let id: string;

  const testApp = useTestApp();

  const ada = useMemberClient(testApp, 'ada@example.com');
  const bob = useMemberClient(testApp, 'bob@example.com');

  beforeAll(async () => {
    id = await ada.createDossier();
  });

  it('keeps one url, note and valuation per dossier (POST or PUT replaces)', async () => {
    const first = (await ada.call('POST', `/api/dossiers/${id}/url`, { url: 'https://www.Rocketly.example/', email: 'ada@example.com' })).json() as { material: { materialId: string } };
    const second = (await ada.call('PUT', `/api/dossiers/${id}/url`, { url: 'https://rocketly.example/home' })).json() as { material: { materialId: string; url: string } };
    expect(second.material).toMatchObject({ materialId: first.material.materialId, url: 'https://rocketly.example/home', type: 'url' });
    await ada.call('POST', `/api/dossiers/${id}/note`, { note: ' first ' });
    expect((await ada.call('PUT', `/api/dossiers/${id}/note`, { note: 'second' })).json()).toMatchObject({ material: { type: 'note', content: 'second' } });
    expect((await ada.call('POST', `/api/dossiers/${id}/valuation`, { value: 40_000_000, type: 'post-money-valuation' })).json()).toMatchObject({ material: { type: 'post-money-valuation', content: '$40M' } });
    expect((await ada.call('PUT', `/api/dossiers/${id}/valuation`, { value: '$35M' })).json()).toMatchObject({ material: { content: '$35M' } });
    const listed = (await ada.call('GET', `/api/materials/user-materials?dossierId=${id}`)).json() as { materials: Array<{ type: string }> };
    expect(listed.materials.map((material) => material.type).sort()).toEqual(['note', 'post-money-valuation', 'url']);
  });

  // Requests that arrive together run at once on PostgreSQL's pool: a save reads before it writes,
  // and without holding the dossier two of them act on the same read.
  it('keeps its rules when saves to one dossier arrive together: one url, no position twice, one team', async () => {
    const dossierId = await ada.createDossier();
    const saves = Array.from({ length: 8 }, (_, index) => index);
    const statuses = async (responses: Promise<Array<{ statusCode: number }>>) => (await responses).map((response) => response.statusCode);
    expect(await statuses(Promise.all(saves.map((index) => ada.call('PUT', `/api/dossiers/${dossierId}/url`, { url: `https://site-${index}.example/` }))))).toEqual(saves.map(() => 200));
    expect(await statuses(Promise.all(saves.map((index) => ada.call('POST', `/api/dossiers/${dossierId}/investors`, { investors: [{ name: `Fund ${index}` }, { name: `Angel ${index}` }] }))))).toEqual(saves.map(() => 200));
    await Promise.all(saves.map((index) => ada.setFounders(dossierId, [{ name: `Founder ${index}` }, { name: `Cofounder ${index}` }])));

    const { db } = testApp.app;
    const { dossierMaterials, dossierPeople } = db.tables;
    const urls = await db.query((q) => q.select().from(dossierMaterials).where(and(eq(dossierMaterials.dossierId, dossierId), eq(dossierMaterials.kind, 'url'))));
    expect(urls).toHaveLength(1);
    const people = await db.query((q) => q.select().from(dossierPeople).where(eq(dossierPeople.dossierId, dossierId)));
    const investors = people.filter((person) => person.kind === 'investor').sort((a, b) => a.position - b.position);
    expect(investors.map((person) => person.position)).toEqual(Array.from({ length: 16 }, (_, index) => index));
    // Each request's two investors stay next to each other.
    for (let index = 0; index < 16; index += 2) expect(investors[index]?.name.replace('Fund', 'Angel')).toBe(investors[index + 1]?.name);
    const team = people.filter((person) => person.kind === 'team').sort((a, b) => a.position - b.position);
    expect(team).toHaveLength(2);
    expect(team[1]?.name).toBe(`Co${team[0]?.name.toLowerCase()}`);
  });

  it('never passes a kind’s cap when adds to one dossier arrive together: ten other websites, the rest refused', async () => {
    const dossierId = await ada.createDossier();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, index) => ada.call('POST', `/api/dossiers/${dossierId}/secondary-url`, { url: `https://site-${index}.example/`, description: `Site ${index}` })));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(10);
    expect(codes.filter((code) => code !== 200).every((code) => code === 400)).toBe(true);
    const { db } = testApp.app;
    const { dossierMaterials } = db.tables;
    expect(await db.query((q) => q.select().from(dossierMaterials).where(and(eq(dossierMaterials.dossierId, dossierId), eq(dossierMaterials.kind, 'secondary_url'))))).toHaveLength(10);
  });

  it('adds text documents, financials, secondary urls, investors, competitors and team; removes a competitor', async () => {
    expect((await ada.call('POST', `/api/dossiers/${id}/text-document`, { content: 'Memo', filename: 'memo.txt', userEmail: 'ada@example.com' })).json()).toMatchObject({ material: { type: 'text-document', fileName: 'memo.txt' } });
    expect((await ada.call('POST', `/api/dossiers/${id}/financials`, { content: 'ARR $2.4M', filename: 'fin.csv' })).json()).toMatchObject({ material: { type: 'financials' } });
    expect((await ada.call('POST', `/api/dossiers/${id}/secondary-url`, { url: 'https://blog.rocketly.example/', description: 'Blog' })).json()).toMatchObject({ material: { type: 'secondary-url', description: 'Blog' } });
    expect((await ada.call('POST', `/api/dossiers/${id}/investors`, { investors: [{ name: 'Seed Fund' }] })).json()).toMatchObject({ people: [{ kind: 'investor', name: 'Seed Fund' }] });
    const added = (await ada.call('POST', `/api/dossiers/${id}/competitors`, { competitors: [{ name: 'LaunchCo' }, { name: 'OrbitBook' }] })).json() as { people: Array<{ id: string }> };
    expect(added.people).toHaveLength(2);
    expect((await ada.call('DELETE', `/api/dossiers/${id}/competitors/${added.people[0]?.id}`)).json()).toEqual({ success: true, message: 'Competitor removed' });
    expect((await ada.call('DELETE', `/api/dossiers/${id}/competitors/${added.people[0]?.id}`)).json()).toMatchObject({ error: 'Failed to remove competitor' });
    await ada.setFounders(id, [{ name: 'Dana', contactType: 'Email', contactValue: 'dana@rocketly.example' }]);
    const team = await ada.setFounders(id, [{ name: 'Sam', contactType: 'Telegram', contactValue: '@sam' }]);
    expect(team).toMatchObject({ people: [{ name: 'Sam', contactType: 'Telegram', contactValue: '@sam' }] });
    expect((await ada.call('GET', `/api/dossiers/${id}/count`)).json()).toMatchObject({ counts: { teamMembers: 1, investors: 1, competitors: 1 } });
  });

  it.each([
    ['note', 'POST', 'note', { note: '   ' }, 'Failed to update note'],
    ['url', 'PUT', 'url', { url: 'javascript:alert(1)' }, 'Failed to update URL'],
    ['valuation', 'POST', 'valuation', { value: -5 }, 'Failed to update post-money valuation'],
    ['text document', 'POST', 'text-document', {}, 'Failed to upload text document'],
    ['financials', 'POST', 'financials', { content: 7 }, 'Failed to upload financials'],
    ['investors', 'POST', 'investors', { investors: [] }, 'Failed to add investor'],
    ['team', 'POST', 'team', { teamMembers: [{ name: '' }] }, 'Failed to update team members'],
    ['competitors', 'POST', 'competitors', { competitors: 'LaunchCo' }, 'Failed to add competitors'],
    ['secondary url', 'POST', 'secondary-url', { url: 'not a url' }, 'Failed to save secondary URL'],
    ['vehicle settings', 'POST', 'vehicle-settings', { vehicleSettings: 'x' }, 'Failed to update vehicle settings'],
  ] as const)('a bad %s answers 400 "%s"', async (_name, method, path, payload, message) => {
    const response = await ada.call(method, `/api/dossiers/${id}/${path}`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: message, errors: expect.any(Object) });
  });

  it('updates and deletes materials by id, only the owner’s, with the catalogue messages', async () => {
    const note = (await ada.call('GET', `/api/materials/user-materials?dossierId=${id}`)).json() as { materials: Array<{ materialId: string; type: string }> };
    const noteId = note.materials.find((material) => material.type === 'note')?.materialId;
    expect((await ada.call('PUT', '/api/materials', { materialId: noteId, content: 'edited' })).json()).toMatchObject({ material: { content: 'edited' } });
    expect((await ada.call('PUT', '/api/materials', { materialId: noteId, url: 'https://x.example/' })).statusCode).toBe(400);
    expect((await ada.call('PUT', '/api/materials', { content: 'no id' })).json()).toMatchObject({ error: 'Failed to update material' });
    expect((await bob.call('PUT', '/api/materials', { materialId: noteId, content: 'mine' })).statusCode).toBe(403);
    expect((await bob.call('DELETE', '/api/materials', { materialId: noteId })).statusCode).toBe(403);
    expect((await ada.call('DELETE', '/api/materials', {})).json()).toMatchObject({ error: 'Failed to delete material' });
    expect((await ada.call('DELETE', '/api/materials', { materialId: noteId })).statusCode).toBe(200);
    expect((await ada.call('DELETE', '/api/materials', { materialId: noteId })).statusCode).toBe(404);
    expect((await ada.call('GET', '/api/materials/user-materials')).json()).toMatchObject({ error: 'Failed to load user materials' });
  });

  it('looks a site up among the caller’s own dossiers (a failed lookup is "not found")', async () => {
    expect((await ada.call('GET', '/api/materials/lookupUrl?url=rocketly.example&email=ada@example.com')).json()).toEqual({ found: true, dossierId: id });
    expect((await ada.call('GET', '/api/materials/lookupUrl?url=https://www.rocketly.example/pricing')).json()).toEqual({ found: true, dossierId: id });
    expect((await bob.call('GET', '/api/materials/lookupUrl?url=rocketly.example')).json()).toEqual({ found: false, dossierId: null });
    expect((await ada.call('GET', '/api/materials/lookupUrl')).json()).toEqual({ found: false, dossierId: null });
  });
});
