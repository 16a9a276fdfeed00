import { SCREENING_SOURCE_LABELS, type ScreeningHit, type ScreeningImportResponse, type ScreeningList, type ScreeningSource } from '@quorum/domain';

/**
 * The sentences the screening screens say (docs/flows/screening.md), kept apart from the
 * components so each reads the same on the Settings page, the review and the dashboard.
 */

const count = (value: number) => value.toLocaleString('en-US');
const counted = (value: number, one: string, many: string) => `${count(value)} ${value === 1 ? one : many}`;

/** What an import did: "Imported OFAC SDN version 2026-11-20: 12,345 entries. Re-screened 14 applications and 230 members: 2 new hits." */
export function importSummary({ list, rescreened }: ScreeningImportResponse): string {
  return (
    `Imported ${list.name} version ${list.version}: ${counted(list.entryCount, 'entry', 'entries')}. ` +
    `Re-screened ${counted(rescreened.applications, 'application', 'applications')} and ${counted(rescreened.members, 'member', 'members')}: ${counted(rescreened.newHits, 'new hit', 'new hits')}.`
  );
}

/** "OFAC SDN 2026-11-20", the list and version a hit or a clean result names. */
export const listVersion = (list: Pick<ScreeningList, 'name' | 'version'>) => `${list.name} ${list.version}`;

/** A clean result names the lists it was screened against, so a fund knows which versions it checked. */
export function noMatchesText(lists: readonly ScreeningList[]): string {
  const active = lists.filter((list) => list.active);
  return active.length === 0 ? 'No matches.' : `No matches against ${active.map(listVersion).join(', ')}.`;
}

export const NOT_SCREENED = 'Not screened yet: no list imported';

/** How the date of birth and the nationality compared, as a reviewer reads it. */
export const COMPARISON_TEXT: Record<ScreeningHit['matchedFields']['birthDate'], string> = {
  match: 'matches',
  mismatch: 'differs',
  unknown: 'not known on both sides',
};

export const HIT_STATUS_TEXT: Record<ScreeningHit['status'], string> = {
  open: 'Open',
  false_positive: 'False positive',
  true_match: 'True match',
};

/** What each source takes, for the file picker's hint and its accept attribute. */
export const SOURCE_FILES: Record<ScreeningSource, { hint: string; accept: string; multiple: boolean }> = {
  'ofac-sdn': { hint: 'sdn.xml, or sdn.csv with alt.csv (and add.csv for addresses)', accept: '.xml,.csv', multiple: true },
  'un-consolidated': { hint: 'the consolidated list XML', accept: '.xml', multiple: false },
  opensanctions: { hint: 'targets.simple.csv', accept: '.csv', multiple: false },
};

export const sourceLabel = (source: ScreeningSource) => SCREENING_SOURCE_LABELS[source];
