import { applicantContactOf } from './applicant-contact';

describe('applicantContactOf (the welcome email goes to the applicant)', () => {
  it.each<[string, Record<string, unknown>, { email: string | undefined; name: string | undefined }]>([
    ['Individual: the applicant', { entityType: 'Individual', fullName: ' Ann Lee ', email: 'Ann@Example.com' }, { email: 'ann@example.com', name: 'Ann Lee' }],
    ['Individual under alias ids', { entityType: 'Individual', name: 'Ann', emailAddress: 'a@example.com' }, { email: 'a@example.com', name: 'Ann' }],
    [
      'Entity: the authorized representative',
      { entityType: 'Entity', organizationType: 'LLC', organizationName: 'Acme LLC', authorizedRepresentative: 'Bo', authorizedRepresentativeEmail: 'bo@acme.com', contactEmail: 'office@acme.com' },
      { email: 'bo@acme.com', name: 'Bo' },
    ],
    [
      'Trust: the trust representative',
      { entityType: 'Entity', organizationType: 'Trust', trustAuthorizedRepresentative: 'Cy', trustAuthorizedRepresentativeEmail: 'cy@trust.org' },
      { email: 'cy@trust.org', name: 'Cy' },
    ],
    [
      'Entity without a representative: the organisation',
      { entityType: 'Entity', organizationType: 'Corporation', organizationName: 'Acme Inc', contactEmail: 'office@acme.com' },
      { email: 'office@acme.com', name: 'Acme Inc' },
    ],
    ['Investment: the vehicle name as fallback', { entityType: 'Investment', investmentVehicleName: 'Fund I' }, { email: undefined, name: 'Fund I' }],
    ['nothing known', {}, { email: undefined, name: undefined }],
  ])('%s', (_name, answers, contact) => {
    expect(applicantContactOf(answers)).toEqual(contact);
  });
});
