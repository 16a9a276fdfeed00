// The Node lines the API and domain suites also run on, besides the main install's Node 20 (the one
// place their versions are pinned; README "Node versions" and docs/deployment.md name them too).
//
// node: the newest release of the line on the npm registry, whose `node-<platform>-<arch>`
// packages hold that release's bin/node and include/node (the headers a native addon compiles
// against), so nothing is downloaded from anywhere but the registry.
//
// betterSqlite3: the better-sqlite3 built for that line in a side folder (the main install's is
// built for Node 20 and cannot load in another Node). The lockfile's 12.11.1 where it works, so the
// run tests what an install on that line gets; 13 where 12 cannot work:
// - Node 24 takes 13.2.0. better-sqlite3 12 derives its Database and Statement from
//   node::ObjectWrap, which Node 24.19 changed (it registers an environment cleanup hook, and its
//   destructor removes it with a CHECK that aborts when no context is entered, as in a finalizer
//   run by the garbage collector). Built against any 24.x from 24.19 on, 12.11.1
//   aborts the process during the API suite (`Assertion failed: (env) != nullptr` in
//   Statement::~Statement). 13 is written against Node-API and ships its own prebuilt binary.
// - Node 26 keeps 12.11.1: its runtime handles the same header (26.12.1 passes the whole suite).
// 13 is not in the lockfile because it needs Node >= 22 (on Node 20 it crashes): it comes when
// Node 20 is dropped (README, "When Node 20 is dropped").
export const NODE_LINES = {
  24: { node: '24.21.0', betterSqlite3: '13.2.0' },
  26: { node: '26.12.1', betterSqlite3: '12.11.1' },
};

// node-gyp for the lines whose better-sqlite3 compiles from source: the version npm 11 bundles.
export const NODE_GYP = '12.4.0';
