import { faviconUrlResponseSchema } from './favicon.schema';
import { profileFromResponse, profileResponseSchema, profileSchema } from './profile.schema';

const profile = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '+441234567890',
  socialProfiles: [{ network: 'LinkedIn', url: 'linkedin.com/in/ada' }],
  preferences: { sectors: ['fintech'], emailDigest: true },
};

describe('profileSchema', () => {
  it.each([
    ['a full profile', profile],
    ['an empty profile', {}],
    ['names only', { firstName: 'Ada', lastName: 'Lovelace' }],
  ])('accepts %s and round-trips it', (_case, input) => {
    const parsed = profileSchema.parse(input);
    expect(profileSchema.parse(parsed)).toEqual(parsed);
  });

  it.each([
    ['a numeric first name', { firstName: 7 }],
    ['a social profile without url', { socialProfiles: [{ network: 'X' }] }],
    ['socialProfiles as a record', { socialProfiles: { x: 'https://x.com/ada' } }],
    ['a very long name', { lastName: 'x'.repeat(201) }],
  ])('rejects %s', (_case, input) => {
    expect(profileSchema.safeParse(input).success).toBe(false);
  });
});

describe('profileResponseSchema and profileFromResponse', () => {
  it.each([
    ['a bare profile', profile, profile],
    ['a wrapped profile', { profile }, profile],
    ['a wrapped null', { profile: null }, null],
    ['an empty object', {}, null],
    ['null', null, null],
  ])('%s gives the expected profile', (_case, input, expected) => {
    expect(profileFromResponse(profileResponseSchema.parse(input))).toEqual(expected);
  });
});

describe('faviconUrlResponseSchema', () => {
  it.each([
    [{ url: 'https://acme.io/favicon.ico' }, true],
    [{ url: '' }, true],
    [{}, false],
    [{ url: null }, false],
  ])('%p is accepted: %s', (input, ok) => {
    expect(faviconUrlResponseSchema.safeParse(input).success).toBe(ok);
  });
});
