// The PostgreSQL schema: one file per SQLite schema file, same tables, columns, keys and indexes.
export * from './members';
export * from './auth';
export * from './applications';
export * from './system';
export * from './deals';
export * from './decisions';
export * from './notifications';
export * from './screening';
export * from './drafts';
export * from './data-rights';
export * from './investments';
export * from './passkeys';
