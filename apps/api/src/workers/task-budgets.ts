import type { TaskKind } from './tasks';

/**
 * How much CPU each task may use in its worker (executor.ts; wall time where the system does not
 * tell a thread's CPU). Measured: a 1 MB hostile page scans in 40 to 140 ms of CPU, a 40-page deck
 * reads in 0.4 s and its analysis takes less; the budgets leave an order of magnitude for a slow
 * machine and stop whatever a crafted input could make last longer. A 20,000-entry sanctions list
 * parses in a few seconds; its budget leaves room for the largest files (200 MB).
 */
export const TASK_BUDGET_MS: Record<TaskKind, number> = { scanHtml: 2_000, readPdf: 30_000, analyze: 30_000, parseList: 300_000 };
