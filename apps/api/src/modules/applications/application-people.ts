import { PERSON_ID_FIELD } from '@quorum/domain';
import type { FieldCipher } from '../../crypto/field-cipher';
import { newId } from '../../lib/ids';
import type { NewPersonRow } from './applications.repository';

/** The role of each person list, as the admin view names them. */
export const PERSON_LIST_ROLES: Readonly<Record<string, string>> = {
  beneficialOwners: 'beneficial_owner',
  generalPartners: 'general_partner',
  limitedPartners: 'limited_partner',
  trustees: 'trustee',
  beneficiaries: 'beneficiary',
};

export const GRANTOR_LIST_ID = 'grantor';

function text(value: unknown): string {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? value : '';
}

/**
 * Splits the people out of validated answers into application_people rows, ID numbers encrypted.
 * The answers keep each list without ID numbers (name, ownership and the person's row id), so the
 * stored answers still drive visibility and the uploads' person counts. A trust's grantor becomes
 * a person too (grantorName and grantorPassportId stay answers as well, the latter encrypted).
 */
export function separatePeople(
  applicationId: string,
  answers: Readonly<Record<string, unknown>>,
  cipher: FieldCipher,
): { answers: Record<string, unknown>; people: NewPersonRow[] } {
  const people: NewPersonRow[] = [];
  const result = { ...answers };
  for (const [listId, role] of Object.entries(PERSON_LIST_ROLES)) {
    const list = answers[listId];
    if (!Array.isArray(list)) continue;
    result[listId] = list.map((person: Record<string, unknown>, position) => {
      const id = newId();
      const ownership = person['ownershipPercentage'];
      const idNumber = text(person[PERSON_ID_FIELD]);
      people.push({
        id,
        applicationId,
        listId,
        role,
        position,
        name: text(person['name']),
        ownershipPercentage: ownership === undefined ? null : text(ownership),
        idNumberEncrypted: idNumber ? cipher.encrypt(idNumber) : null,
      });
      return { personId: id, name: person['name'], ...(ownership === undefined ? {} : { ownershipPercentage: ownership }) };
    });
  }
  const grantorName = text(answers['grantorName']);
  if (grantorName) {
    const idNumber = text(answers['grantorPassportId']);
    people.push({
      id: newId(),
      applicationId,
      listId: GRANTOR_LIST_ID,
      role: 'grantor',
      position: 0,
      name: grantorName,
      ownershipPercentage: null,
      idNumberEncrypted: idNumber ? cipher.encrypt(idNumber) : null,
    });
  }
  return { answers: result, people };
}

/** How many people each stored list holds (what the person-document upload limits multiply). */
export function peopleCounts(answers: Readonly<Record<string, unknown>>): Record<string, number> {
  return Object.fromEntries(Object.keys(PERSON_LIST_ROLES).map((listId) => [listId, Array.isArray(answers[listId]) ? (answers[listId] as unknown[]).length : 0]));
}
