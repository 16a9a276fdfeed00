import { useTestApp } from '../../testing/use-test-app';
import { storedData } from '../../testing/stored-data';
import { APPLICATION_SETS, completeAnswers, identifiersIn } from '@quorum/testing';
import { submit } from './test-requests';

describe('idempotent submission', () => {
  const testApp = useTestApp({}, {}, 'test');

  const count = async () => (await testApp.app.db.query((q) => q.select().from(testApp.app.db.tables.applications))).length;

  it('a retried submit with the same key returns the same application, never a second one', async () => {
    const answers = completeAnswers('Corporation');
    const key = 'retry-key-0123456789abcdef';
    const first = await submit(testApp.app, answers, { idempotencyKey: key });
    const second = await submit(testApp.app, answers, { idempotencyKey: key });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await count()).toBe(1);
    expect(await testApp.app.db.query((q) => q.select().from(testApp.app.db.tables.applicationPeople))).toHaveLength(2); // its two beneficial owners, once
  });

  it('two identical submissions racing each other make one application', async () => {
    const answers = completeAnswers('Trust');
    const key = 'race-key-0123456789abcdef';
    const responses = await Promise.all([1, 2, 3].map(() => submit(testApp.app, answers, { idempotencyKey: key })));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(responses.map((response) => response.json().submissionId)).size).toBe(1);
    expect(await count()).toBe(1);
  });

  it('without a key, or with different keys, each submission is its own application', async () => {
    const answers = completeAnswers('Individual');
    const ids = new Set<string>();
    for (const extra of [{}, {}, { idempotencyKey: 'key-a-0123456789abcdef' }, { idempotencyKey: 'key-b-0123456789abcdef' }] as Array<Record<string, string>>) {
      ids.add((await submit(testApp.app, answers, extra)).json().submissionId);
    }
    expect(ids.size).toBe(4);
  });
});

describe('KYC identifiers are encrypted at rest', () => {
  const testApp = useTestApp();

  it('no SSN, passport, tax ID or person ID number appears in what the database stores (SQLite: the file and its WAL)', async () => {
    const identifiers = new Set<string>();
    for (const set of APPLICATION_SETS) {
      const answers = completeAnswers(set, { email: `${set}@example.com` });
      for (const value of identifiersIn(answers)) identifiers.add(value);
      expect((await submit(testApp.app, answers, {}, `10.2.0.${APPLICATION_SETS.indexOf(set) + 1}`)).statusCode).toBe(200);
    }
    expect(identifiers.size).toBeGreaterThan(15);

    const bytes = await storedData(testApp);
    expect(bytes.includes('Ada Lovelace')).toBe(true); // the search works: plain answers are there
    for (const value of identifiers) expect({ value, found: bytes.includes(value) }).toEqual({ value, found: false });

    const { applications, applicationPeople } = testApp.app.db.tables;
    const [row] = await testApp.app.db.query((q) => q.select().from(applications));
    expect(testApp.app.cipher.isSealed(row?.answers['passportIdNumber'])).toBe(true);
    const people = await testApp.app.db.query((q) => q.select().from(applicationPeople));
    expect(people.length).toBeGreaterThan(0);
    expect(people.every((person) => testApp.app.cipher.isSealed(person.idNumberEncrypted))).toBe(true);
  });
});
