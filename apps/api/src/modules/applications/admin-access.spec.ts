import type { InjectOptions } from 'fastify';
import { useTestApp } from '../../testing/use-test-app';
import { AS_QUORUM_CLIENT } from '../../testing/client-header';
import { signIn } from '../../testing/sign-in';
import { createMembersRepository } from '../members/members.repository';
import { completeAnswers } from '@quorum/testing';
import { submit } from './test-requests';

const BASE = '/api/admin/applications';

const ROUTES: Array<[string, (id: string) => InjectOptions]> = [
  ['GET list', () => ({ method: 'GET', url: BASE })],
  ['GET detail', (id) => ({ method: 'GET', url: `${BASE}/${id}` })],
  ['POST reveal', (id) => ({ method: 'POST', url: `${BASE}/${id}/reveal`, payload: { field: 'taxId' } })],
  ['GET document download', (id) => ({ method: 'GET', url: `${BASE}/${id}/documents/any` })],
  ['POST document review', (id) => ({ method: 'POST', url: `${BASE}/${id}/documents/any/review`, payload: { decision: 'accepted' } })],
  ['POST start-review', (id) => ({ method: 'POST', url: `${BASE}/${id}/start-review` })],
  ['POST approve', (id) => ({ method: 'POST', url: `${BASE}/${id}/approve` })],
  ['POST reject', (id) => ({ method: 'POST', url: `${BASE}/${id}/reject`, payload: { reason: 'No' } })],
];

/** Every admin route is for admins, and the server enforces it: hiding the admin pages is not enough. */
describe('admin application routes: who may call them', () => {
  let admin: string;
  let member: string;
  let networkMember: string;
  let id: string;

  // Members are made the way every member is: an approved application.
  const approvedMember = async (email: string) => {
    const applicationId = (await submit(testApp.app, completeAnswers('Individual', { email }))).json().submissionId;
    await testApp.app.inject({ method: 'POST', url: `${BASE}/${applicationId}/approve`, headers: { cookie: admin, ...AS_QUORUM_CLIENT } });
    return signIn(testApp.app, email);
  };

  const testApp = useTestApp();

  beforeAll(async () => {
    admin = await signIn(testApp.app, 'admin@example.com');
    member = await approvedMember('member@example.com');
    const members = createMembersRepository(testApp.app.db);
    networkMember = await approvedMember('network@example.com');
    const networkRow = await members.findByEmail('network@example.com');
    await members.setRoles(networkRow?.id ?? '', 'network_member', ['network_member'], new Date());
    id = (await submit(testApp.app, completeAnswers('LLC'))).json().submissionId;
  });

  it.each(ROUTES)('%s: anonymous 401, member 403, network member 403', async (_name, route) => {
    const options = route(id);
    const anonymous = await testApp.app.inject(options);
    expect({ status: anonymous.statusCode, body: anonymous.json() }).toEqual({ status: 401, body: { success: false, error: 'Please sign in to continue' } });
    for (const cookie of [member, networkMember]) {
      const refused = await testApp.app.inject({ ...options, headers: { cookie, ...AS_QUORUM_CLIENT } });
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({ status: 403, body: { success: false, error: 'You do not have access to this' } });
    }
  });

  it('the refused calls changed nothing, and an admin gets through', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `${BASE}/${id}`, headers: { cookie: admin } });
    expect(response.statusCode).toBe(200);
    expect(response.json().application).toMatchObject({ status: 'submitted' });
    expect(response.json().application.audit.map((entry: { action: string }) => entry.action)).toEqual(['application.submitted']);
  });

  it.each(['/api/join/submit', '/api/documents/upload', '/api/send-welcome-email', '/api/documents/reupload-request'])('%s is public: it needs no session', async (url) => {
    const response = await testApp.app.inject({ method: 'POST', url, payload: {} });
    expect(response.statusCode).not.toBe(401);
    expect(response.statusCode).not.toBe(403);
  });
});
