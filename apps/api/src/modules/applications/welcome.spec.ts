import { testClock } from '../../testing/build-test-app';
import { useTestApp } from '../../testing/use-test-app';
import { completeAnswers } from '@quorum/testing';
import { submit } from './test-requests';

/** POST /api/send-welcome-email only for an application submitted in the last hour, once. */
describe('POST /api/send-welcome-email', () => {
  const clock = testClock();

  beforeEach(async () => {
    clock.set(new Date('2026-06-01T12:00:00Z'));
  });

  const testApp = useTestApp({}, { clock }, 'test');

  const welcome = (email: string, name = 'Ada', entityType = 'Individual') =>
    testApp.app.inject({ method: 'POST', url: '/api/send-welcome-email', payload: { email, name, entityType } });
  const welcomeEmails = async (to: string) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
    return (response.json() as { messages: Array<{ template: string; text: string }> }).messages.filter((message) => message.template === 'welcome');
  };

  it('sends once, with the stored name, and answers a repeat with success and no second email', async () => {
    await submit(testApp.app, completeAnswers('Individual', { email: 'ada@example.com' }));
    expect((await welcome('ADA@example.com', 'Mallory <script>')).json()).toEqual({ success: true });
    expect((await welcome('ada@example.com')).json()).toEqual({ success: true });
    const emails = await welcomeEmails('ada@example.com');
    expect(emails).toHaveLength(1);
    expect(emails[0]?.text).toContain('Hi Ada Lovelace');
    expect(emails[0]?.text).not.toContain('Mallory');
  });

  it('names the organisation for an entity and finds it by its contact address too', async () => {
    await submit(testApp.app, completeAnswers('Trust', { email: 'rep@example.com', contactEmail: 'office@trust.example.com' }));
    expect((await welcome('office@trust.example.com', 'x', 'Entity')).json()).toEqual({ success: true });
    const emails = await welcomeEmails('rep@example.com');
    expect(emails[0]?.text).toContain('Thank you for applying to Quorum on behalf of Acme Holdings');
  });

  it('answers an address without a recent application exactly as one with, and mails nobody', async () => {
    // The same status and body either way: the answer must not tell who applied (docs/security/account-enumeration.md).
    await submit(testApp.app, completeAnswers('Individual', { email: 'ada@example.com' }));
    const applied = await welcome('ada@example.com');
    const unknown = await welcome('nobody@example.com');
    expect([unknown.statusCode, unknown.json()]).toEqual([applied.statusCode, applied.json()]);
    expect([unknown.statusCode, unknown.json()]).toEqual([200, { success: true }]);
    expect(await welcomeEmails('nobody@example.com')).toEqual([]);

    await submit(testApp.app, completeAnswers('Individual', { email: 'late@example.com' }));
    clock.advance(60 * 60_000 + 1);
    const late = await welcome('late@example.com');
    expect([late.statusCode, late.json()]).toEqual([applied.statusCode, applied.json()]);
    expect(await welcomeEmails('late@example.com')).toEqual([]);
  });

  it('validates the request body', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/send-welcome-email', payload: { email: 'not-an-email', name: '', entityType: 'Guild' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errors: { email: expect.any(String), name: expect.any(String), entityType: expect.any(String) } });
  });
});
