import { canonicalizeAnswers, canonicalQuestionId, COMPOUND_ALIASES, QUESTION_ID_ALIASES } from './question-aliases';
import { questionsFor } from './questions-for';

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

  it('emailAddress is the applicant’s email for an Individual and the contact email of an organisation', () => {
    expect(canonicalizeAnswers({ entityType: 'Individual', emailAddress: 'ann@example.com' })).toEqual({ entityType: 'Individual', email: 'ann@example.com' });
    for (const organizationType of ['Corporation', 'LLC', 'Partnership', 'Trust']) {
      expect(canonicalizeAnswers({ entityType: 'Entity', organizationType, emailAddress: 'office@example.com' })).toEqual({ entityType: 'Entity', organizationType, contactEmail: 'office@example.com' });
    }
    expect(canonicalizeAnswers({ entityType: 'Investment', emailAddress: 'fund@example.com' })).toMatchObject({ contactEmail: 'fund@example.com' });
    expect(canonicalQuestionId('emailAddress', 'Entity')).toBe('contactEmail');
  });

  it('every alternative trust field lands on a question the trust set asks, with the same kind of answer', () => {
    const trust = { entityType: 'Entity', organizationType: 'Trust', trustAssets: 'yes' } as const;
    const asked = new Map(questionsFor(trust).map((question) => [question.id, question.type]));
    const alternatives: Array<[string, string]> = [
      ['trustName', 'text'],
      ['trustTitle', 'text'],
      ['emailAddress', 'email'],
      ['trustResidentialAddress', 'address'],
      ['trustDateOfBirth', 'dateOfBirth'],
      ['trustTaxId', 'text'],
      ['trustBeneficiary', 'multiBeneficiary'],
      ['trustAccreditationProof', 'fileUpload'],
      ['trustInvestmentPurpose', 'yesNo'],
    ];
    for (const [alternative, kind] of alternatives) {
      const canonical = canonicalQuestionId(alternative, trust.entityType);
      expect([alternative, canonical, asked.get(canonical)]).toEqual([alternative, canonical, kind]);
    }
    // The yes/no is its own question now, not an answer poured into the free-text investmentPurpose.
    expect(canonicalizeAnswers({ ...trust, trustInvestmentPurpose: 'no' })).toMatchObject({ trustInvestmentPurpose: 'no' });
    expect(canonicalizeAnswers({ ...trust, trustInvestmentPurpose: 'no' })).not.toHaveProperty('investmentPurpose');
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
