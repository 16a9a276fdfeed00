import type { Dialect } from '../core/postgres';
import type { Mode, Scenario } from '../core/types';
import { authzMatrixScenario } from './authz-matrix';
import { bigUploadScenario } from './big-upload';
import { crashLoopScenario, killDuringSubmissionsScenario } from './durability';
import { backupScenario, fullDiskScenario } from './faults';
import { frontEndScenario } from './front-end';
import { fuzzScenario } from './fuzz';
import { hostileInputScenario } from './hostile-input';
import { investmentsScenario } from './investments';
import { loginAbuseScenario } from './login-abuse';
import { metricsCostScenario } from './metrics-cost';
import { signInRateScenario } from './sign-in-rate';
import { killAnalyzingScenario, reviewAgentScenario } from './review';
import { screeningScenario } from './screening';
import { speedScenario } from './speed';
import { ssrfScenario } from './ssrf';
import { uploadAttacksScenario } from './upload-attacks';

/** Every scenario, in the order the table shows them. */
export const SCENARIOS: readonly Scenario[] = [
  speedScenario,
  metricsCostScenario,
  bigUploadScenario,
  frontEndScenario,
  reviewAgentScenario,
  screeningScenario,
  investmentsScenario,
  killDuringSubmissionsScenario,
  killAnalyzingScenario,
  fullDiskScenario,
  backupScenario,
  crashLoopScenario,
  fuzzScenario,
  authzMatrixScenario,
  ssrfScenario,
  hostileInputScenario,
  uploadAttacksScenario,
  loginAbuseScenario,
  signInRateScenario,
];

/**
 * The PostgreSQL set of a smoke run (`npm test`): the scenarios that between them run every
 * PostgreSQL-specific part of the harness (the server and its pinning, a database per API process
 * kept across a restart and dropped after a kill, the Seeder's PostgresStore, the probe's count,
 * the consistency check) in under 30 s. The other PostgreSQL scenarios differ from their SQLite
 * runs, which the smoke covers, only by the database they are handed: they would add time, not coverage.
 */
const SMOKE_ON_POSTGRES: readonly string[] = ['speed', 'kill-submissions', 'login-abuse'];

export const runsOn = (scenario: Scenario, dialect: Dialect): boolean => (scenario.dialects ?? ['sqlite']).includes(dialect);

/** The scenarios a run takes on one database, in table order (without --only, which names them outright). */
export function scenariosOn(dialect: Dialect, mode: Mode): Scenario[] {
  return SCENARIOS.filter((scenario) => runsOn(scenario, dialect) && (dialect === 'sqlite' || mode === 'full' || SMOKE_ON_POSTGRES.includes(scenario.id)));
}
