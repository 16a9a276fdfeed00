/**
 * Runs every closing step of a spec's teardown in order, even when one fails, then throws the
 * first failure: a step that throws must not leave the servers and processes after it running
 * (they would run into the next spec file, docs/testing.md).
 */
export async function closeEach(...steps: Array<() => unknown>): Promise<void> {
  const failures: unknown[] = [];
  for (const step of steps) {
    try {
      await step();
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length === 1) throw failures[0];
  if (failures.length > 1) throw new AggregateError(failures, `${failures.length} closing steps failed`);
}
