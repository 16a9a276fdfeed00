import { DEFAULT_PHASE_LABEL, type NetworkSettings } from '@quorum/domain';
import type { Db } from '../../../db/store';
import type { Clock } from '../../../lib/clock';
import { ANALYST_YES_SCORE, type AnalysisInput, type GatheredMaterial } from '../analysis/types';
import type { AnalystEngine } from '../engines/engine';
import { gatherMaterial, type GatherDeps } from '../material/gather-material';
import { buildReportBody, describeSources } from '../summary/report-builder';
import { createJobsRepository, type JobRow, type ReportRow, type SavedAnalysis } from './jobs.repository';

export interface PhaseDeps extends GatherDeps {
  db: Db;
  clock: Clock;
  engine: AnalystEngine;
  settings(): Promise<NetworkSettings>;
  /**
   * Called once the report is committed as done (the report-ready email), and awaited: a job
   * ends only after it. Not inside that transaction: the mailer records through the database.
   */
  onDone(report: ReportRow): Promise<void>;
  /**
   * Runs inside the transaction that commits the report as done (the deal's vote window opens
   * there), so the deal is never done without its window.
   */
  onFinishing(tx: Db, report: ReportRow, now: Date): Promise<void>;
}

export const PHASE_MESSAGES = {
  processing: 'Reading the websites and documents',
  analyzing: DEFAULT_PHASE_LABEL,
  summarizing: 'Writing the report',
  noMaterial: 'Not enough information to review this deal: none of the material could be read. Add a website or a PDF deck and try again.',
} as const;

/**
 * The outcome of one run: finished (done or error), stopped before a phase could be saved
 * (shutting down, or the lease lost during a slow step), or lost: a write found that this
 * instance no longer holds the job's lease, so it wrote nothing and left the job to its holder.
 */
export type PhaseOutcome = 'done' | 'error' | 'stopped' | 'lost';

/** One run of a claimed job. */
export interface PhaseRun {
  job: JobRow;
  report: ReportRow;
  /** The instance holding the job's lease: every write is guarded by it. */
  owner: string;
  signal: AbortSignal;
  /** True once the instance is shutting down or has lost the lease: checked after every slow await. */
  stopping(): boolean;
}

/**
 * processing → analyzing → summarizing → done, each phase's result saved before the next begins,
 * so a restart, or another instance taking the job over, picks up at the phase that was
 * interrupted. `stopping()` is checked after every slow await (fetching, reading, analysing): a
 * shutdown never writes half a phase. Each write is short (the transactions below hold nothing
 * but database work) and guarded by the lease: one refused means the job is no longer ours.
 */
export async function runPhases(deps: PhaseDeps, run: PhaseRun): Promise<PhaseOutcome> {
  const { job, report, owner, signal, stopping } = run;
  const jobs = createJobsRepository(deps.db, owner);
  const now = () => deps.clock.now();
  const fail = async (message: string): Promise<PhaseOutcome> => {
    const failed = await deps.db.transaction((tx) => createJobsRepository(tx, owner).fail(job, message, now()));
    return failed ? 'error' : 'lost';
  };

  let material = job.material as GatheredMaterial | null;
  if (!material) {
    if (!(await jobs.setStatus(report.id, 'processing', PHASE_MESSAGES.processing, now()))) return 'lost';
    if (!report.dossierId) return fail(PHASE_MESSAGES.noMaterial);
    material = await gatherMaterial(deps, report.dossierId);
    if (stopping()) return 'stopped';
    if (!material.sources.some((source) => source.readable && source.kind !== 'team' && source.kind !== 'valuation')) {
      const unread = material.sources.filter((source) => !source.readable).map((source) => `${source.title}: ${source.note ?? 'unreadable'}`);
      return fail(unread.length > 0 ? `${PHASE_MESSAGES.noMaterial} (${unread.join('; ')})` : PHASE_MESSAGES.noMaterial);
    }
    if (!(await jobs.saveMaterial(report.id, material, now()))) return 'lost';
  }

  const settings = await deps.settings();
  const input: AnalysisInput = { material, context: { investmentStrategy: settings.investmentStrategy, thresholdPercent: ANALYST_YES_SCORE } };
  let analysis = job.analyses as SavedAnalysis | null;
  if (!analysis) {
    if (!(await jobs.setStatus(report.id, 'analyzing', PHASE_MESSAGES.analyzing, now()))) return 'lost';
    const builtin = await deps.executor.run('analyze', input);
    if (stopping()) return 'stopped';
    const result = await deps.engine.analyze(input, builtin, signal);
    if (stopping()) return 'stopped';
    if (!result.ok) return fail(`The analysts could not finish: ${result.message}`);
    analysis = { analyses: result.analyses, evidence: builtin.evidence, about: builtin.about };
    if (!(await jobs.saveAnalysis(report.id, analysis, now()))) return 'lost';
  }

  if (!(await jobs.setStatus(report.id, 'summarizing', PHASE_MESSAGES.summarizing, now()))) return 'lost';
  const body = buildReportBody(material, analysis.analyses, analysis.evidence, describeSources(material), ANALYST_YES_SCORE, analysis.about ?? null);
  const finished = { body: { ...body }, nameQc: body.nameQC, twitterHandle: body.projectDocumentation.twitterHandle, analyses: analysis.analyses };
  const committed = await deps.db.transaction(async (tx) => {
    const at = now();
    if (!(await createJobsRepository(tx, owner).finish(job, finished, at))) return false;
    await deps.onFinishing(tx, report, at);
    return true;
  });
  if (!committed) return 'lost';
  await deps.onDone(report);
  return 'done';
}
