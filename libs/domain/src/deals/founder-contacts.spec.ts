import fc from 'fast-check';
import {
  CARRY_NOTICE,
  founderContactErrors,
  founderContactPlaceholder,
  founderNote,
  foundersToSend,
  isValidFounderContacts,
  type FounderContactsDraft,
} from './founder-contacts';

describe('founderContactPlaceholder', () => {
  it.each([
    ['Email', 'name@example.com'],
    ['Discord', 'username#0000'],
    ['Telegram', '@username'],
    ['Phone', '+1234567890'],
    ['LinkedIn', 'linkedin.com/in/username'],
    ['linkedin', 'linkedin.com/in/username'],
    ['Fax', ''],
    [undefined, ''],
  ])('type %p shows placeholder "%s"', (type, placeholder) => {
    expect(founderContactPlaceholder(type)).toBe(placeholder);
  });
});

describe('isValidFounderContacts', () => {
  const full = { name: 'Ada', contactType: 'Email', contactValue: 'ada@acme.io' };

  it.each<[string, FounderContactsDraft, boolean]>([
    ['toggle No needs nothing', { canIntroduce: false, contacts: [] }, true],
    ['toggle No ignores blank rows', { canIntroduce: 'No', contacts: [{ name: ' ' }] }, true],
    ['toggle Yes with a full primary', { canIntroduce: true, contacts: [full] }, true],
    ['toggle "Yes" with a full primary', { canIntroduce: 'Yes', contacts: [full] }, true],
    ['toggle Yes without contacts', { canIntroduce: true, contacts: [] }, false],
    ['toggle Yes with a blank name', { canIntroduce: true, contacts: [{ ...full, name: '  ' }] }, false],
    ['toggle Yes with a blank value', { canIntroduce: true, contacts: [{ ...full, contactValue: '' }] }, false],
    ['toggle Yes with an empty optional secondary', { canIntroduce: true, contacts: [full, {}] }, true],
    ['more than two contacts', { canIntroduce: true, contacts: [full, full, full] }, false],
  ])('%s', (_case, draft, valid) => {
    expect(isValidFounderContacts(draft)).toBe(valid);
  });

  it.each([
    [{ canIntroduce: true, contacts: [{}] }, { primaryName: true, primaryValue: true }],
    [{ canIntroduce: true, contacts: [{ name: 'Ada' }] }, { primaryName: false, primaryValue: true }],
    [{ canIntroduce: false, contacts: [{}] }, { primaryName: false, primaryValue: false }],
    [null, { primaryName: false, primaryValue: false }],
  ])('%p marks the empty fields %p', (draft, errors) => {
    expect(founderContactErrors(draft)).toEqual(errors);
  });

  it('never throws on arbitrary drafts', () => {
    fc.assert(
      fc.property(fc.anything(), (draft) => {
        expect(typeof isValidFounderContacts(draft as FounderContactsDraft)).toBe('boolean');
      }),
    );
  });
});

describe('CARRY_NOTICE and founderNote', () => {
  it('the notice names the 10% carry on exit and the required contact info', () => {
    expect(CARRY_NOTICE).toContain('10% carry on exit');
    expect(CARRY_NOTICE).toContain('Founder contact information is required');
  });

  it.each([
    ['  Series A, $5M  ', 'Series A, $5M'],
    ['   ', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('note %p is sent as %p', (text, note) => {
    expect(founderNote(text)).toBe(note);
  });
});

describe('foundersToSend', () => {
  const dana = { name: ' Dana Ortiz ', contactType: 'Email', contactValue: ' dana@rocketly.io ' };
  const sam = { name: 'Sam Lee', contactType: 'telegram', contactValue: '@samlee' };
  it.each([
    ['both rows, trimmed', { canIntroduce: 'Yes', contacts: [dana, sam] }, [{ name: 'Dana Ortiz', contactType: 'Email', contactValue: 'dana@rocketly.io' }, { name: 'Sam Lee', contactType: 'Telegram', contactValue: '@samlee' }]],
    ['a blank secondary left out', { canIntroduce: true, contacts: [dana, { name: '', contactType: 'Email', contactValue: '' }] }, [expect.objectContaining({ name: 'Dana Ortiz' })]],
    ['an unknown type read as Email', { canIntroduce: 'yes', contacts: [{ ...sam, contactType: 'Fax' }] }, [expect.objectContaining({ contactType: 'Email' })]],
    ['no introduction: nobody', { canIntroduce: 'No', contacts: [dana] }, []],
    ['never more than two', { canIntroduce: 'Yes', contacts: [dana, sam, dana] }, [expect.anything(), expect.anything()]],
    ['malformed drafts', null, []],
  ])('%s', (_case, draft, expected) => {
    expect(foundersToSend(draft)).toEqual(expected);
  });
});
