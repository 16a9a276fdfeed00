import { VALIDATION_MESSAGES as M } from '../validation/validation-messages';
import { invalidAnswers, visibleAnswers } from './visible-answers';

const NOW = new Date('2025-06-15T12:00:00Z');
const scan = { name: 'scan.pdf', size: 10 };

describe('visibleAnswers (only shown questions make the application)', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    [
      'an abandoned accreditation branch is left out',
      { entityType: 'Individual', accreditationBasis: 'netWorth', incomeEvidence: [scan], netWorthStatement: [scan] },
      { entityType: 'Individual', accreditationBasis: 'netWorth', netWorthStatement: [scan] },
    ],
    [
      'answers of another organisation type are left out',
      { entityType: 'Entity', organizationType: 'LLC', trustType: 'revocable', llcType: 'singleMember' },
      { entityType: 'Entity', organizationType: 'LLC', llcType: 'singleMember' },
    ],
    ['organizationType is left out for an Individual', { entityType: 'Individual', organizationType: 'Trust' }, { entityType: 'Individual' }],
    ['aliases arrive under canonical ids', { entityType: 'Individual', name: 'Ann Lee' }, { entityType: 'Individual', fullName: 'Ann Lee' }],
    ['unknown ids are left out', { entityType: 'Investment', favouriteColour: 'blue' }, { entityType: 'Investment' }],
    ['nothing chosen yet keeps nothing', { welcome: 'x' }, {}],
  ])('%s', (_name, answers, expected) => {
    expect(visibleAnswers(answers)).toEqual(expected);
  });
});

describe('invalidAnswers (checked again before submitting)', () => {
  it('lists every failing visible question in order, with its message', () => {
    const invalid = invalidAnswers({ entityType: 'Individual', fullName: 'Ann Lee', email: 'nope' }, NOW);
    expect(invalid[0]).toEqual({ id: 'email', index: 3, message: M.EMAIL_INVALID });
    expect(invalid[1]).toEqual({ id: 'phoneNumber', index: 4, message: M.PHONE_REQUIRED });
    expect(invalid.map((entry) => entry.id)).not.toContain('incomeEvidence');
  });

  it('asks for the application type first when none is chosen', () => {
    expect(invalidAnswers({}, NOW)).toEqual([{ id: 'entityType', index: 1, message: M.REQUIRED }]);
  });

  it('passes a complete Individual application', () => {
    const answers = {
      entityType: 'Individual',
      fullName: 'Ann Lee',
      email: 'ann@example.com',
      phoneNumber: '+1 555 123 4567',
      dateOfBirth: '1980-02-29',
      residentialAddress: '1 Main St, Springfield, IL 62701',
      occupation: 'Engineer',
      proofOfAddress: [scan],
      idScan: [scan],
      passportIdNumber: '123-45-6789',
      accreditationBasis: 'professional',
      professionalCertification: [scan],
      pepStatus: 'no',
      accreditationAffirmation: 'yes',
    };
    expect(invalidAnswers(answers, NOW)).toEqual([]);
  });
});
