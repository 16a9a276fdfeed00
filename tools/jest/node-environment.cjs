// Jest's Node environment, plus one rule: a spec file stops everything it started. After its last
// hook, the process's servers, sockets, child processes, worker threads and timers must be back to
// what they were before it began; what is still there a few seconds later fails the file, by name.
// Work left running is what printed "You are trying to `require` a file after the Jest environment
// has been torn down" into the next file's output, and what a loaded machine turned into timeouts.
const { TestEnvironment } = require('jest-environment-node');

/** Resource kinds that are work started by a spec (process.getActiveResourcesInfo() names them). */
const WATCHED = new Set(['TCPServerWrap', 'TCPSocketWrap', 'PipeWrap', 'ProcessWrap', 'Timeout', 'MessagePort', 'Worker', 'UDPWrap', 'FSEventWrap', 'StatWatcher']);
/**
 * How long leftovers may take to finish closing on a loaded machine (a socket's last packets, a
 * worker's exit); `testEnvironmentOptions.settleMs` sets another (the environment's own spec).
 */
const SETTLE_MS = 10_000;

function counts() {
  const byKind = new Map();
  for (const kind of process.getActiveResourcesInfo()) if (WATCHED.has(kind)) byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
  return byKind;
}

function leftoversSince(baseline) {
  const extra = [];
  for (const [kind, count] of counts()) {
    const more = count - (baseline.get(kind) ?? 0);
    if (more > 0) extra.push(`${more} × ${kind}`);
  }
  return extra;
}

/** Says what a leftover handle is, where Node lets us see it: a child process's command, a socket's peer, a server's port. */
function describe(handle) {
  if (Array.isArray(handle?.spawnargs)) return `process ${handle.pid} (${handle.spawnargs.slice(0, 4).join(' ')}), ${handle.exitCode === null && handle.signalCode === null ? 'running' : `exited ${handle.exitCode ?? handle.signalCode}`}`;
  if (typeof handle?.address === 'function' && typeof handle?.listen === 'function') return `a server listening on ${JSON.stringify(handle.address())}`;
  if (typeof handle?.remotePort === 'number') return `a socket to ${handle.remoteAddress}:${handle.remotePort}`;
  if (handle?.constructor?.name === 'Socket') return `a pipe (a child process's output, or a socket not yet connected)`;
  return handle?.constructor?.name ?? typeof handle;
}

class NodeEnvironmentThatChecksLeftovers extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.testPath = context.testPath;
    this.settleMs = config.projectConfig.testEnvironmentOptions?.settleMs ?? SETTLE_MS;
  }

  async setup() {
    await super.setup();
    this.baseline = counts();
    this.baselineHandles = new Set(process._getActiveHandles());
  }

  /**
   * After the file's last hook (circus's run_finish, before teardown, so the file's own results are
   * kept beside this failure): waits for leftovers to close, and reports what stays.
   */
  async handleTestEvent(event, state) {
    if (event.name !== 'run_finish') return;
    const deadline = Date.now() + this.settleMs;
    let extra = leftoversSince(this.baseline);
    while (extra.length > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50).unref());
      extra = leftoversSince(this.baseline);
    }
    if (extra.length === 0) return;
    const named = process
      ._getActiveHandles()
      .filter((handle) => !this.baselineHandles.has(handle))
      .map((handle) => `\n  - ${describe(handle)}`)
      .join('');
    state.unhandledErrors.push(new Error(`${this.testPath}: still running ${this.settleMs / 1000} s after its last hook: ${extra.join(', ')}.${named}\nClose every app, server, client and timer the spec started.`));
  }
}

module.exports = NodeEnvironmentThatChecksLeftovers;
