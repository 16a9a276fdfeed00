import { webhookSecretResponseSchema } from '@quorum/domain';
import { testClock } from '../../testing/build-test-app';
import { captureLogs } from '../../testing/log-capture';
import { useMemberClient, useTestApp } from '../../testing/use-test-app';
import { signedInClient } from '../review-agent/testing/deal-client';
import { createAuditRepository } from '../audit/audit.repository';
import { createMembersRepository } from '../members/members.repository';
import { createWebhookSecretsRepository } from './webhook-secrets.repository';
import { activeSigningSecrets, memberSigner, NETWORK_SIGNER, ROTATION_GRACE_MS } from './webhook-secrets.service';

const MEMBER_PATH = '/api/member/webhook-secret';
const ADMIN_PATH = '/api/admin/webhook-secret';
const HOUR = 60 * 60 * 1000;

/** A Standard Webhooks secret: whsec_ and the base64 of 24 to 64 random bytes. */
function keyBytes(secret: string): number {
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+={0,2}$/);
  return Buffer.from(secret.slice('whsec_'.length), 'base64').length;
}

describe('webhook signing secrets: shown once, stored sealed, rotated with a 24-hour grace period', () => {
  const clock = testClock();
  const logs = captureLogs();
  const testApp = useTestApp({}, () => ({ clock, logStream: logs.stream }));
  const member = useMemberClient(testApp, 'hooks@example.com');
  const networkMember = useMemberClient(testApp, 'net@example.com', 'network_member');

  const memberId = async (email: string) => {
    const row = await createMembersRepository(testApp.app.db).findByEmail(email);
    if (!row) throw new Error(`no member ${email}`);
    return row.id;
  };

  it('answers the secret once on creation, never on GET, keeps it encrypted, and audit-logs without it', async () => {
    const before = await member.call('GET', MEMBER_PATH);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ success: true, hasSecret: false, createdAt: null, previousValidUntil: null });

    const created = await member.call('POST', MEMBER_PATH);
    expect(created.statusCode).toBe(200);
    expect(created.headers['cache-control']).toBe('no-store');
    const answer = webhookSecretResponseSchema.parse(created.json());
    expect(answer).toMatchObject({ hasSecret: true, createdAt: clock.now().toISOString(), previousValidUntil: null });
    const secret = answer.secret ?? '';
    expect(keyBytes(secret)).toBe(32);

    const shown = await member.call('GET', MEMBER_PATH);
    expect(shown.json()).toEqual({ success: true, hasSecret: true, createdAt: clock.now().toISOString(), previousValidUntil: null });
    expect(shown.body).not.toContain(secret.slice('whsec_'.length));

    const owner = memberSigner(await memberId('hooks@example.com'));
    const row = await createWebhookSecretsRepository(testApp.app.db).find(owner);
    expect(row?.secret).not.toContain(secret.slice('whsec_'.length));
    expect(testApp.app.cipher.decrypt(row?.secret ?? '')).toBe(secret);

    const audit = await createAuditRepository(testApp.app.db).listFor('webhook-secret', owner);
    expect(audit.map((entry) => [entry.action, entry.actorEmail])).toEqual([['webhook-secret.created', 'hooks@example.com']]);
    expect(JSON.stringify(audit)).not.toContain(secret.slice('whsec_'.length));
    expect(logs.raw.join('\n')).not.toContain(secret.slice('whsec_'.length));
  });

  it('rotates: a new secret, the old one still signing for 24 hours and not after', async () => {
    const owner = memberSigner(await memberId('hooks@example.com'));
    const [old] = await activeSigningSecrets(testApp.app.db, testApp.app.cipher, owner, clock.now());
    clock.advance(HOUR);
    const rotatedAt = clock.now();
    const rotated = webhookSecretResponseSchema.parse((await member.call('POST', MEMBER_PATH)).json());
    const graceEnd = new Date(rotatedAt.getTime() + ROTATION_GRACE_MS);
    expect(rotated).toMatchObject({ hasSecret: true, createdAt: rotatedAt.toISOString(), previousValidUntil: graceEnd.toISOString() });
    expect(rotated.secret).toBeDefined();
    expect(rotated.secret).not.toBe(old);

    const active = (at: Date) => activeSigningSecrets(testApp.app.db, testApp.app.cipher, owner, at);
    expect(await active(rotatedAt)).toEqual([rotated.secret, old]);
    expect(await active(new Date(graceEnd.getTime() - 1))).toEqual([rotated.secret, old]);
    expect(await active(graceEnd)).toEqual([rotated.secret]);

    const audit = await createAuditRepository(testApp.app.db).listFor('webhook-secret', owner);
    expect(audit.map((entry) => entry.action)).toEqual(['webhook-secret.created', 'webhook-secret.rotated']);
    expect(audit[1]?.details).toEqual({ previousValidUntil: graceEnd.toISOString() });
    expect(JSON.stringify(audit)).not.toContain((rotated.secret ?? '').slice('whsec_'.length));

    expect((await member.call('GET', MEMBER_PATH)).json()).toMatchObject({ previousValidUntil: graceEnd.toISOString() });
    clock.set(graceEnd);
    expect((await member.call('GET', MEMBER_PATH)).json()).toEqual({ success: true, hasSecret: true, createdAt: rotatedAt.toISOString(), previousValidUntil: null });
  });

  it('refuses network members and anonymous callers; the network secret is for admins only', async () => {
    expect((await networkMember.call('GET', MEMBER_PATH)).statusCode).toBe(403);
    expect((await networkMember.call('POST', MEMBER_PATH)).statusCode).toBe(403);
    expect((await testApp.app.inject({ method: 'GET', url: MEMBER_PATH })).statusCode).toBe(401);
    expect((await member.call('GET', ADMIN_PATH)).statusCode).toBe(403);
    expect((await member.call('POST', ADMIN_PATH)).statusCode).toBe(403);
    expect((await networkMember.call('POST', ADMIN_PATH)).statusCode).toBe(403);
  });

  it("lets an admin create the network's secret, separate from their own member secret", async () => {
    const admin = await signedInClient(testApp.app, 'admin@example.com');
    expect((await admin.call('GET', ADMIN_PATH)).json()).toMatchObject({ hasSecret: false });
    const network = webhookSecretResponseSchema.parse((await admin.call('POST', ADMIN_PATH)).json());
    expect(keyBytes(network.secret ?? '')).toBe(32);
    expect((await admin.call('GET', ADMIN_PATH)).json()).toEqual({ success: true, hasSecret: true, createdAt: clock.now().toISOString(), previousValidUntil: null });
    expect((await admin.call('GET', MEMBER_PATH)).json()).toMatchObject({ hasSecret: false });
    expect(await activeSigningSecrets(testApp.app.db, testApp.app.cipher, NETWORK_SIGNER, clock.now())).toEqual([network.secret]);
    const audit = await createAuditRepository(testApp.app.db).listFor('webhook-secret', NETWORK_SIGNER);
    expect(audit.map((entry) => [entry.action, entry.actorEmail])).toEqual([['webhook-secret.created', 'admin@example.com']]);
  });
});
