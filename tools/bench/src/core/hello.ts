import { spawn, type ChildProcess } from 'node:child_process';
import { API_CORE, hasTaskset } from './machine';
import { helloServer, workspaceRoot } from './paths';
import { freePort } from '@quorum/api/testing';
import { sleep } from './stats';

/**
 * The bare Fastify baselines (hello-world, and a prepared answer sent as it is), pinned to the
 * API's core so both are measured alike.
 */
export class HelloServer {
  port = 0;
  private child: ChildProcess | undefined;

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.port = await freePort();
    const node = [process.execPath, helloServer];
    const [command, ...args] = hasTaskset() ? ['taskset', '-c', API_CORE, ...node] : node;
    this.child = spawn(command ?? process.execPath, args, { cwd: workspaceRoot, stdio: 'ignore', env: { PATH: process.env['PATH'] ?? '', PORT: String(this.port) } });
    for (let attempt = 0; attempt < 400; attempt += 1) {
      try {
        if ((await fetch(`${this.url}/`)).ok) return;
      } catch {
        // not listening yet
      }
      await sleep(25);
    }
    throw new Error('the hello-world server did not start');
  }

  /** What POST /bytes answers from now on: `bytes`, as they are. */
  async serve(bytes: Buffer): Promise<void> {
    const answer = await fetch(`${this.url}/bytes`, { method: 'PUT', headers: { 'content-type': 'application/octet-stream' }, body: new Uint8Array(bytes) });
    if (!answer.ok) throw new Error(`the baseline server refused the ${bytes.length} bytes to serve (HTTP ${answer.status})`);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    await exited;
  }
}
