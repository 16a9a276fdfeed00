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
}

export const PHASE_MESSAGES = {
  processing: 'Reading the websites and documents',
  analyzing: DEFAULT_PHASE_LABEL,
  summarizing: 'Writing the report',
  noMaterial: 'Not enough information to review this deal: none of the material could be read. Add a website or a PDF deck and try again.',
} as const;

/** The outcome of one run: finished (done or error), or stopped before a phase could be saved. */
export type PhaseOutcome = 'done' | 'error' | 'stopped';

/**
 * processing → analyzing → summarizing → done, each phase's result saved before the next begins,
 * so a restart picks up at the phase that was interrupted. `stopping()` is checked after every
 * slow await (fetching, reading, analysing): a shutdown never writes half a phase. Each write
 * is short: the transactions below hold nothing but database work.
 */
export async function runPhases(deps: PhaseDeps, job: JobRow, report: ReportRow, signal: AbortSignal, stopping: () => boolean): Promise<PhaseOutcome> {
  const jobs = createJobsRepository(deps.db);
  const now = () => deps.clock.now();
  const fail = async (message: string): Promise<PhaseOutcome> => {
    await deps.db.transaction((tx) => createJobsRepository(tx).fail(job, message, now()));
    return 'error';
  };

  let material = job.material as GatheredMaterial | null;
  if (!material) {
    await jobs.setStatus(report.id, 'processing', PHASE_MESSAGES.processing, now());
    if (!report.dossierId) return fail(PHASE_MESSAGES.noMaterial);
    material = await gatherMaterial(deps, report.dossierId);
    if (stopping()) return 'stopped';
    if (!material.sources.some((source) => source.readable && source.kind !== 'team' && source.kind !== 'valuation')) {
      const unread = material.sources.filter((source) => !source.readable).map((source) => `${source.title}: ${source.note ?? 'unreadable'}`);
      return fail(unread.length > 0 ? `${PHASE_MESSAGES.noMaterial} (${unread.join('; ')})` : PHASE_MESSAGES.noMaterial);
    }
    await jobs.saveMaterial(report.id, material, now());
  }

  const settings = await deps.settings();
  const input: AnalysisInput = { material, context: { investmentStrategy: settings.investmentStrategy, thresholdPercent: ANALYST_YES_SCORE } };
  let analysis = job.analyses as SavedAnalysis | null;
  if (!analysis) {
    await jobs.setStatus(report.id, 'analyzing', PHASE_MESSAGES.analyzing, now());
    const builtin = await deps.executor.run('analyze', input);
    if (stopping()) return 'stopped';
    const result = await deps.engine.analyze(input, builtin, signal);
    if (stopping()) return 'stopped';
    if (!result.ok) return fail(`The analysts could not finish: ${result.message}`);
    analysis = { analyses: result.analyses, evidence: builtin.evidence };
    await jobs.saveAnalysis(report.id, analysis, now());
  }

  await jobs.setStatus(report.id, 'summarizing', PHASE_MESSAGES.summarizing, now());
  const body = buildReportBody(material, analysis.analyses, analysis.evidence, describeSources(material), ANALYST_YES_SCORE);
  const finished = { body: { ...body }, nameQc: body.nameQC, twitterHandle: body.projectDocumentation.twitterHandle, analyses: analysis.analyses };
  await deps.db.transaction((tx) => createJobsRepository(tx).finish(job, finished, now()));
  await deps.onDone(report);
  return 'done';
}
