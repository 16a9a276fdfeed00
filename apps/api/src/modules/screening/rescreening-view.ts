import type { ScreeningRescreening } from '@quorum/domain';
import type { AuditEntry } from '../audit/audit.repository';
import type { RescreenStatus } from './rescreen-queue';

const count = (value: unknown): number => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0);

/** The latest finished re-screening of each list version, from its audit entries (oldest first). */
export function finishedRescreenings(entries: readonly AuditEntry[]): Map<string, Extract<ScreeningRescreening, { state: 'done' }>> {
  const finished = new Map<string, Extract<ScreeningRescreening, { state: 'done' }>>();
  for (const entry of entries) {
    const { applications, members, newHits, failed } = entry.details;
    finished.set(entry.subjectId, { state: 'done', finishedAt: entry.createdAt, applications: count(applications), members: count(members), newHits: count(newHits), failed: count(failed) });
  }
  return finished;
}

/**
 * A list version's re-screening as the admin reads it: what this process runs or queues first, then
 * what the log says finished. An active version with neither is pending: its run is under way on
 * another instance, or a restart cut it short and the next start resumes it. A replaced version
 * that never had a run of its own has nothing to say.
 */
export function rescreeningOf(list: { active: boolean }, here: RescreenStatus | null, finished: ScreeningRescreening | undefined): ScreeningRescreening | null {
  if (here?.state === 'running') {
    const { applications, members, newHits } = here.progress;
    return { state: 'running', applications, members, newHits };
  }
  if (here?.state === 'queued') return { state: 'pending' };
  if (finished) return finished;
  return list.active ? { state: 'pending' } : null;
}
