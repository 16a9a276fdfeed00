import { screeningImportResponseSchema, screeningListsResponseSchema } from '@quorum/domain';
import { memberWithRoles } from '../../testing/members';
import { signIn } from '../../testing/sign-in';
import { useTestApp } from '../../testing/use-test-app';
import { importList, ofacSdnCsv, ofacSdnXml, openSanctionsCsv, rescreeningAfter, unConsolidatedXml, type ListedPerson } from './testing/list-files';

const SANCTIONED: ListedPerson = { id: '9001', firstName: 'Viktor', lastName: 'Petrov', aliases: [{ firstName: 'Wiktor', lastName: 'Pietrow' }], birthDate: '17 May 1980', nationality: 'Russia' };
const SECOND: ListedPerson = { id: '9002', firstName: 'Amina', lastName: 'Haddad', birthDate: '1975' };

/** Importing lists (docs/flows/screening.md): each official format, versions, refusals, the audit entry, and who may. */
describe('screening list imports', () => {
  const testApp = useTestApp();
  let admin: string;
  let member: string;

  beforeAll(async () => {
    admin = await signIn(testApp.app, 'admin@example.com');
    member = await memberWithRoles(testApp.app, 'plain@example.com', 'member');
  });

  const lists = async () => screeningListsResponseSchema.parse((await testApp.app.inject({ method: 'GET', url: '/api/admin/screening/lists', headers: { cookie: admin } })).json()).lists;
  const audit = async (action: string) => (await testApp.app.db.query((q) => q.select().from(testApp.app.db.tables.auditLog))).filter((entry) => entry.action === action);

  it('imports the OFAC SDN XML file: its publication date is the version, every entry counted, the import audit-logged without personal data', async () => {
    const response = await importList(testApp.app, admin, 'ofac-sdn', [{ name: 'sdn.xml', bytes: ofacSdnXml('11/20/2026', [SANCTIONED, SECOND]) }]);
    expect(response.statusCode).toBe(200);
    const body = screeningImportResponseSchema.parse(response.json());
    expect(body.list).toMatchObject({ source: 'ofac-sdn', version: '2026-11-20', entryCount: 2, active: true, importedBy: 'admin@example.com' });
    expect(body.list.rescreening).toEqual({ state: 'pending' });
    expect(await rescreeningAfter(testApp.app, admin, response)).toEqual({ state: 'done', finishedAt: expect.any(String), applications: 0, members: 2, newHits: 0, failed: 0 });

    const [entry] = await audit('screening.list_imported');
    expect(entry?.details).toEqual({ source: 'ofac-sdn', version: '2026-11-20', entryCount: 2, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(JSON.stringify(entry)).not.toMatch(/Petrov|Haddad/);
  });

  it('imports the UN consolidated list and the OpenSanctions simplified CSV', async () => {
    const un = await importList(testApp.app, admin, 'un-consolidated', [{ name: 'consolidated.xml', bytes: unConsolidatedXml('2026-11-19T00:00:00.000Z', [SANCTIONED]) }]);
    expect(un.json()).toMatchObject({ success: true, list: { source: 'un-consolidated', entryCount: 1, active: true } });
    const csv = openSanctionsCsv('2026-11-18T10:00:00', [{ ...SANCTIONED, birthDate: '1980-05-17' }, { ...SECOND, dataset: 'Every Politician' }]);
    const open = await importList(testApp.app, admin, 'opensanctions', [{ name: 'targets.simple.csv', bytes: csv }]);
    expect(open.json()).toMatchObject({ success: true, list: { source: 'opensanctions', entryCount: 2, active: true } });
    await rescreeningAfter(testApp.app, admin, un);
    await rescreeningAfter(testApp.app, admin, open);
    expect((await lists()).filter((list) => list.active).map((list) => list.source).sort()).toEqual(['ofac-sdn', 'opensanctions', 'un-consolidated']);
  });

  it('imports OFAC’s CSV release (sdn.csv with alt.csv) as a version of the same source', async () => {
    const { sdn, alt } = ofacSdnCsv([SANCTIONED, SECOND]);
    const response = await importList(testApp.app, admin, 'ofac-sdn', [
      { name: 'sdn.csv', bytes: sdn },
      { name: 'alt.csv', bytes: alt },
    ]);
    expect(response.json()).toMatchObject({ success: true, list: { source: 'ofac-sdn', entryCount: 2, active: true } });
    await rescreeningAfter(testApp.app, admin, response);
    expect((await lists()).filter((list) => list.source === 'ofac-sdn').map((list) => list.active)).toEqual([true, false]);
  });

  it('a new version replaces the active one of its source; the old one stays listed as history', async () => {
    const response = await importList(testApp.app, admin, 'ofac-sdn', [{ name: 'sdn.xml', bytes: ofacSdnXml('11/24/2026', [SANCTIONED]) }]);
    expect(response.json()).toMatchObject({ list: { version: '2026-11-24', entryCount: 1, active: true } });
    await rescreeningAfter(testApp.app, admin, response);
    const ofac = (await lists()).filter((list) => list.source === 'ofac-sdn');
    expect(ofac.map((list) => [list.version, list.active])).toEqual([
      ['2026-11-24', true],
      [expect.any(String), false],
      ['2026-11-20', false],
    ]);
  });

  // Every import above waited for its re-screening, so nothing moves in the background between the two reads.
  it('refuses a malformed file with the parser’s message; nothing changes and the previous version stays active', async () => {
    const before = await lists();
    const broken = await importList(testApp.app, admin, 'ofac-sdn', [{ name: 'sdn.xml', bytes: Buffer.from('<html><body>Not the list</body></html>') }]);
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ success: false, error: expect.any(String) });
    const wrongCsv = await importList(testApp.app, admin, 'opensanctions', [{ name: 'targets.simple.csv', bytes: Buffer.from('name,country\nSomeone,fr\n') }]);
    expect(wrongCsv.statusCode).toBe(400);
    expect(wrongCsv.json().error).toMatch(/targets\.simple\.csv/);
    expect(await lists()).toEqual(before);
  });

  it.each([
    ['an unknown source', 'acme-list', [{ name: 'sdn.xml', bytes: Buffer.from('<sdnList/>') }], /source/],
    ['a form without a file', 'ofac-sdn', [], /Attach the list file/],
  ])('refuses %s with a 400 that says why', async (_case, source, files, message) => {
    const response = await importList(testApp.app, admin, source, files);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(message);
  });

  it.each([
    ['GET', '/api/admin/screening/lists'],
    ['GET', '/api/admin/screening/hits'],
    ['GET', '/api/admin/applications/app_x/screening'],
    ['POST', '/api/admin/screening/hits/hit_x/resolve'],
    ['POST', '/api/admin/members/m_x/reactivate'],
  ])('refuses %s %s to anyone signed out (401) and to members (403)', async (method, url) => {
    expect((await testApp.app.inject({ method: method as 'GET' | 'POST', url })).statusCode).toBe(401);
    expect((await testApp.app.inject({ method: method as 'GET' | 'POST', url, headers: { cookie: member } })).statusCode).toBe(403);
  });

  it('refuses an import by a member before reading its files', async () => {
    const response = await importList(testApp.app, member, 'ofac-sdn', [{ name: 'sdn.xml', bytes: ofacSdnXml('11/20/2026', [SANCTIONED]) }]);
    expect(response.statusCode).toBe(403);
  });
});
