import type { ErasureRequest } from '@quorum/domain';
import { erasureExplanation, erasureRequestText, formatLongDate } from './erasure-text';

const REQUEST: ErasureRequest = { id: 'er_1', status: 'pending', requestedAt: '2026-11-20T10:00:00.000Z', decidedAt: null, declineReason: null };

describe('the words of an erasure request', () => {
  it('tells a member that the account goes, the network records stay without the name, and KYC records are kept until a date the email gives', () => {
    const text = erasureExplanation({ member: true }).join(' ');
    expect(text).toMatch(/Your member account and profile are deleted/);
    expect(text).toMatch(/votes, the conflicts you declared and the deals you submitted stay with the network, without your name/);
    expect(text).toMatch(/identity and accreditation records are kept, locked, because anti-money-laundering rules/);
    expect(text).toMatch(/confirmation email will give the date/);
  });

  it('tells an applicant without an account about applications and documents, never about votes', () => {
    const text = erasureExplanation({ member: false }).join(' ');
    expect(text).toMatch(/Your applications are deleted, with their answers/);
    expect(text).not.toMatch(/votes/);
    expect(text).toMatch(/approved, or matched a sanctions list/);
  });

  it.each([
    ['pending', REQUEST, `Erasure requested on ${formatLongDate(REQUEST.requestedAt)}`, /^Your request is with the network’s admins/],
    ['completed', { ...REQUEST, status: 'completed', decidedAt: '2026-11-22T09:00:00.000Z' }, `Your data was erased on ${formatLongDate('2026-11-22T09:00:00.000Z')}`, /confirmation email/],
    ['declined', { ...REQUEST, status: 'declined', decidedAt: '2026-11-21T09:00:00.000Z', declineReason: 'A legal hold applies' }, `Your erasure request was declined on ${formatLongDate('2026-11-21T09:00:00.000Z')}`, /^The admin’s reason: A legal hold applies$/],
  ] as const)('says a %s request in words', (_status, request, status, detail) => {
    const text = erasureRequestText(request as ErasureRequest);
    expect(text.status).toBe(status);
    expect(text.detail).toMatch(detail);
  });

  it('writes dates in the reader’s locale, as a whole day', () => {
    expect(formatLongDate('2026-11-20T10:00:00.000Z')).toBe(new Date('2026-11-20T10:00:00.000Z').toLocaleDateString(undefined, { dateStyle: 'long' }));
    expect(formatLongDate('2026-11-20T10:00:00.000Z')).toMatch(/2026/);
  });
});
