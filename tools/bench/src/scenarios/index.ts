import type { Scenario } from '../core/types';
import { authzMatrixScenario } from './authz-matrix';
import { bigUploadScenario } from './big-upload';
import { crashLoopScenario, killDuringSubmissionsScenario } from './durability';
import { backupScenario, fullDiskScenario } from './faults';
import { frontEndScenario } from './front-end';
import { fuzzScenario } from './fuzz';
import { loginAbuseScenario } from './login-abuse';
import { killAnalyzingScenario, reviewAgentScenario } from './review';
import { speedScenario } from './speed';
import { ssrfScenario } from './ssrf';
import { uploadAttacksScenario } from './upload-attacks';

/** Every scenario, in the order the table shows them. */
export const SCENARIOS: readonly Scenario[] = [
  speedScenario,
  bigUploadScenario,
  frontEndScenario,
  reviewAgentScenario,
  killDuringSubmissionsScenario,
  killAnalyzingScenario,
  fullDiskScenario,
  backupScenario,
  crashLoopScenario,
  fuzzScenario,
  authzMatrixScenario,
  ssrfScenario,
  uploadAttacksScenario,
  loginAbuseScenario,
];
