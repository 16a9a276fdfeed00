/** Jest global teardown of the PostgreSQL run: stops the shared server (see postgres-global-setup.ts). */
export default async function stopSharedPostgres(): Promise<void> {
  await globalThis.quorumTestPostgres?.stop();
  globalThis.quorumTestPostgres = undefined;
}
