import { DEFAULT_PHASE_LABEL, type NetworkSettings } from '@quorum/domain';
import type { Db } from '../../../db/database';
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
  settings(): NetworkSettings;
  /** Called inside the transaction that marks the report done (the report-ready email). */
  onDone(report: ReportRow): void;
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
 * await: a shutdown never writes half a phase.
 */
export async function runPhases(deps: PhaseDeps, job: JobRow, report: ReportRow, signal: AbortSignal, stopping: () => boolean): Promise<PhaseOutcome> {
  const jobs = createJobsRepository(deps.db);
  const now = () => deps.clock.now();
  const fail = (message: string): PhaseOutcome => {
    deps.db.transaction((tx) => createJobsRepository(tx).fail(job, message, now()));
    return 'error';
  };

  let material = job.material as GatheredMaterial | null;
  if (!material) {
    jobs.setStatus(report.id, 'processing', PHASE_MESSAGES.processing, now());
    if (!report.dossierId) return fail(PHASE_MESSAGES.noMaterial);
    material = await gatherMaterial(deps, report.dossierId);
    if (stopping()) return 'stopped';
    if (!material.sources.some((source) => source.readable && source.kind !== 'team' && source.kind !== 'valuation')) {
      const unread = material.sources.filter((source) => !source.readable).map((source) => `${source.title}: ${source.note ?? 'unreadable'}`);
      return fail(unread.length > 0 ? `${PHASE_MESSAGES.noMaterial} (${unread.join('; ')})` : PHASE_MESSAGES.noMaterial);
    }
    jobs.saveMaterial(report.id, material, now());
  }

  const settings = deps.settings();
  const input: AnalysisInput = { material, context: { investmentStrategy: settings.investmentStrategy, thresholdPercent: ANALYST_YES_SCORE } };
  let analysis = job.analyses as SavedAnalysis | null;
  if (!analysis) {
    jobs.setStatus(report.id, 'analyzing', PHASE_MESSAGES.analyzing, now());
    const builtin = await deps.executor.run('analyze', input);
    if (stopping()) return 'stopped';
    const result = await deps.engine.analyze(input, builtin, signal);
    if (stopping()) return 'stopped';
    if (!result.ok) return fail(`The analysts could not finish: ${result.message}`);
    analysis = { analyses: result.analyses, evidence: builtin.evidence };
    jobs.saveAnalysis(report.id, analysis, now());
  }

  jobs.setStatus(report.id, 'summarizing', PHASE_MESSAGES.summarizing, now());
  const body = buildReportBody(material, analysis.analyses, analysis.evidence, describeSources(material), ANALYST_YES_SCORE);
  deps.db.transaction((tx) => {
    createJobsRepository(tx).finish(job, { body: { ...body }, nameQc: body.nameQC, twitterHandle: body.projectDocumentation.twitterHandle, analyses: analysis.analyses }, now());
    deps.onDone(report);
  });
  return 'done';
}
