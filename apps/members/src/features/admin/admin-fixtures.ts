import type { AdminApplicationDetail, AdminApplicationSummary } from '@quorum/domain';

/** Test data: one Individual application as the API's admin review answers it. */
export const SUMMARY: AdminApplicationSummary = {
  id: 'app_1',
  entityType: 'Individual',
  organizationType: null,
  status: 'submitted',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  organizationName: null,
  submittedAt: '2026-03-01T10:00:00.000Z',
  documentCount: 1,
};

export const DETAIL: AdminApplicationDetail = {
  ...SUMMARY,
  answers: { entityType: 'Individual', fullName: 'Grace Hopper', passportIdNumber: '•••• 6789', occupation: 'Engineer' },
  maskedFields: ['passportIdNumber'],
  people: [],
  documents: [
    { id: 'doc_1', documentType: 'proofOfAddress', originalName: 'utility-bill.pdf', mimeType: 'application/pdf', size: 2048, sha256: 'x', reviewStatus: 'pending', reviewNote: null, createdAt: '2026-03-01T10:01:00.000Z' },
  ],
  audit: [{ id: 'a1', actorId: null, actorEmail: null, action: 'application.submitted', details: {}, createdAt: '2026-03-01T10:00:00.000Z' }],
  decisionReason: null,
  referralCode: null,
  welcomeEmailSentAt: null,
  updatedAt: '2026-03-01T10:01:00.000Z',
};

export const COUNTS = { submitted: 1, in_review: 0, revisions_requested: 0, approved: 3, rejected: 1, withdrawn: 2 };
