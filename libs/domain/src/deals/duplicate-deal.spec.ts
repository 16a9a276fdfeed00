import { duplicateDealNotice, duplicateDeckNotice } from './duplicate-deal';

const URL = 'https://acme.io/';
const none = { found: false, dossierId: null, reportId: null, name: null, status: null, effectiveStatus: null, createdAt: null };
const deal = { found: true, dossierId: null, reportId: 'r1', name: 'Acme', status: 'done', effectiveStatus: 'accepted', createdAt: '2026-03-01T10:00:00.000Z' };

describe('duplicateDealNotice', () => {
  it.each([
    ['a reviewed deal of the network', deal, { found: false, dossierId: null }, { kind: 'deal', url: URL, name: 'Acme', reportId: 'r1', statusLabel: 'Approved!', canOpen: true, createdAt: '2026-03-01T10:00:00.000Z' }],
    ['a deal still being reviewed', { ...deal, status: 'analyzing', effectiveStatus: 'pending' }, null, expect.objectContaining({ statusLabel: 'Processing', canOpen: false })],
    ['a rejected deal, even when the member also has a dossier', { ...deal, effectiveStatus: 'rejected' }, { found: true, dossierId: 'd1' }, expect.objectContaining({ kind: 'deal', statusLabel: 'Rejected' })],
    ['only a dossier of the member’s own', none, { found: true, dossierId: 'd1' }, { kind: 'dossier', url: URL }],
    ['a dossier found by check-dossier alone', { ...none, found: true, dossierId: 'd1' }, null, { kind: 'dossier', url: URL }],
    ['nothing', none, { found: false, dossierId: null }, null],
    ['failed lookups', undefined, 'Server error', null],
  ])('%s', (_case, check, lookup, expected) => {
    expect(duplicateDealNotice(URL, check, lookup)).toEqual(expected);
  });
});

describe('duplicateDeckNotice', () => {
  it.each([
    ['a reviewed deal holding the same deck', deal, { kind: 'deal', name: 'Acme', reportId: 'r1', statusLabel: 'Approved!', canOpen: true, createdAt: '2026-03-01T10:00:00.000Z' }],
    ['a deal still being reviewed', { ...deal, status: 'processing', effectiveStatus: null }, expect.objectContaining({ kind: 'deal', statusLabel: 'Processing', canOpen: false })],
    ['a deal without a name', { ...deal, name: null }, expect.objectContaining({ kind: 'deal', name: 'This deal' })],
    ['only a dossier of the member’s own', { ...none, found: true, dossierId: 'd1' }, { kind: 'dossier' }],
    ['nothing', none, null],
    ['a failed check', undefined, null],
    ['a malformed answer', 'Server error', null],
  ])('same deck by hash: %s', (_case, check, expected) => {
    expect(duplicateDeckNotice(check)).toEqual(expected);
  });
});
