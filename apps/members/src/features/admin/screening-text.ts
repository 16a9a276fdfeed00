import { SCREENING_SOURCE_LABELS, type ScreeningHit, type ScreeningImportResponse, type ScreeningList, type ScreeningRescreening, type ScreeningSource } from '@quorum/domain';

/**
 * The sentences the screening screens say (docs/flows/screening.md), kept apart from the
 * components so each reads the same on the Settings page, the review and the dashboard.
 */

const count = (value: number) => value.toLocaleString('en-US');
const counted = (value: number, one: string, many: string) => `${count(value)} ${value === 1 ? one : many}`;

/**
 * What an import did, said once the list is stored (its re-screening runs after the answer):
 * "Imported OFAC SDN version 2026-11-20: 12,345 entries. Re-screening every undecided application
 * and every member against it: the table shows how far it has got."
 */
export function importSummary({ list }: ScreeningImportResponse): string {
  return `Imported ${list.name} version ${list.version}: ${counted(list.entryCount, 'entry', 'entries')}. Re-screening every undecided application and every member against it: the table shows how far it has got.`;
}

let dateTimeFormat: Intl.DateTimeFormat | null = null;
/** "Nov 21, 2026, 10:03 AM", in the reader's time zone. */
const dateTime = (iso: string) => (dateTimeFormat ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' })).format(new Date(iso));

/**
 * Where a list's re-screening stands, in one line: "Re-screening: 340 of 1,000 members", then
 * "Re-screened Nov 21, 2026, 10:03 AM: 14 applications and 1,000 members, 3 new hits".
 */
export function rescreeningText(rescreening: ScreeningRescreening | null): string {
  // A replaced version whose run was taken over by a later import's, or one imported before runs were recorded.
  if (!rescreening) return 'No re-screening recorded';
  switch (rescreening.state) {
    case 'pending':
      return 'Re-screening about to start';
    case 'running': {
      const { applications, members, newHits } = rescreening;
      const step = applications.done < applications.total ? `${count(applications.done)} of ${counted(applications.total, 'application', 'applications')}` : `${count(members.done)} of ${counted(members.total, 'member', 'members')}`;
      return `Re-screening: ${step}${newHits > 0 ? `, ${counted(newHits, 'new hit', 'new hits')} so far` : ''}`;
    }
    case 'done': {
      const failed = rescreening.failed > 0 ? `; ${counted(rescreening.failed, 'subject', 'subjects')} could not be screened (see the server log)` : '';
      return `Re-screened ${dateTime(rescreening.finishedAt)}: ${counted(rescreening.applications, 'application', 'applications')} and ${counted(rescreening.members, 'member', 'members')}, ${counted(rescreening.newHits, 'new hit', 'new hits')}${failed}`;
    }
  }
}

/** How far a running re-screening is, 0 to 100, over applications and members together. */
export function rescreeningPercent(rescreening: Extract<ScreeningRescreening, { state: 'running' }>): number {
  const total = rescreening.applications.total + rescreening.members.total;
  return total === 0 ? 0 : Math.round(((rescreening.applications.done + rescreening.members.done) / total) * 100);
}

/** While any version is still being re-screened, the lists are read again this often. */
export const RESCREENING_POLL_MS = 2_000;

export const isRescreening = (list: Pick<ScreeningList, 'rescreening'>) => list.rescreening?.state === 'pending' || list.rescreening?.state === 'running';

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
  unknown: 'not compared: missing on one side',
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
