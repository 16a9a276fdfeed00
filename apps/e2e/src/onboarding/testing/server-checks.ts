import { createHash } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { fileFieldsOf, PERSON_DOCUMENT_TYPES, visibleAnswers, type AdminApplicationDetail } from '@quorum/domain';
import { documentBytes } from './admin-api';
import type { UploadFile } from './files';
import type { ApplicationFixture, PersonFixture } from './wizard-driver';

const sha256 = (buffer: Buffer) => createHash('sha256').update(buffer).digest('hex');

function isUploadList(value: unknown): value is UploadFile[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null && 'buffer' in item);
}

/** Per documentType, the files the applicant attached to what the answers show (the domain decides which). */
export function expectedDocuments(answers: ApplicationFixture): Map<string, UploadFile[]> {
  // The domain reads files by their name and size; the fixtures' buffers give the size.
  const asRefs = Object.fromEntries(
    Object.entries(answers).map(([id, value]) => [
      id,
      isUploadList(value)
        ? value.map((file) => ({ ...file, size: file.buffer.length }))
        : Array.isArray(value)
          ? (value as PersonFixture[]).map((person) => ({ ...person, idDocuments: person.idDocuments.map((file) => ({ ...file, size: file.buffer.length })) }))
          : value,
    ]),
  );
  const expected = new Map<string, UploadFile[]>();
  for (const field of fileFieldsOf<UploadFile & { size: number }>(visibleAnswers(asRefs))) expected.set(field.documentType, [...field.files]);
  return expected;
}

/**
 * What the admin review must hold for a submitted application: its type, the people of its lists
 * (ID numbers masked), and every document byte-for-byte (magic bytes and all) under its type.
 * Documents in `missing` were refused at upload and must not be there.
 */
export async function expectStoredApplication(admin: APIRequestContext, application: AdminApplicationDetail, answers: ApplicationFixture, missing: readonly string[] = []) {
  expect(application.entityType).toBe(answers['entityType']);
  if (answers['entityType'] === 'Entity') expect(application.organizationType).toBe(answers['organizationType']);
  expect(application.status).toBe('submitted');

  for (const listId of Object.keys(PERSON_DOCUMENT_TYPES)) {
    const people = visibleAnswers(answers as Record<string, unknown>)[listId];
    if (!Array.isArray(people)) continue;
    const stored = application.people.filter((person) => person.listId === listId).sort((a, b) => a.position - b.position);
    expect(stored.map((person) => person.name), `the people of ${listId}`).toEqual((people as PersonFixture[]).map((person) => person.name));
    for (const person of stored) expect(person.idNumber ?? '').toMatch(/^•+/);
  }

  const expected = expectedDocuments(answers);
  for (const [documentType, files] of expected) {
    const stored = application.documents.filter((document) => document.documentType === documentType);
    const wanted = files.filter((file) => !missing.includes(file.name));
    expect(stored.map((document) => document.originalName).sort(), `documents of ${documentType}`).toEqual(wanted.map((file) => file.name).sort());
    for (const document of stored) {
      const original = wanted.find((file) => file.name === document.originalName) as UploadFile;
      const bytes = await documentBytes(admin, application.id, document.id);
      expect(bytes.equals(original.buffer), `${document.originalName} byte for byte`).toBe(true);
      expect(document.sha256).toBe(sha256(original.buffer));
    }
  }
  const allowed = new Set(expected.keys());
  for (const document of application.documents) expect(allowed.has(document.documentType), `${document.documentType} belongs to a shown question`).toBe(true);
}
