import { decodeSubmission } from './submission-decoding';

/** Every non-file answer is a field, text as is, everything else as JSON. */
describe('decodeSubmission', () => {
  const decode = (fields: Record<string, string>) => decodeSubmission(new Map(Object.entries(fields)));

  it('reads each field by the kind of its question', () => {
    const result = decode({
      entityType: 'Investment',
      investmentVehicleName: '{"not": "json, just a name"}',
      investorCount: '35',
      businessAddress: '{"line1":"1 Main St","city":"Springfield"}',
      beneficialOwners: '[{"name":"A","idNumber":"1","ownershipPercentage":50}]',
      contactPhone: '+1 555 123 4567',
      idempotencyKey: 'abcdefghijklmnop',
      referralCode: ' friend ',
    });
    expect(result).toEqual({
      ok: true,
      submission: {
        answers: {
          entityType: 'Investment',
          investmentVehicleName: '{"not": "json, just a name"}',
          investorCount: 35,
          businessAddress: { line1: '1 Main St', city: 'Springfield' },
          beneficialOwners: [{ name: 'A', idNumber: '1', ownershipPercentage: 50 }],
          contactPhone: '+1 555 123 4567',
        },
        idempotencyKey: 'abcdefghijklmnop',
        referralCode: 'friend',
      },
    });
  });

  it('keeps a number typed as text, and a plain-text address, for the validator to judge', () => {
    const result = decode({ entityType: 'Investment', investorCount: 'about forty', businessAddress: '1 Main St, Springfield' });
    expect(result.ok && result.submission.answers).toEqual({ entityType: 'Investment', investorCount: 'about forty', businessAddress: '1 Main St, Springfield' });
  });

  it('splits the compound trustGrantor alias only when it is JSON', () => {
    expect(decode({ trustGrantor: '{"fullName":"Mary"' })).toMatchObject({ ok: false, status: 400, errors: { trustGrantor: expect.any(String) } });
    expect(decode({ trustGrantor: '{"fullName":"Mary","ssOrPassport":"1"}' })).toMatchObject({ ok: true, submission: { answers: { trustGrantor: { fullName: 'Mary', ssOrPassport: '1' } } } });
  });

  it.each(['', '   '])('treats a blank idempotency key %p as none', (key) => {
    expect(decode({ idempotencyKey: key })).toMatchObject({ ok: true, submission: { idempotencyKey: undefined } });
  });

  it.each(['short', 'a'.repeat(129), 'has spaces in it okay', 'ünïcode-0123456789'])('refuses the idempotency key %p', (key) => {
    expect(decode({ idempotencyKey: key })).toMatchObject({ ok: false, status: 400 });
  });
});
