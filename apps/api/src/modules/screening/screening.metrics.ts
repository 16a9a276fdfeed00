import { Gauge, type Registry } from 'prom-client';
import type { RescreenQueue } from './rescreen-queue';

/** The re-screening after a list import, as this process runs it: subjects screened of those to screen, and list versions waiting. */
export function rescreenMetrics(registry: Registry, rescreens: Pick<RescreenQueue, 'progress'>): void {
  new Gauge({
    name: 'quorum_screening_rescreen_subjects',
    help: 'The re-screening this instance is running: applications and members screened (done) of those it covers (total); zero when none runs',
    labelNames: ['subject', 'state'] as const,
    registers: [registry],
    collect() {
      const { running } = rescreens.progress();
      for (const subject of ['applications', 'members'] as const) {
        this.set({ subject, state: 'done' }, running?.[subject].done ?? 0);
        this.set({ subject, state: 'total' }, running?.[subject].total ?? 0);
      }
    },
  });
  new Gauge({
    name: 'quorum_screening_rescreen_waiting_lists',
    help: 'Imported list versions waiting for this instance’s next re-screening',
    registers: [registry],
    collect() {
      this.set(rescreens.progress().waiting);
    },
  });
}
