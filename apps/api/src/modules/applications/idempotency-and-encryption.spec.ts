import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { applicationPeople, applications } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { APPLICATION_SETS, completeAnswers, identifiersIn } from './test-fixtures';
import { submit } from './test-requests';

describe('idempotent submission (issue 3, "Application intake")', () => {
  let testApp: TestApp;

  beforeEach(async () => {
    testApp = await buildTestApp();
  });

  afterEach(async () => {
    await testApp.close();
  });

  const count = () => testApp.app.db.select().from(applications).all().length;

  it('a retried submit with the same key returns the same application, never a second one', async () => {
    const answers = completeAnswers('Corporation');
    const key = 'retry-key-0123456789abcdef';
    const first = await submit(testApp.app, answers, { idempotencyKey: key });
    const second = await submit(testApp.app, answers, { idempotencyKey: key });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(count()).toBe(1);
    expect(testApp.app.db.select().from(applicationPeople).all()).toHaveLength(2); // its two beneficial owners, once
  });

  it('two identical submissions racing each other make one application', async () => {
    const answers = completeAnswers('Trust');
    const key = 'race-key-0123456789abcdef';
    const responses = await Promise.all([1, 2, 3].map(() => submit(testApp.app, answers, { idempotencyKey: key })));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(responses.map((response) => response.json().submissionId)).size).toBe(1);
    expect(count()).toBe(1);
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

describe('KYC identifiers are encrypted at rest (issue 3, "Persistence")', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('no SSN, passport, tax ID or person ID number appears in the database file or its WAL', async () => {
    const identifiers = new Set<string>();
    for (const set of APPLICATION_SETS) {
      const answers = completeAnswers(set, { email: `${set}@example.com` });
      for (const value of identifiersIn(answers)) identifiers.add(value);
      expect((await submit(testApp.app, answers, {}, `10.2.0.${APPLICATION_SETS.indexOf(set) + 1}`)).statusCode).toBe(200);
    }
    expect(identifiers.size).toBeGreaterThan(15);

    const dbFile = path.join(testApp.dataDir, 'quorum.db');
    const files = [dbFile, `${dbFile}-wal`].filter((file) => existsSync(file));
    expect(files.length).toBeGreaterThan(0);
    const bytes = Buffer.concat(files.map((file) => readFileSync(file)));
    expect(bytes.includes('Ada Lovelace')).toBe(true); // the search works: plain answers are there
    for (const value of identifiers) expect({ value, found: bytes.includes(value) }).toEqual({ value, found: false });

    const row = testApp.app.db.select().from(applications).all()[0];
    expect(testApp.app.cipher.isSealed(row?.answers['passportIdNumber'])).toBe(true);
    const people = testApp.app.db.select().from(applicationPeople).all();
    expect(people.length).toBeGreaterThan(0);
    expect(people.every((person) => testApp.app.cipher.isSealed(person.idNumberEncrypted))).toBe(true);
  });
});
