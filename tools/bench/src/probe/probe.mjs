// Bench-only instrumentation, preloaded into the API process with `node --import` (never in the
// product): event-loop delay, SQL statements executed (on SQLite or PostgreSQL), and an egress fence
// so that nothing a fuzzed or hostile request makes the API fetch can leave this machine (loopback only).
import dns from 'node:dns';
import { writeFileSync } from 'node:fs';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const outFile = process.env.BENCH_PROBE_FILE;
const isLoopback = (address) => address === '::1' || address.startsWith('127.') || /^::ffff:127\./i.test(address);
const refused = (host) => Object.assign(new Error(`bench egress fence: ${host} is not on this machine`), { code: 'ECONNREFUSED' });

// --- egress fence: names resolve only when they are loopback names; sockets connect only to loopback.
const LOOPBACK_NAMES = new Set(['localhost', 'localhost.localdomain', 'ip6-localhost', 'ip6-loopback']);
// server.listen(port, host) looks its host up before binding, so a listener on every interface
// (HOST=0.0.0.0 or ::, the dev-outbox cases) needs these two to resolve. Connecting to them stays
// refused by the connect fence below: they are not loopback addresses, although Linux would route
// a connection to them to this machine.
const UNSPECIFIED_ADDRESSES = new Set(['0.0.0.0', '::']);
const originalLookup = dns.lookup;
function fencedLookup(hostname, options, callback) {
  const done = typeof options === 'function' ? options : callback;
  const opts = typeof options === 'function' ? {} : typeof options === 'number' ? { family: options } : (options ?? {});
  const name = String(hostname).toLowerCase().replace(/\.$/, '');
  const resolvable = net.isIP(name) ? isLoopback(name) || UNSPECIFIED_ADDRESSES.has(name) : LOOPBACK_NAMES.has(name);
  if (resolvable) return originalLookup.call(dns, name, opts, done);
  const error = Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND', hostname });
  process.nextTick(() => done(error));
}
dns.lookup = fencedLookup;
dns.promises.lookup = (hostname, options) =>
  new Promise((resolve, reject) => fencedLookup(hostname, options ?? {}, (error, address, family) => (error ? reject(error) : resolve(options?.all ? address : { address, family }))));
syncBuiltinESMExports();

const originalConnect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function connect(...args) {
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  const options = first && typeof first === 'object' ? first : undefined;
  const host = options ? options.host : typeof args[1] === 'string' ? args[1] : undefined;
  if (!options?.path && host && net.isIP(host.replace(/^\[|\]$/g, '')) && !isLoopback(host.replace(/^\[|\]$/g, ''))) {
    process.nextTick(() => this.destroy(refused(host)));
    return this;
  }
  if (options && typeof options.lookup === 'function') {
    const pinned = options.lookup;
    options.lookup = (hostname, lookupOptions, callback) =>
      pinned(hostname, lookupOptions, (error, address, family) => {
        if (error) return callback(error);
        const list = Array.isArray(address) ? address.filter((entry) => isLoopback(entry.address)) : address;
        if (Array.isArray(list) ? list.length === 0 : !isLoopback(address)) return callback(refused(hostname));
        callback(null, list, family);
      });
  }
  return originalConnect.apply(this, args);
};

// --- SQL statements executed: counted on the Statement methods, so statements prepared once and
// cached count on every run, exactly like ones built per request.
// Transaction control (and SQLite's switch of the group commit's fsync) is not counted on either
// database: the figures are a request's own statements.
const TRANSACTION_CONTROL = /^\s*(begin|start\s+transaction|commit|end|rollback|savepoint|release|pragma\s+synchronous)\b/i;
let statements = 0;
// The API's drivers as it resolves them (the build keeps packages external): the same module
// instances, so patching their prototypes here reaches the API's connections.
const require = createRequire(path.join(process.cwd(), 'package.json'));
try {
  const Database = require('better-sqlite3');
  const prepare = Database.prototype.prepare;
  let patched = false;
  Database.prototype.prepare = function countedPrepare(...args) {
    const statement = prepare.apply(this, args);
    if (!patched) {
      patched = true;
      const proto = Object.getPrototypeOf(statement);
      for (const method of ['run', 'get', 'all', 'iterate']) {
        const original = proto[method];
        proto[method] = function counted(...callArgs) {
          if (!TRANSACTION_CONTROL.test(this.source)) statements += 1;
          return original.apply(this, callArgs);
        };
      }
    }
    return statement;
  };
} catch {
  // Without the driver there is nothing to count; the other figures still work.
}

// PostgreSQL (DATABASE_URL): every query a client sends, whether through the pool, inside a
// transaction, or as a named prepared statement run again (counted on each run, as above).
try {
  const { Client } = require('pg');
  const query = Client.prototype.query;
  Client.prototype.query = function countedQuery(config, ...rest) {
    const text = typeof config === 'string' ? config : config?.text;
    if (typeof text !== 'string' || !TRANSACTION_CONTROL.test(text)) statements += 1;
    return query.call(this, config, ...rest);
  };
} catch {
  // Without the driver there is nothing to count; the other figures still work.
}

// --- event-loop delay, reset by SIGUSR2 so a scenario measures only its own window.
const histogram = monitorEventLoopDelay({ resolution: 5 });
histogram.enable();
let epoch = 0;
process.on('SIGUSR2', () => {
  histogram.reset();
  statements = 0;
  epoch += 1;
  write();
});
function write() {
  if (!outFile) return;
  const ms = (ns) => (Number.isFinite(ns) ? ns / 1e6 : 0);
  const snapshot = { epoch, at: Date.now(), p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max), statements, rss: process.memoryUsage.rss() };
  try {
    writeFileSync(outFile, JSON.stringify(snapshot));
  } catch {
    // A full disk (the full-disk scenario) must not crash the process being measured.
  }
}
setInterval(write, 100).unref();
