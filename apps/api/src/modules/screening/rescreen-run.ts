import type { Db } from '../../db/store';
import { createScreeningRepository } from './screening.repository';
import { membersToScreen, screenApplication, screenMember, undecidedApplicationIds } from './screen-subjects';

/** How far a re-screening got: the applications first, then the members, and the hits it created. */
export interface RescreenProgress {
  applications: { done: number; total: number };
  members: { done: number; total: number };
  newHits: number;
  /** Subjects whose screening threw (each logged); the others go on. */
  failed: number;
}

export interface RescreenHooks {
  /** After each subject: the progress so far (a copy the caller may keep). */
  onProgress(progress: RescreenProgress): void;
  /** Between subjects: lets the event loop serve requests (and, in tests, holds the run). */
  pace(): Promise<void>;
  /** Checked between subjects: a closing app stops after the subject in hand. */
  stopped(): boolean;
  log: { error(details: object, message: string): void };
}

export type RescreenOutcome = { completed: true; progress: RescreenProgress } | { completed: false; progress: RescreenProgress };

const copy = (progress: RescreenProgress): RescreenProgress => ({ ...progress, applications: { ...progress.applications }, members: { ...progress.members } });

/**
 * Ongoing monitoring after an import: every undecided application, then every member, against the
 * active lists, one subject at a time with a pause between two, so the request thread keeps serving.
 * Hits are recorded through the unique index on (subject, person, source, entry): two runs at once,
 * on one instance or several sharing a PostgreSQL database, create each hit once, and a hit is
 * counted as new by the run whose insert created it. See docs/flows/screening.md.
 */
export async function rescreenEveryone(db: Db, now: Date, hooks: RescreenHooks): Promise<RescreenOutcome> {
  const applicationIds = await undecidedApplicationIds(db);
  const members = await membersToScreen(db);
  const progress: RescreenProgress = { applications: { done: 0, total: applicationIds.length }, members: { done: 0, total: members.length }, newHits: 0, failed: 0 };
  hooks.onProgress(copy(progress));
  if (!(await createScreeningRepository(db).hasActiveList())) return { completed: true, progress };

  const step = async (subject: string, screen: () => Promise<number | null>, counter: { done: number }): Promise<boolean> => {
    await hooks.pace();
    if (hooks.stopped()) return false;
    try {
      progress.newHits += (await screen()) ?? 0;
    } catch (error) {
      progress.failed += 1;
      hooks.log.error({ err: error, subject }, 're-screening a subject failed; the run goes on');
    }
    counter.done += 1;
    hooks.onProgress(copy(progress));
    return true;
  };

  for (const id of applicationIds) {
    const screened = await step(`application ${id}`, async () => {
      const outcome = await screenApplication(db, id, now);
      return outcome.screened ? outcome.newHits : null;
    }, progress.applications);
    if (!screened) return { completed: false, progress };
  }
  for (const member of members) {
    if (!(await step(`member ${member.id}`, () => screenMember(db, member, now), progress.members))) return { completed: false, progress };
  }
  return { completed: true, progress };
}
