import { isRecord } from './answer-shape';
import type { FileTarget, StoredFileRef } from './wizard.types';

/** Pure edits of the answers for file and person events; the slice applies them with Immer. */

function refsIn(value: unknown): StoredFileRef[] {
  return Array.isArray(value) ? (value.filter((file) => isRecord(file) && typeof file['id'] === 'string') as StoredFileRef[]) : [];
}

/** The files already attached at a target. */
export function filesAt(answers: Record<string, unknown>, target: FileTarget): StoredFileRef[] {
  const value = answers[target.fieldId];
  if (target.personIndex === undefined) return refsIn(value);
  const person = Array.isArray(value) ? value[target.personIndex] : undefined;
  return isRecord(person) ? refsIn(person['idDocuments']) : [];
}

/** The answers with the target's files replaced. */
export function withFilesAt(answers: Record<string, unknown>, target: FileTarget, files: StoredFileRef[]): Record<string, unknown> {
  if (target.personIndex === undefined) return { ...answers, [target.fieldId]: files };
  const people = Array.isArray(answers[target.fieldId]) ? [...(answers[target.fieldId] as unknown[])] : [];
  while (people.length <= target.personIndex) people.push({ name: '', idNumber: '' });
  const person = isRecord(people[target.personIndex]) ? (people[target.personIndex] as Record<string, unknown>) : {};
  people[target.personIndex] = { ...person, idDocuments: files };
  return { ...answers, [target.fieldId]: people };
}

/** Every stored file the answers point at (questions and people alike). */
export function allFileRefs(answers: Record<string, unknown>): StoredFileRef[] {
  const refs: StoredFileRef[] = [];
  for (const value of Object.values(answers)) {
    refs.push(...refsIn(value));
    if (Array.isArray(value)) for (const person of value) if (isRecord(person)) refs.push(...refsIn(person['idDocuments']));
  }
  return refs;
}

export function allFileIds(answers: Record<string, unknown>): string[] {
  return allFileRefs(answers).map((ref) => ref.id);
}

/** The answers without file refs whose bytes are gone (a cleared browser database). */
export function withoutMissingFiles(answers: Record<string, unknown>, present: ReadonlySet<string>): Record<string, unknown> {
  const keep = (value: unknown) => refsIn(value).filter((ref) => present.has(ref.id));
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(answers)) {
    if (!Array.isArray(value)) result[key] = value;
    else if (value.length > 0 && refsIn(value).length === value.length) result[key] = keep(value);
    else result[key] = value.map((person) => (isRecord(person) && Array.isArray(person['idDocuments']) ? { ...person, idDocuments: keep(person['idDocuments']) } : person));
  }
  return result;
}
