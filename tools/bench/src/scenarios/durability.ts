import { ApiProcess } from '../core/api-process';
import { checkConsistency } from '../core/consistency';
import { fmt, sleep } from '../core/stats';
import { row, type Row, type Scenario } from '../core/types';
import { runWriteClients, type Acknowledged } from '../core/write-clients';

const merge = (into: Acknowledged, from: Acknowledged) => {
  for (const id of from.applications) into.applications.add(id);
  for (const [sha, id] of from.documents) into.documents.set(sha, id);
};

/** SIGKILL at a random moment while `clients` write; returns what was acknowledged before the kill. */
async function killUnderLoad(api: ApiProcess, clients: number, withDocuments: boolean, minMs: number, maxMs: number): Promise<Acknowledged> {
  const stop = { stopped: false };
  const writing = runWriteClients(api, clients, withDocuments, stop);
  await sleep(minMs + Math.random() * (maxMs - minMs));
  await api.kill();
  stop.stopped = true;
  return writing;
}

/**
 * SIGKILL while 50 clients submit applications with documents; restart; everything acknowledged is
 * there, byte for byte. On PostgreSQL too: only the API dies (the server keeps running), so what it
 * tests there is that no answer is sent before its transaction has committed, and that a killed
 * connection's open transaction leaves no half-written application or file behind.
 */
export const killDuringSubmissionsScenario: Scenario = {
  id: 'kill-submissions',
  title: 'SIGKILL during submissions with documents',
  dialects: ['sqlite', 'postgres'],
  async run(settings): Promise<Row[]> {
    const api = new ApiProcess({ database: settings.database });
    await api.start();
    try {
      const acked = await killUnderLoad(api, settings.mode === 'full' ? 50 : 10, true, settings.mode === 'full' ? 2000 : 600, settings.mode === 'full' ? 4000 : 900);
      await api.start();
      const found = await checkConsistency(api, acked);
      return [
        row(
          'SIGKILL during 50 clients submitting with documents',
          `acknowledged ${fmt.int(acked.applications.size)} applications / ${fmt.int(acked.documents.size)} documents · missing ${found.missingApplications} / ${found.missingDocuments} · files not byte-identical ${found.brokenFiles} · debris ${found.orphans}${found.integrity === undefined ? '' : ` · integrity ${found.integrity}`}`,
          'nothing acknowledged lost, nothing half-written',
          (found.integrity === undefined || found.integrity === 'ok') && found.missingApplications === 0 && found.missingDocuments === 0 && found.brokenFiles === 0 && found.orphans === 0 && acked.applications.size > 0,
          { acknowledgedApplications: acked.applications.size, acknowledgedDocuments: acked.documents.size, missing: found.missingApplications + found.missingDocuments, broken: found.brokenFiles, orphans: found.orphans },
        ),
      ];
    } finally {
      await api.dispose();
    }
  },
};

/** 50 SIGKILLs at random moments under write load; integrity_check after each; nothing acknowledged missing. */
export const crashLoopScenario: Scenario = {
  id: 'crash-loop',
  title: 'Crash loop (SIGKILL under write load)',
  async run(settings): Promise<Row[]> {
    const cycles = settings.mode === 'full' ? 50 : 3;
    const api = new ApiProcess();
    const acked: Acknowledged = { applications: new Set(), documents: new Map() };
    let worstIntegrity = 'ok';
    let missing = 0;
    let restarts = 0;
    try {
      for (let cycle = 0; cycle < cycles; cycle += 1) {
        await api.start();
        restarts += 1;
        merge(acked, await killUnderLoad(api, 8, cycle % 2 === 1, 150, 900));
        const found = await checkConsistency(api, acked);
        if (found.integrity !== 'ok') worstIntegrity = found.integrity ?? 'not checked';
        missing = Math.max(missing, found.missingApplications + found.missingDocuments);
      }
      return [
        row(
          `crash loop: ${cycles} SIGKILLs under write load`,
          `${restarts} restarts · integrity_check ${worstIntegrity} after every kill · acknowledged ${fmt.int(acked.applications.size)} applications / ${fmt.int(acked.documents.size)} documents, missing ${missing}`,
          '50 kills, integrity ok, none missing',
          worstIntegrity === 'ok' && missing === 0 && acked.applications.size > 0 && restarts === cycles,
          { cycles, restarts, missing, acknowledged: acked.applications.size },
        ),
      ];
    } finally {
      await api.dispose();
    }
  },
};
