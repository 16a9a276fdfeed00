import { CONSTANTS } from '../constants';
import { passkeyRequiredSchema } from '../schemas/passkeys.schema';
import { confirmedRecently, passkeyStandingOf } from './admin-standing';
import { formatRecoveryCode, normalizeRecoveryCode, RECOVERY_CODE_ALPHABET } from './recovery-code';

const now = new Date('2026-12-01T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const TWELVE_HOURS = CONSTANTS.ADMIN_CONFIRMATION_MS;

describe('passkeyStandingOf: an admin acts as one only with a passkey confirmed in the last 12 hours', () => {
  it.each([
    ['a member is never asked anything', { admin: false, hasPasskey: false, confirmedAt: null }, 'none', null],
    ['a member with a confirmed session is still only a member', { admin: false, hasPasskey: true, confirmedAt: ago(1000) }, 'none', null],
    ['an admin without a passkey sets one up first', { admin: true, hasPasskey: false, confirmedAt: null }, 'setup', null],
    ['an admin without a passkey sets one up, whatever the session says', { admin: true, hasPasskey: false, confirmedAt: ago(1000) }, 'setup', null],
    ['an admin whose session was never confirmed confirms', { admin: true, hasPasskey: true, confirmedAt: null }, 'confirm', null],
    ['an admin confirmed a second ago is confirmed for 12 hours from then', { admin: true, hasPasskey: true, confirmedAt: ago(1000) }, 'confirmed', new Date(now.getTime() - 1000 + TWELVE_HOURS)],
    ['an admin confirmed 12 hours less a second ago is still confirmed', { admin: true, hasPasskey: true, confirmedAt: ago(TWELVE_HOURS - 1000) }, 'confirmed', new Date(now.getTime() + 1000)],
    ['an admin confirmed exactly 12 hours ago confirms again', { admin: true, hasPasskey: true, confirmedAt: ago(TWELVE_HOURS) }, 'confirm', null],
    ['an admin confirmed 12 hours and a second ago confirms again', { admin: true, hasPasskey: true, confirmedAt: ago(TWELVE_HOURS + 1000) }, 'confirm', null],
  ] as const)('%s', (_rule, input, standing, confirmedUntil) => {
    expect(passkeyStandingOf({ ...input, now })).toEqual({ standing, confirmedUntil });
  });
});

describe('confirmedRecently: the most sensitive actions take a confirmation in the last 10 minutes', () => {
  it.each([
    ['never confirmed', null, false],
    ['confirmed 9 minutes ago', ago(9 * 60_000), true],
    ['confirmed exactly 10 minutes ago', ago(10 * 60_000), false],
    ['confirmed 10 minutes and a second ago', ago(10 * 60_000 + 1000), false],
  ] as const)('%s: %s', (_rule, confirmedAt, recent) => {
    expect(confirmedRecently(confirmedAt, now)).toBe(recent);
  });
});

describe('the refusal an admin route answers when the passkey is missing', () => {
  it.each([
    [{ success: false, error: 'Add a passkey to use the admin pages.', passkey: 'setup' }, true],
    [{ success: false, error: 'x', passkey: 'confirm' }, true],
    [{ success: false, error: 'x', passkey: 'confirmed' }, false],
    [{ success: false, error: 'x' }, false],
  ])('%j parses: %s', (body, ok) => {
    expect(passkeyRequiredSchema.safeParse(body).success).toBe(ok);
  });
});

describe('recovery codes are read leniently and shown in groups', () => {
  it.each([
    ['the code as shown', 'ABCD-EFGH-JKMN-PQRS-TVWX', 'ABCDEFGHJKMNPQRSTVWX'],
    ['in lower case with spaces', ' abcd efgh jkmn pqrs tvwx ', 'ABCDEFGHJKMNPQRSTVWX'],
    ['O typed for 0, I and L for 1', 'O1IL-0000-1111-2222-3333', '01110000111122223333'],
  ])('%s', (_rule, typed, stored) => {
    expect(normalizeRecoveryCode(typed)).toBe(stored);
  });

  it('groups a code in fours, and its alphabet has none of I, L, O, U', () => {
    expect(formatRecoveryCode('ABCDEFGHJKMNPQRSTVWX')).toBe('ABCD-EFGH-JKMN-PQRS-TVWX');
    expect(RECOVERY_CODE_ALPHABET).toHaveLength(32);
    expect(RECOVERY_CODE_ALPHABET).not.toMatch(/[ILOU]/);
  });
});
