import { completeAnswers } from '@quorum/testing';
import { post, submissionForm } from '../modules/applications/test-requests';
import { memberClient } from '../modules/review-agent/testing/deal-client';
import { useTestApp } from '../testing/use-test-app';

const REFUSED = { success: false, error: 'The request contains a NUL character (\\u0000), which is not allowed in any value.' };

/**
 * A NUL character is a 400 on both databases, wherever in a request it comes: PostgreSQL cannot
 * store one in text or jsonb, so without the checks these were 500s there (the bench's fuzzer
 * found the first: an admin route's id of "%00").
 */
describe('NUL characters in requests', () => {
  const testApp = useTestApp();

  it('refuses one in a path parameter or a query string', async () => {
    const admin = await memberClient(testApp.app, 'admin@example.com', 'admin', ['admin', 'member']);
    const approve = await admin.call('POST', '/api/admin/applications/%00/approve', {});
    expect([approve.statusCode, approve.json()]).toEqual([400, REFUSED]);
    const deals = await admin.call('GET', '/api/deals?limit=5&cursor=a%00b');
    expect([deals.statusCode, deals.json()]).toEqual([400, REFUSED]);
  });

  it('refuses one anywhere in a JSON body, and saves nothing', async () => {
    const ada = await memberClient(testApp.app, 'ada@example.com');
    const dossierId = await ada.createDossier();
    const note = await ada.call('POST', `/api/dossiers/${dossierId}/note`, { note: 'before\u0000after' });
    expect([note.statusCode, note.json()]).toEqual([400, REFUSED]);
    const team = await ada.call('POST', `/api/dossiers/${dossierId}/team`, { teamMembers: [{ name: 'Dana', title: 'C\u0000EO' }] });
    expect([team.statusCode, team.json()]).toEqual([400, REFUSED]);
    const listed = (await ada.call('GET', `/api/materials/user-materials?dossierId=${dossierId}`)).json() as { materials: unknown[] };
    expect(listed.materials).toEqual([]);
    expect((await ada.call('GET', `/api/dossiers/${dossierId}/count`)).json()).toMatchObject({ counts: { teamMembers: 0 } });
  });

  it('refuses one in a submitted form field, raw or as a JSON escape, and stores no application', async () => {
    const { db } = testApp.app;
    const stored = async () => (await db.query((q) => q.select().from(db.tables.applications))).length;
    const before = await stored();
    const answers = completeAnswers('Individual');

    const raw = await post(testApp.app, '/api/join/submit', submissionForm({ ...answers, occupation: 'Engi\u0000neer' }), '10.9.0.1');
    expect([raw.statusCode, raw.json()]).toEqual([400, REFUSED]);

    // A list of people travels as JSON text: the escape reaches the server as six characters and decodes to a NUL.
    const entity = completeAnswers('Corporation');
    const isPerson = (item: unknown) => typeof item === 'object' && item !== null && !('size' in item);
    const listName = Object.keys(entity).find((name) => Array.isArray(entity[name]) && isPerson((entity[name] as unknown[])[0]));
    if (!listName) throw new Error('the Corporation fixture has no list of people');
    const [first, ...rest] = entity[listName] as Array<Record<string, unknown>>;
    const escaped = await post(testApp.app, '/api/join/submit', submissionForm({ ...entity, [listName]: [{ ...first, name: 'Ada\u0000 Lovelace' }, ...rest] }), '10.9.0.2');
    expect(escaped.statusCode).toBe(400);
    expect(escaped.json()).toEqual({ ...REFUSED, errors: { [listName]: expect.any(String) } });

    expect(await stored()).toBe(before);
    const accepted = await post(testApp.app, '/api/join/submit', submissionForm(answers), '10.9.0.3');
    expect(accepted.statusCode).toBe(200);
  });
});
