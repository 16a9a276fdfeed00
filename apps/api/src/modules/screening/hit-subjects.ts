import type { createScreeningRepository } from './screening.repository';

/**
 * The audit subjects of a record's screening hits: what was done about a hit was once filed under
 * the hit itself (it is filed under the person now), so whoever deletes the record deletes these too.
 */
export async function hitSubjects(screening: ReturnType<typeof createScreeningRepository>, subjectType: string, subjectId: string): Promise<Array<{ type: string; id: string }>> {
  return (await screening.hitsOf(subjectType, subjectId)).map((hit) => ({ type: 'screening_hit', id: hit.id }));
}
