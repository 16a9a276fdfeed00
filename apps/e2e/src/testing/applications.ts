import { expect, type APIRequestContext } from '@playwright/test';
import { fileFieldsOf, isQuestionVisible, questionsFor, toSubmissionFields } from '@quorum/domain';
import { individual } from '../onboarding/testing/applicants';
import type { UploadFile } from '../onboarding/testing/files';
import { AS_QUORUM_CLIENT } from './client-header';

type Answers = Record<string, unknown>;

/** The answers as the wizard holds them: uploads as file references (name, size, type). */
function asFileRefs(answers: Answers, files: Map<string, UploadFile>): Answers {
  const ref = (file: UploadFile) => {
    files.set(file.name, file);
    return { name: file.name, size: file.buffer.length, type: file.mimeType };
  };
  return Object.fromEntries(
    Object.entries(answers).map(([id, value]) => {
      if (!Array.isArray(value)) return [id, value];
      return [id, value.map((item) => ('buffer' in item ? ref(item as UploadFile) : { ...item, idDocuments: (item as { idDocuments: UploadFile[] }).idDocuments.map(ref) }))];
    }),
  );
}

/** Applies as an Individual (income branch), as applyWith does. */
export function applyAsIndividual(request: APIRequestContext, email: string, fullName: string): Promise<string> {
  return applyWith(request, { ...individual(email, 'income'), fullName });
}

/**
 * Applies the way the onboarding app does (docs/flows/wizard.md): POST /api/join/submit with every
 * non-file answer, then one POST /api/documents/upload per file. Returns the applicant id.
 */
export async function applyWith(request: APIRequestContext, fixture: Answers): Promise<string> {
  const files = new Map<string, UploadFile>();
  const all = asFileRefs(fixture, files);
  // The fixture answers every accreditation branch; send only what the chosen branch shows, as the wizard does.
  const visible = new Set(questionsFor(all).filter((question) => isQuestionVisible(question, all)).map((question) => question.id));
  const answers = Object.fromEntries(Object.entries(all).filter(([id]) => visible.has(id)));
  const submitted = await request.post('/api/join/submit', { headers: AS_QUORUM_CLIENT, multipart: Object.fromEntries(toSubmissionFields(answers)) });
  const body = (await submitted.json()) as { success?: boolean; result?: { applicant?: { id?: string } }; error?: string };
  expect(submitted.status(), JSON.stringify(body)).toBe(200);
  const applicantId = body.result?.applicant?.id ?? '';
  expect(applicantId).not.toBe('');
  for (const field of fileFieldsOf(answers)) {
    for (const ref of field.files) {
      const file = files.get(ref.name);
      if (!file) continue;
      const uploaded = await request.post('/api/documents/upload', { headers: AS_QUORUM_CLIENT, multipart: { applicantId, documentType: field.documentType, file } });
      expect(uploaded.status(), await uploaded.text()).toBe(200);
    }
  }
  return applicantId;
}

/** An admin's approval through the API, for tests that need a member but are about something else. */
export async function approveThroughApi(admin: APIRequestContext, applicantId: string): Promise<void> {
  const approved = await admin.post(`/api/admin/applications/${applicantId}/approve`, { headers: AS_QUORUM_CLIENT });
  expect(approved.status(), await approved.text()).toBe(200);
}

/** A fresh address per run: the API refuses a second application or member under one email. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}
