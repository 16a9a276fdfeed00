import { asText, isRecord, readPath } from '../format/safe-read';
import { dealStatusDisplay } from './deal-status-display';

/** What the submit form says about a site already in Quorum (issue 7), before anything is sent. */
export type DuplicateDealNotice =
  | {
      readonly kind: 'deal';
      readonly url: string;
      readonly name: string;
      readonly reportId: string;
      /** "Processing", "Approved!", "Rejected"… as the deal lists show it. */
      readonly statusLabel: string;
      readonly canOpen: boolean;
      /** ISO timestamp of the submission. */
      readonly createdAt: string | null;
    }
  | { readonly kind: 'dossier'; readonly url: string };

/**
 * The notice for a link from the answers of GET /api/report/check-dossier (a deal of the network
 * on the same normalised domain) and GET /api/materials/lookupUrl (a dossier of the member's own
 * on it, not reviewed yet). A deal wins: it is what the network would review twice. Malformed or
 * failed answers count as not found (spec 2 section 8: "A failed URL lookup yields not found").
 */
export function duplicateDealNotice(url: string, checkDossier: unknown, lookupUrl: unknown): DuplicateDealNotice | null {
  const reportId = asText(readPath(checkDossier, 'reportId'));
  if (readPath(checkDossier, 'found') === true && reportId !== undefined) {
    const display = dealStatusDisplay(readPath(checkDossier, 'effectiveStatus') ?? readPath(checkDossier, 'status'));
    return {
      kind: 'deal',
      url,
      name: asText(readPath(checkDossier, 'name')) ?? 'This deal',
      reportId,
      statusLabel: display.label,
      canOpen: display.canOpen,
      createdAt: asText(readPath(checkDossier, 'createdAt')) ?? null,
    };
  }
  const ownDossier = (isRecord(lookupUrl) && lookupUrl['found'] === true) || (isRecord(checkDossier) && checkDossier['found'] === true);
  return ownDossier ? { kind: 'dossier', url } : null;
}
