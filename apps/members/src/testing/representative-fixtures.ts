import type { RepresentativeRequest } from '@quorum/domain';

/** Test-only: Acme Holdings' representative asking to hand the entity to Katherine Johnson. */
export const PENDING_REPRESENTATIVE_REQUEST: RepresentativeRequest = {
  id: 'rr-1',
  memberId: 'm-acme',
  requestedBy: 'grace@acme.example.com',
  organizationName: 'Acme Holdings',
  currentEmail: 'grace@acme.example.com',
  currentName: 'Grace Hopper',
  name: 'Katherine Johnson',
  title: 'Managing Member',
  email: 'katherine@acme.example.com',
  note: null,
  status: 'pending',
  requestedAt: '2026-05-30T10:00:00.000Z',
  decidedAt: null,
  declineReason: null,
};
