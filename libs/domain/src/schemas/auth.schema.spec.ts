import fc from 'fast-check';
import {
  authResponseSchema,
  loginRequestSchema,
  magicLinkRequestSchema,
  roleSchema,
  validateTokenRequestSchema,
} from './auth.schema';

const member = {
  success: true,
  email: 'ada@acme.io',
  name: 'Ada',
  role: 'member',
  allRoles: ['member', 'network_member'],
  state: 'active',
  status: 'approved',
  memberType: 'Individual',
  memberId: 'm-1',
};

describe('authResponseSchema', () => {
  it.each([
    ['a member', member],
    ['an admin with a mobile token', { ...member, role: 'admin', allRoles: ['admin'], mobileToken: 'a'.repeat(40) }],
    ['an admin confirmed until an instant', { ...member, role: 'admin', allRoles: ['admin'], passkeyStanding: 'confirmed', confirmedUntil: '2026-12-01T22:00:00.000Z' }],
    ['an admin asked to add a passkey', { ...member, role: 'admin', allRoles: ['admin'], passkeyStanding: 'setup', confirmedUntil: null }],
    ['a user without member fields', { success: true, email: 'ada@acme.io', role: 'member', allRoles: [] }],
    ['a failure with a message', { success: false, message: 'Invalid token' }],
    ['a failure without a message', { success: false }],
  ])('accepts %s and round-trips it', (_case, input) => {
    const parsed = authResponseSchema.parse(input);
    expect(authResponseSchema.parse(parsed)).toEqual(parsed);
  });

  it('fills absent member fields with null', () => {
    const parsed = authResponseSchema.parse({ success: true, email: 'A@acme.io', role: 'member', allRoles: [] });
    expect(parsed).toEqual({
      success: true,
      email: 'a@acme.io',
      name: null,
      role: 'member',
      allRoles: [],
      state: null,
      status: null,
      memberType: null,
      memberId: null,
      passkeyStanding: 'none',
      confirmedUntil: null,
    });
  });

  it.each([
    ['success without email', { ...member, email: undefined }],
    ['an unknown role', { ...member, role: 'owner' }],
    ['an unknown role in allRoles', { ...member, allRoles: ['member', 'root'] }],
    ['no success flag', { email: 'ada@acme.io' }],
    ['a string success flag', { ...member, success: 'true' }],
    ['an unknown passkey standing', { ...member, passkeyStanding: 'maybe' }],
  ])('rejects %s', (_case, input) => {
    expect(authResponseSchema.safeParse(input).success).toBe(false);
  });
});

describe('roleSchema', () => {
  it.each([['member'], ['admin'], ['network_member'], ['superuser']])('%s is a role', (role) => {
    expect(roleSchema.parse(role)).toBe(role);
  });
});

describe('auth requests', () => {
  it.each([
    [loginRequestSchema, { didToken: 'did-token' }, true],
    [loginRequestSchema, { didToken: '   ' }, false],
    [loginRequestSchema, { didToken: 'x'.repeat(5000) }, false],
    [validateTokenRequestSchema, { token: 'abc' }, true],
    [validateTokenRequestSchema, {}, false],
    [magicLinkRequestSchema, { email: ' Ada@Acme.io ' }, true],
    [magicLinkRequestSchema, { email: 'not-an-email' }, false],
  ] as const)('request %#: %p is accepted: %s', (schema, input, ok) => {
    expect(schema.safeParse(input).success).toBe(ok);
  });

  it('any non-blank token round-trips trimmed', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 200 }), (token) => {
        const result = validateTokenRequestSchema.safeParse({ token });
        expect(result.success).toBe(token.trim() !== '');
        if (result.success) expect(result.data.token).toBe(token.trim());
      }),
    );
  });
});
