import { VALIDATION_MESSAGES as M } from '@quorum/domain';
import { testClock } from '../../testing/build-test-app';
import { useTestApp } from '../../testing/use-test-app';
import { completeAnswers } from '@quorum/testing';
import { post, submissionForm, submit } from './test-requests';

/** Application intake and bad input, with the wizard's own messages (docs/flows/wizard.md). */
describe('POST /api/join/submit validates every answer on the server', () => {
  let address = 0;
  const clock = testClock();
  // A fresh client address per request keeps these tests clear of the per-IP limit.
  const nextAddress = () => `10.1.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;
  const send = (answers: Record<string, unknown>, extra: Record<string, string> = {}) => submit(testApp.app, answers, extra, nextAddress());
  const storedApplications = () => testApp.app.db.query((q) => q.select().from(testApp.app.db.tables.applications));
  const storedPeople = () => testApp.app.db.query((q) => q.select().from(testApp.app.db.tables.applicationPeople));
  const storedCount = async () => (await storedApplications()).length;

  const testApp = useTestApp({}, { clock });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a blank text answer', { fullName: '' }, { fullName: M.TEXT_REQUIRED }],
    ['a malformed email', { email: 'ada@' }, { email: M.EMAIL_INVALID }],
    ['a missing email', { email: undefined }, { email: M.EMAIL_REQUIRED }],
    ['a phone without country code', { phoneNumber: '555 123 4567' }, { phoneNumber: M.PHONE_INVALID }],
    ['a date in the future', { dateOfBirth: '2030-01-01' }, { dateOfBirth: M.DATE_OUT_OF_RANGE }],
    ['a date that does not exist', { dateOfBirth: '2001-02-30' }, { dateOfBirth: M.DATE_INVALID }],
    ['a yes/no answered otherwise', { pepStatus: 'maybe' }, { pepStatus: M.YES_NO_REQUIRED }],
    ['an option that is not offered', { accreditationBasis: 'lottery' }, { accreditationBasis: M.GENERIC }],
  ])('Individual, %s → 400 with the wizard’s message on the field', async (_case, overrides, errors) => {
    const before = await storedCount();
    const answers = { ...completeAnswers('Individual'), ...overrides };
    const response = await send(answers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: 'Please correct the highlighted answers', errors });
    expect(await storedCount()).toBe(before);
  });

  it('maps several problems at once, and an "other" follow-up left empty', async () => {
    const answers = { ...completeAnswers('Corporation'), corporationType: 'other', contactPhone: '+1 23', organizationWebsite: 'not a url at all' };
    const response = await send(answers);
    expect(response.json().errors).toEqual({ corporationTypeOther: M.OTHER_REQUIRED, contactPhone: M.PHONE_INVALID, organizationWebsite: M.URL_INVALID });
  });

  it('checks person lists (without their ID documents, which are uploaded next)', async () => {
    const answers = completeAnswers('LLC');
    const owners = [{ name: 'A', ownershipPercentage: 80, idNumber: '1' }, { name: 'B', ownershipPercentage: 30, idNumber: '2' }];
    const response = await send({ ...answers, beneficialOwners: owners });
    expect(response.json().errors).toEqual({ beneficialOwners: M.PERSON_OWNERSHIP_TOTAL });
    const missingId = await send({ ...answers, beneficialOwners: [{ name: 'A', ownershipPercentage: 50 }] });
    expect(missingId.json().errors).toEqual({ beneficialOwners: M.PERSON_ID_NUMBER_REQUIRED });
  });

  it('drops answers to hidden and unknown questions, and files sent as answers (data minimisation)', async () => {
    const answers = {
      ...completeAnswers('Individual', { overrides: { accreditationBasis: 'netWorth' } }),
      incomeExpectation: 'yes', // only asked for the income basis
      organizationName: 'Not asked of individuals',
      favouriteColour: 'blue',
    };
    const response = await send(answers);
    expect(response.statusCode).toBe(200);
    const row = (await storedApplications()).find((entry) => entry.id === response.json().submissionId);
    expect(row?.answers).toMatchObject({ fullName: 'Ada Lovelace', accreditationBasis: 'netWorth' });
    for (const dropped of ['incomeExpectation', 'organizationName', 'favouriteColour', 'idScan', 'netWorthStatement']) expect(row?.answers).not.toHaveProperty(dropped);
  });

  it('accepts the alternative description ids (aliases) and stores them canonically', async () => {
    const { fullName, email, ...rest } = completeAnswers('Individual');
    const form = submissionForm(rest, { name: String(fullName), emailAddress: String(email) });
    const response = await post(testApp.app, '/api/join/submit', form, nextAddress());
    expect(response.statusCode).toBe(200);
    const row = (await storedApplications()).find((entry) => entry.id === response.json().submissionId);
    expect(row).toMatchObject({ name: 'Ada Lovelace', email: 'applicant@example.com' });
  });

  it.each([
    ['no application type', {}, 'Please choose how you are applying: Individual, Entity or Investment', { entityType: M.REQUIRED }],
    ['an unknown application type', { entityType: 'Cooperative' }, 'Please choose how you are applying: Individual, Entity or Investment', { entityType: M.GENERIC }],
  ])('refuses %s', async (_case, answers, error, errors) => {
    const response = await send(answers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error, errors });
  });

  it('asks an Entity for its organisation type', async () => {
    const response = await send({ entityType: 'Entity', organizationType: 'Guild' });
    expect(response.json()).toMatchObject({ success: false, errors: { organizationType: M.GENERIC } });
  });

  it('refuses a person list that is not JSON, naming the field, and writes nothing', async () => {
    const before = await storedCount();
    const form = submissionForm({ ...completeAnswers('LLC'), beneficialOwners: undefined }, { beneficialOwners: '[{"name": "A",' });
    const response = await post(testApp.app, '/api/join/submit', form, nextAddress());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: 'The answer "beneficialOwners" could not be read: it is not valid JSON', errors: { beneficialOwners: M.GENERIC } });
    expect(await storedCount()).toBe(before);
  });

  it.each([
    ['an oversized answer', () => submissionForm({ ...completeAnswers('Individual'), occupation: 'x'.repeat(70_000) }), 413, 'The field "occupation" is too long'],
    ['too many fields', () => submissionForm(Object.fromEntries(Array.from({ length: 250 }, (_, i) => [`field${i}`, 'x']))), 413, 'Too many fields in one request'],
    ['a repeated field', () => submissionForm({ entityType: 'Individual' }, { entityType: 'Entity' }), 400, 'The field "entityType" was sent more than once'],
    ['a malformed idempotency key', () => submissionForm(completeAnswers('Individual'), { idempotencyKey: 'short' }), 400, 'The idempotency key must be 16 to 128 letters, digits, "-" or "_"'],
    ['a malformed referral code', () => submissionForm(completeAnswers('Individual'), { referralCode: 'a b<c>' }), 400, 'The referral code is not valid'],
  ])('answers %s with a clear 4xx and writes nothing', async (_case, form, status, error) => {
    const before = await storedCount();
    const response = await post(testApp.app, '/api/join/submit', form(), nextAddress());
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ success: false, error });
    expect(await storedCount()).toBe(before);
  });

  it('answers a truncated multipart body with a 4xx, not a 500', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/join/submit',
      remoteAddress: nextAddress(),
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="entityType"\r\n\r\nIndivid',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().success).toBe(false);
  });

  it('keeps the referral code and writes the people with the application', async () => {
    const response = await send(completeAnswers('Trust'), { referralCode: 'friend-2026' });
    const id = response.json().submissionId as string;
    const row = (await storedApplications()).find((entry) => entry.id === id);
    expect(row).toMatchObject({ referralCode: 'friend-2026', status: 'submitted', entityType: 'Entity', organizationType: 'Trust', organizationName: 'Acme Holdings', name: 'Grace Hopper' });
    const roles = (await storedPeople()).filter((person) => person.applicationId === id).map((person) => person.role).sort();
    expect(roles).toEqual(['beneficiary', 'beneficiary', 'grantor', 'trustee', 'trustee']);
  });

  it('takes a Trust’s alternative field names as the questions that ask the same thing, with the same kind of answer', async () => {
    const answers = completeAnswers('Trust', { overrides: { trustAssets: 'yes' } });
    expect(answers['trustInvestmentPurpose']).toBeDefined();
    const { contactEmail: _contactEmail, trustInvestmentPurpose: _asked, ...rest } = answers;
    const response = await send({ ...rest, emailAddress: 'office@acme-trust.example', trustInvestmentPurpose: 'no' });
    expect(response.statusCode).toBe(200);
    const row = (await storedApplications()).find((entry) => entry.id === response.json().submissionId);
    // emailAddress is the trust's contact email (it was dropped: the trust's set has no email question)…
    expect(row?.contactEmail).toBe('office@acme-trust.example');
    expect(row?.answers).toMatchObject({ contactEmail: 'office@acme-trust.example', trustInvestmentPurpose: 'no' });
    // …and the yes/no is its own answer, not poured into the free-text investment purpose.
    expect(row?.answers['investmentPurpose']).toBe(answers['investmentPurpose']);
  });

  it('rate-limits submissions per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await submit(testApp.app, { entityType: 'Nope' }, {}, '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
