import type { ScreeningHit, ScreeningSource } from '@quorum/domain';
import type { ScreeningHitRow } from './screening.repository';

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const comparison = (value: unknown): 'match' | 'mismatch' | 'unknown' => (value === 'match' || value === 'mismatch' ? value : 'unknown');

/** A stored hit as the admin reads it: the list and entry from its snapshot, so it stays readable after the list is replaced. */
export function toScreeningHit(row: ScreeningHitRow): ScreeningHit {
  const entry = row.entry;
  return {
    id: row.id,
    subjectType: row.subjectType === 'member' ? 'member' : 'application',
    subjectId: row.subjectId,
    personName: row.personName,
    personRole: row.personRole,
    list: { source: row.listSource as ScreeningSource, name: row.listName, version: row.listVersion },
    entry: {
      externalId: row.entryExternalId,
      kind: text(entry['kind']),
      name: text(entry['name']),
      aliases: strings(entry['aliases']),
      birthDates: strings(entry['birthDates']),
      nationalities: strings(entry['nationalities']),
      topics: strings(entry['topics']),
    },
    score: row.score,
    matchedFields: { name: text(row.matchedFields['name']), birthDate: comparison(row.matchedFields['birthDate']), nationality: comparison(row.matchedFields['nationality']) },
    status: row.status === 'false_positive' || row.status === 'true_match' ? row.status : 'open',
    note: row.note,
    resolvedBy: row.resolvedBy,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
