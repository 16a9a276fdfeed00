import { canonicalizeAnswers, canonicalQuestionId, COMPOUND_ALIASES, QUESTION_ID_ALIASES } from './question-aliases';

describe('question id aliases (two descriptions of each set)', () => {
  it.each([
    ['name', 'fullName'],
    ['emailAddress', 'email'],
    ['incorporationDate', 'formationDate'],
    ['organizationFormationDate', 'formationDate'],
    ['incorporationState', 'formationState'],
    ['organizationRegistrationNumber', 'taxId'],
    ['organizationPhone', 'contactPhone'],
    ['authorizedRepresentativeName', 'authorizedRepresentative'],
    ['ownershipStructure', 'beneficialOwners'],
    ['trustBeneficiary', 'beneficiaries'],
    ['trustAccreditationProof', 'trustAssetsEvidence'],
    ['beneficiaryAccreditationEvidence', 'beneficiariesAccreditationEvidence'],
    ['trustName', 'organizationName'],
    ['trustInvestmentPurpose', 'investmentPurpose'],
  ])('%s is an alias of %s', (alias, canonical) => {
    expect(QUESTION_ID_ALIASES[alias as keyof typeof QUESTION_ID_ALIASES]).toBe(canonical);
    expect(canonicalQuestionId(alias)).toBe(canonical);
  });

  it.each(['fullName', 'organizationCountry', 'trustTaxId', 'toString', '__proto__', ''])(
    '%j is its own canonical id',
    (id) => {
      expect(canonicalQuestionId(id)).toBe(id);
    },
  );

  it.each([
    ['an alias moves to its canonical id', { name: 'Jane' }, { fullName: 'Jane' }],
    ['the canonical id wins when both exist', { name: 'Alias', fullName: 'Canonical' }, { fullName: 'Canonical' }],
    ['the canonical id wins whatever the key order', { fullName: 'Canonical', name: 'Alias' }, { fullName: 'Canonical' }],
    ['an undefined canonical value gives way', { fullName: undefined, name: 'Alias' }, { fullName: 'Alias' }],
    ['the first of two aliases wins', { incorporationDate: '2001-01-01', organizationFormationDate: '2002-02-02' }, { formationDate: '2001-01-01' }],
    ['other keys stay as they are', { occupation: 'Chef', entityType: 'Individual' }, { occupation: 'Chef', entityType: 'Individual' }],
  ])('canonicalizeAnswers, %s', (_name, input, expected) => {
    expect(canonicalizeAnswers(input)).toEqual(expected);
  });

  it('trustGrantor {fullName, ssOrPassport} splits into grantorName and grantorPassportId', () => {
    expect(COMPOUND_ALIASES.trustGrantor).toEqual({ fullName: 'grantorName', ssOrPassport: 'grantorPassportId' });
    expect(canonicalizeAnswers({ trustGrantor: { fullName: 'Ann Grant', ssOrPassport: 'X123' } })).toEqual({
      grantorName: 'Ann Grant',
      grantorPassportId: 'X123',
    });
    expect(canonicalizeAnswers({ grantorName: 'Kept', trustGrantor: { fullName: 'Ann', ssOrPassport: 'X1' } })).toEqual({
      grantorName: 'Kept',
      grantorPassportId: 'X1',
    });
  });

  it('alternative person lists become PersonEntry lists (fullName → name, ssOrPassport → idNumber)', () => {
    const result = canonicalizeAnswers({
      ownershipStructure: [{ name: 'Owner', ownershipPercentage: 40, ssOrPassport: 'P1' }],
      trustBeneficiary: [{ fullName: 'Ben', ssOrPassport: 'P2' }],
    });
    expect(result).toEqual({
      beneficialOwners: [{ name: 'Owner', ownershipPercentage: 40, idNumber: 'P1' }],
      beneficiaries: [{ name: 'Ben', idNumber: 'P2' }],
    });
  });

  it.each([null, undefined, 'text', 42, [1, 2], true])('canonicalizeAnswers(%p) gives {} for non-objects', (input) => {
    expect(canonicalizeAnswers(input)).toEqual({});
  });

  it('a "__proto__" answer stays an ordinary key', () => {
    const input = JSON.parse('{"__proto__": {"polluted": true}, "name": "Jane"}') as Record<string, unknown>;
    const result = canonicalizeAnswers(input);
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(result['fullName']).toBe('Jane');
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
