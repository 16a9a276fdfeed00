import { createHash } from 'node:crypto';
import { useMemberClient, useTestApp } from '../../testing/use-test-app';
import { strongDeck, weakDeck } from '../review-agent/testing/fixture-decks';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const INVALID = { success: false, error: 'Give the deck’s SHA-256 as 64 hexadecimal characters' };

/** GET /api/report/check-deck (the same deck found by its hash), over a real SQLite file. */
describe('GET /api/report/check-deck', () => {
  const testApp = useTestApp();

  const ada = useMemberClient(testApp, 'ada@example.com');
  const bob = useMemberClient(testApp, 'bob@example.com');
  const nia = useMemberClient(testApp, 'nia@example.com', 'network_member');

  it.each([
    ['no hash', ''],
    ['an empty hash', '?sha256='],
    ['63 hex digits', `?sha256=${'a'.repeat(63)}`],
    ['65 hex digits', `?sha256=${'a'.repeat(65)}`],
    ['a non-hex digit', `?sha256=${'a'.repeat(63)}z`],
  ])('refuses %s with 400', async (_case, query) => {
    const response = await ada.call('GET', `/api/report/check-deck${query}`);
    expect([response.statusCode, response.json()]).toEqual([400, expect.objectContaining(INVALID)]);
  });

  it('finds the deal whose dossier holds the same deck, with its status and date, revealing only what check-dossier reveals', async () => {
    const deck = weakDeck();
    const dossierId = await ada.createDossier();
    expect((await ada.uploadPdf(dossierId, deck, { name: 'snackr.pdf' })).statusCode).toBe(200);
    const reportId = await ada.generate(dossierId);
    await ada.pollToEnd(reportId);
    const [entry] = ((await ada.call('GET', '/api/report/statuses')).json() as { reports: Array<{ name: string; createdAt: string; status: string; effectiveStatus: string }> }).reports;
    const deal = { found: true, reportId, name: entry?.name, status: entry?.status, effectiveStatus: entry?.effectiveStatus, createdAt: entry?.createdAt };

    expect((await ada.call('GET', `/api/report/check-deck?sha256=${sha256(deck)}`)).json()).toEqual({ ...deal, dossierId });
    // Upper-case hex is the same hash; another full member sees the deal but not the dossier.
    expect((await bob.call('GET', `/api/report/check-deck?sha256=${sha256(deck).toUpperCase()}`)).json()).toEqual({ ...deal, dossierId: null });
    // A network member sees only their own deals, so nothing of Ada's.
    expect((await nia.call('GET', `/api/report/check-deck?sha256=${sha256(deck)}`)).json()).toMatchObject({ found: false, reportId: null, name: null });
    expect((await ada.call('GET', `/api/report/check-deck?sha256=${sha256(strongDeck())}`)).json()).toEqual({ found: false, dossierId: null, reportId: null, name: null, status: null, effectiveStatus: null, createdAt: null });
  });

  it('finds the caller’s own dossier holding the deck when no deal has it yet, and no one else’s', async () => {
    const deck = strongDeck();
    const dossierId = await bob.createDossier();
    expect((await bob.uploadPdf(dossierId, deck)).statusCode).toBe(200);
    expect((await bob.call('GET', `/api/report/check-deck?sha256=${sha256(deck)}`)).json()).toEqual({ found: true, dossierId, reportId: null, name: null, status: null, effectiveStatus: null, createdAt: null });
    expect((await ada.call('GET', `/api/report/check-deck?sha256=${sha256(deck)}`)).json()).toMatchObject({ found: false, dossierId: null });
  });
});
