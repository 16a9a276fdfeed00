import type { ScreeningHit, ScreeningList } from '@quorum/domain';

/** Test data: list versions and hits as the screening endpoints answer them. */
export const OFAC_LIST: ScreeningList = {
  id: 'list_ofac_2',
  source: 'ofac-sdn',
  name: 'OFAC SDN',
  version: '2026-11-20',
  publishedAt: '2026-11-20T00:00:00.000Z',
  entryCount: 12345,
  importedAt: '2026-11-21T09:00:00.000Z',
  importedBy: 'ada@example.com',
  active: true,
  rescreening: { state: 'done', finishedAt: '2026-11-21T09:02:00.000Z', applications: 14, members: 230, newHits: 2, failed: 0 },
};

export const OLD_OFAC_LIST: ScreeningList = { ...OFAC_LIST, id: 'list_ofac_1', version: '2026-10-02', publishedAt: '2026-10-02T00:00:00.000Z', entryCount: 12001, importedAt: '2026-10-03T09:00:00.000Z', active: false, rescreening: null };

export const UN_LIST: ScreeningList = { ...OFAC_LIST, id: 'list_un_1', source: 'un-consolidated', name: 'UN Consolidated', version: '2026-11-18', publishedAt: '2026-11-18T00:00:00.000Z', entryCount: 1004, importedBy: null };

export const APPLICATION_HIT: ScreeningHit = {
  id: 'hit_1',
  subjectType: 'application',
  subjectId: 'app_1',
  personName: 'Grace Hopper',
  personRole: 'applicant',
  list: { source: 'ofac-sdn', name: 'OFAC SDN', version: '2026-11-20' },
  entry: {
    externalId: 'SDN-4711',
    kind: 'person',
    name: 'HOPPER, Grace Brewster',
    aliases: ['Grace B. Hopper', 'Amazing Grace'],
    birthDates: ['1906-12-09'],
    nationalities: ['us'],
    topics: ['sanction'],
  },
  score: 91,
  matchedFields: { name: 'Grace Brewster Hopper', birthDate: 'unknown', nationality: 'match' },
  status: 'open',
  note: null,
  resolvedBy: null,
  resolvedAt: null,
  createdAt: '2026-11-21T09:01:00.000Z',
};

export const MEMBER_HIT: ScreeningHit = {
  ...APPLICATION_HIT,
  id: 'hit_2',
  subjectType: 'member',
  subjectId: 'm-bob',
  personName: 'Bob Stone',
  personRole: 'member',
  list: { source: 'opensanctions', name: 'OpenSanctions', version: '20261119' },
  entry: { ...APPLICATION_HIT.entry, externalId: 'Q-bob', name: 'Robert Stone', aliases: [], birthDates: ['1970'], nationalities: ['gb'], topics: ['role.pep'] },
  score: 84,
  matchedFields: { name: 'Robert Stone', birthDate: 'match', nationality: 'mismatch' },
};

/** A hit after an admin's decision. */
export const resolvedHit = (hit: ScreeningHit, status: 'false_positive' | 'true_match', note: string): ScreeningHit => ({
  ...hit,
  status,
  note,
  resolvedBy: 'ada@example.com',
  resolvedAt: '2026-11-22T10:00:00.000Z',
});

/** A version just imported, its re-screening under way: applications done, members in progress. */
export const RESCREENING_LIST: ScreeningList = {
  ...OFAC_LIST,
  id: 'list_ofac_3',
  version: '2026-11-27',
  importedAt: '2026-11-27T09:00:00.000Z',
  rescreening: { state: 'running', applications: { done: 14, total: 14 }, members: { done: 340, total: 1000 }, newHits: 1 },
};
