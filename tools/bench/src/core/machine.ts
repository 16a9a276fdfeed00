import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import type { PostgresInfo } from './postgres';

export interface Machine {
  cores: number;
  model: string;
  node: string;
  load1: number;
  pinned: boolean;
  /** The server the PostgreSQL rows ran on, once started. */
  postgres?: PostgresInfo;
}

/** The machine a run measured, for the results header: absolute figures only compare on the same one. */
export function describeMachine(pinned: boolean): Machine {
  const cpuinfo = existsSync('/proc/cpuinfo') ? readFileSync('/proc/cpuinfo', 'utf8') : '';
  const model = /model name\s*:\s*(.+)/.exec(cpuinfo)?.[1]?.trim() ?? os.cpus()[0]?.model ?? 'unknown';
  return { cores: os.cpus().length, model, node: process.version, load1: os.loadavg()[0] ?? 0, pinned };
}

export function hasTaskset(): boolean {
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
    return os.cpus().length >= 2;
  } catch {
    return false;
  }
}

/** The cores: the API (and the hello-world server) on the first, the harness and its load generator on the second. */
export const API_CORE = '0';
export const LOAD_CORE = '1';

/** Moves every thread of this process (the load generator) to the load core; later threads inherit it. */
export function pinSelf(): boolean {
  if (!hasTaskset()) return false;
  try {
    execFileSync('taskset', ['-a', '-cp', LOAD_CORE, String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `start` with this process allowed on every core, then pins it back to the load core. A
 * browser started meanwhile (and the renderers it starts later) keeps every core: the front-end
 * figures model a slow device by the 4× CPU throttle alone, not by squeezing Chromium's browser,
 * GPU and renderer processes onto the one core the load generator uses.
 */
export async function withEveryCore<T>(start: () => Promise<T>): Promise<T> {
  if (!hasTaskset()) return start();
  const every = `0-${os.cpus().length - 1}`;
  execFileSync('taskset', ['-a', '-cp', every, String(process.pid)], { stdio: 'ignore' });
  try {
    return await start();
  } finally {
    pinSelf();
  }
}
