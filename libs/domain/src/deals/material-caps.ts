import { CONSTANTS } from '../constants';

/** The kinds a deal holds only so many of (each is fetched or read for every report). */
export type CappedMaterial = keyof typeof CONSTANTS.MAX_DEAL_MATERIALS;

const NAMES: Record<CappedMaterial, string> = {
  secondary_url: 'other websites',
  pitch_deck: 'pitch decks',
  text_document: 'text documents',
  financials: 'financial documents',
};

/** The refusal past a cap, the same from the API and from the form that would send too many. */
export function materialCapMessage(kind: CappedMaterial): string {
  return `A deal can have at most ${CONSTANTS.MAX_DEAL_MATERIALS[kind]} ${NAMES[kind]}`;
}

/**
 * What the submit form would send of each capped kind: every website after the first is an other
 * website, and every PDF and every sharing link (converted to a PDF) a pitch deck.
 */
export function formMaterialCounts(form: { websites: number; sharingLinks: number; files: number }): Record<'secondary_url' | 'pitch_deck', number> {
  return { secondary_url: Math.max(0, form.websites - 1), pitch_deck: form.sharingLinks + form.files };
}

/** The first cap the form's material would pass, as the API would refuse it; null when it fits. */
export function formCapProblem(form: { websites: number; sharingLinks: number; files: number }): string | null {
  const counts = formMaterialCounts(form);
  for (const kind of ['pitch_deck', 'secondary_url'] as const) if (counts[kind] > CONSTANTS.MAX_DEAL_MATERIALS[kind]) return materialCapMessage(kind);
  return null;
}
