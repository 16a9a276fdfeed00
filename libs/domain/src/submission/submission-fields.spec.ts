import fc from 'fast-check';
import { isFileRef } from '../questions/answer-values';
import { fileFieldsOf } from './file-fields';
import { toSubmissionFields } from './submission-fields';

const scan = { name: 'scan.pdf', size: 100 };
const photo = { name: 'photo.jpg', size: 200 };

describe('toSubmissionFields (POST /api/join/submit)', () => {
  it.each<[string, Record<string, unknown>, Array<[string, string]>]>([
    ['text as is', { fullName: 'Ann Lee', entityType: 'Individual' }, [['fullName', 'Ann Lee'], ['entityType', 'Individual']]],
    ['blank text as is (the server decides)', { occupation: '' }, [['occupation', '']]],
    ['numbers and booleans as JSON', { investorCount: 12, flag: true }, [['investorCount', '12'], ['flag', 'true']]],
    ['objects as JSON', { address: { line1: '1 Main St' } }, [['address', '{"line1":"1 Main St"}']]],
    ['undefined and null left out', { a: undefined, b: null, c: 'x' }, [['c', 'x']]],
    ['file answers left out', { idScan: [scan], proofOfAddress: [scan, photo], fullName: 'Ann' }, [['fullName', 'Ann']]],
    ['a file question left out even when empty', { idScan: [] }, []],
    ['file lists under unknown ids left out', { somethingUploaded: [scan], single: scan }, []],
    ['aliases sent under canonical ids', { name: 'Ann', emailAddress: 'a@example.com' }, [['fullName', 'Ann'], ['email', 'a@example.com']]],
    [
      'person lists without their documents',
      { beneficialOwners: [{ name: 'Ann', idNumber: '1', ownershipPercentage: 50, idDocuments: [scan] }] },
      [['beneficialOwners', '[{"name":"Ann","idNumber":"1","ownershipPercentage":50}]']],
    ],
    ['bigints as digits', { big: 10n }, [['big', '10']]],
    ['functions left out', { fn: () => 1 }, []],
  ])('%s', (_name, answers, fields) => {
    expect(toSubmissionFields(answers)).toEqual(fields);
  });

  it('a cyclic value is left out instead of throwing', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(toSubmissionFields({ cyclic, ok: 'yes' })).toEqual([['ok', 'yes']]);
  });

  it('never emits a file, never throws (property)', () => {
    const fileLike = fc.record({ name: fc.string(), size: fc.nat() });
    const value = fc.oneof(fc.anything({ withBigInt: true, withNullPrototype: true }), fc.array(fileLike, { minLength: 1 }), fileLike);
    const key = fc.oneof(fc.string(), fc.constantFrom('idScan', 'beneficialOwners', 'trustees', 'ownershipStructure', 'trustGrantor', '__proto__'));
    fc.assert(
      fc.property(fc.dictionary(key, value), (answers) => {
        for (const [name, field] of toSubmissionFields(answers)) {
          expect(typeof name).toBe('string');
          expect(typeof field).toBe('string');
          const original = answers[name];
          expect(isFileRef(original) || (Array.isArray(original) && original.length > 0 && original.every(isFileRef))).toBe(false);
          expect(field).not.toMatch(/"idDocuments"/);
        }
      }),
    );
  });
});

describe('fileFieldsOf (the uploads after the submission)', () => {
  it('one entry per file field, documentType per the rule', () => {
    expect(fileFieldsOf({ fullName: 'Ann', idScan: [scan, photo], proofOfAddressFile: [scan] })).toEqual([
      { fieldId: 'idScan', documentType: 'idScan', files: [scan, photo] },
      { fieldId: 'proofOfAddressFile', documentType: 'proofOfAddress', files: [scan] },
    ]);
  });

  it.each([
    ['beneficialOwners', 'beneficialOwnerDocuments'],
    ['trustees', 'trusteeDocuments'],
    ['beneficiaries', 'beneficiaryDocuments'],
    ['generalPartners', 'generalPartnerDocuments'],
    ['limitedPartners', 'limitedPartnerDocuments'],
    ['partners', 'partnerDocuments'],
  ])('the people of %s upload their ID documents together as %s', (fieldId, documentType) => {
    const people = [
      { name: 'Ann', idNumber: '1', idDocuments: [scan] },
      { name: 'Bob', idNumber: '2', idDocuments: [photo] },
      { name: 'Cy', idNumber: '3' },
    ];
    expect(fileFieldsOf({ [fieldId]: people })).toEqual([{ fieldId, documentType, files: [scan, photo] }]);
  });

  it('alias person lists upload under the canonical list', () => {
    expect(fileFieldsOf({ ownershipStructure: [{ name: 'A', idNumber: '1', idDocuments: [scan] }] })).toEqual([
      { fieldId: 'beneficialOwners', documentType: 'beneficialOwnerDocuments', files: [scan] },
    ]);
  });

  it.each([{}, { idScan: [] }, { beneficialOwners: [{ name: 'A' }] }, null, 'x'])('nothing to upload in %p', (answers) => {
    expect(fileFieldsOf(answers)).toEqual([]);
  });
});
