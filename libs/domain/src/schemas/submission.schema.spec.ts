import fc from 'fast-check';
import {
  dealSubmittedEmailRequestSchema,
  docsendCheckResponseSchema,
  docsendPasscodeResponseSchema,
  founderContactSchema,
  founderContactsSchema,
} from './submission.schema';

const contact = { name: 'Ada', contactType: 'Email', contactValue: 'ada@acme.io' };

describe('founderContactSchema', () => {
  it.each([['Email'], ['Discord'], ['Telegram'], ['Phone'], ['LinkedIn']])(
    'contact type %s is accepted',
    (contactType) => {
      expect(founderContactSchema.safeParse({ ...contact, contactType }).success).toBe(true);
    },
  );

  it.each([
    ['an unknown type', { ...contact, contactType: 'Fax' }],
    ['a blank name', { ...contact, name: '  ' }],
    ['a blank value', { ...contact, contactValue: '' }],
  ])('rejects %s', (_case, input) => {
    expect(founderContactSchema.safeParse(input).success).toBe(false);
  });

  it.each([
    [[], true],
    [[contact], true],
    [[contact, contact], true],
    [[contact, contact, contact], false],
  ])('%# a list of contacts is accepted: %s', (contacts, ok) => {
    expect(founderContactsSchema.safeParse(contacts).success).toBe(ok);
  });

  it('names and values are trimmed and round-trip', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 50 }), fc.string({ maxLength: 50 }), (name, contactValue) => {
        const result = founderContactSchema.safeParse({ ...contact, name, contactValue });
        expect(result.success).toBe(name.trim() !== '' && contactValue.trim() !== '');
        if (result.success) expect(founderContactSchema.parse(result.data)).toEqual(result.data);
      }),
    );
  });
});

describe('dealSubmittedEmailRequestSchema', () => {
  it.each([
    [{ email: 'ada@acme.io', name: 'Acme', url: 'https://acme.io' }, true],
    [{ email: 'ada@acme.io', name: 'Submitted Docsend Documents' }, true],
    [{ email: 'ada@acme.io', name: 'Acme', url: 'acme.io' }, false],
    [{ email: 'nope', name: 'Acme', url: 'https://acme.io' }, false],
  ])('%p is accepted: %s', (input, ok) => {
    expect(dealSubmittedEmailRequestSchema.safeParse(input).success).toBe(ok);
  });
});

describe('docsend responses', () => {
  it.each([
    [docsendCheckResponseSchema, { dataroom: false, unavailable: true }, true],
    [docsendCheckResponseSchema, { dataroom: 'no', unavailable: false }, false],
    [docsendCheckResponseSchema, null, false],
    [docsendPasscodeResponseSchema, { requiresPasscode: true }, true],
    [docsendPasscodeResponseSchema, {}, false],
  ] as const)('%# %p is accepted: %s', (schema, input, ok) => {
    expect(schema.safeParse(input).success).toBe(ok);
  });
});
