import { applicationLabel, zipName } from './personal-data';

describe('names inside the export', () => {
  it.each([
    ['passport.pdf', 'applications/app_1/01-passport.pdf'],
    ['../../../etc/passwd', 'applications/app_1/01-passwd'],
    ['..\\..\\quorum.db', 'applications/app_1/01-quorum.db'],
    ['..', 'applications/app_1/01-upload'],
    ['statement\u202Efdp.exe', 'applications/app_1/01-statementfdp.exe'],
    ['', 'applications/app_1/01-upload'],
  ])('keeps %j inside its folder as %s', (original, expected) => {
    expect(zipName('applications/app_1', 0, original)).toBe(expected);
  });

  it('numbers files so two of the same name never collide', () => {
    expect(zipName('drafts/1', 0, 'id.png')).not.toBe(zipName('drafts/1', 1, 'id.png'));
    expect(zipName('drafts/1', 11, 'id.png')).toBe('drafts/1/12-id.png');
  });

  it('labels an application by kind and day, never by a name', () => {
    const submittedAt = new Date('2026-11-02T10:00:00Z');
    expect(applicationLabel({ entityType: 'Individual', organizationType: null, submittedAt })).toBe('Individual application, submitted 2026-11-02');
    expect(applicationLabel({ entityType: 'Entity', organizationType: 'LLC', submittedAt })).toBe('Entity application (LLC), submitted 2026-11-02');
  });
});
