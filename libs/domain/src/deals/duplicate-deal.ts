import { asText, isRecord, readPath } from '../format/safe-read';
import { dealStatusDisplay } from './deal-status-display';

/** A deal of the network already in Quorum, as the submit form points it out. */
export interface DealAlreadyInQuorum {
  readonly kind: 'deal';
  readonly name: string;
  readonly reportId: string;
  /** "Processing", "Approved!", "Rejected"… as the deal lists show it. */
  readonly statusLabel: string;
  readonly canOpen: boolean;
  /** ISO timestamp of the submission. */
  readonly createdAt: string | null;
}

/** What the submit form says about a site already in Quorum, before anything is sent. */
export type DuplicateDealNotice = (DealAlreadyInQuorum & { readonly url: string }) | { readonly kind: 'dossier'; readonly url: string };

/** What the submit form says about an attached deck already in Quorum (the same deck by hash). */
export type DuplicateDeckNotice = DealAlreadyInQuorum | { readonly kind: 'dossier' };

/** The deal of a check-dossier or check-deck answer, or null when it names none. */
function dealOf(answer: unknown): DealAlreadyInQuorum | null {
  const reportId = asText(readPath(answer, 'reportId'));
  if (readPath(answer, 'found') !== true || reportId === undefined) return null;
  const display = dealStatusDisplay(readPath(answer, 'effectiveStatus') ?? readPath(answer, 'status'));
  return {
    kind: 'deal',
    name: asText(readPath(answer, 'name')) ?? 'This deal',
    reportId,
    statusLabel: display.label,
    canOpen: display.canOpen,
    createdAt: asText(readPath(answer, 'createdAt')) ?? null,
  };
}

const isFound = (answer: unknown) => isRecord(answer) && answer['found'] === true;

/**
 * The notice for a link from the answers of GET /api/report/check-dossier (a deal of the network
 * on the same normalised domain) and GET /api/materials/lookupUrl (a dossier of the member's own
 * on it, not reviewed yet). A deal wins: it is what the network would review twice. Malformed or
 * failed answers count as not found (a failed URL lookup yields "not found").
 */
export function duplicateDealNotice(url: string, checkDossier: unknown, lookupUrl: unknown): DuplicateDealNotice | null {
  const deal = dealOf(checkDossier);
  if (deal) return { ...deal, url };
  return isFound(lookupUrl) || isFound(checkDossier) ? { kind: 'dossier', url } : null;
}

/**
 * The notice for an attached PDF from the answer of GET /api/report/check-deck (a deal whose
 * dossier holds a deck with the same SHA-256, or else a dossier of the member's own holding it).
 * The check is best effort: a malformed or failed answer says nothing.
 */
export function duplicateDeckNotice(checkDeck: unknown): DuplicateDeckNotice | null {
  return dealOf(checkDeck) ?? (isFound(checkDeck) ? { kind: 'dossier' } : null);
}
