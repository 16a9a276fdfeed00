import { is } from 'drizzle-orm';
import { getTableConfig as getPgTableConfig, index as pgIndex, integer as pgInteger, jsonb, PgTable, pgTable, text as pgText } from 'drizzle-orm/pg-core';
import { getTableConfig as getSqliteTableConfig, index, integer, SQLiteTable, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import * as sqliteSchema from './schema';
import * as pgSchema from './schema-pg';

/**
 * One schema per dialect, kept in step. Both are reduced to the same dialect-free shape
 * (columns, keys, uniques, indexes, foreign keys) and compared; column types are checked against
 * the explicit pairs below. A change to one schema only fails here, before any migration is written.
 */

/** SQLite column kind (drizzle's columnType) → the PostgreSQL types it may become. */
const ALLOWED_TYPE_PAIRS: Record<string, readonly string[]> = {
  SQLiteText: ['text'],
  SQLiteTextJson: ['jsonb'],
  SQLiteTimestamp: ['timestamp with time zone'],
  SQLiteInteger: ['integer', 'bigint'],
  SQLiteBoolean: ['boolean'],
  SQLiteBlobBuffer: ['bytea'],
};

interface ColumnShape {
  notNull: boolean;
  primary: boolean;
  unique: string | null;
  default: string | null;
  /** SQLite: drizzle's columnType; PostgreSQL: the SQL type. Compared through ALLOWED_TYPE_PAIRS. */
  type: string;
}

interface TableShape {
  columns: Record<string, ColumnShape>;
  primaryKeys: string[];
  uniqueConstraints: string[];
  indexes: string[];
  foreignKeys: string[];
}

const columnList = (columns: ReadonlyArray<{ name: string }>) => columns.map((column) => column.name).join(', ');
const defaultOf = (column: { hasDefault: boolean; default: unknown }) => (column.hasDefault ? JSON.stringify(column.default) : null);

function sqliteShape(table: SQLiteTable): TableShape {
  const config = getSqliteTableConfig(table);
  return {
    columns: Object.fromEntries(
      config.columns.map((column) => [
        column.name,
        { notNull: column.notNull, primary: column.primary, unique: column.isUnique ? (column.uniqueName ?? '') : null, default: defaultOf(column), type: column.columnType },
      ]),
    ),
    primaryKeys: config.primaryKeys.map((key) => `${key.getName()} (${columnList(key.columns)})`),
    uniqueConstraints: config.uniqueConstraints.map((unique) => `${unique.getName()} (${columnList(unique.columns)})`),
    indexes: config.indexes.map(({ config: ix }) => {
      const columns = ix.columns.map((column) => ('name' in column ? column.name : '<expression>'));
      return `${ix.name}${ix.unique ? ' unique' : ''} (${columns.join(', ')})${ix.where ? ' partial' : ''}`;
    }),
    foreignKeys: config.foreignKeys.map((key) => {
      const ref = key.reference();
      const target = getSqliteTableConfig(ref.foreignTable).name;
      return `${key.getName()}: (${columnList(ref.columns)}) → ${target} (${columnList(ref.foreignColumns)}) on delete ${key.onDelete ?? 'no action'} on update ${key.onUpdate ?? 'no action'}`;
    }),
  };
}

function pgShape(table: PgTable): TableShape {
  const config = getPgTableConfig(table);
  return {
    columns: Object.fromEntries(
      config.columns.map((column) => [
        column.name,
        { notNull: column.notNull, primary: column.primary, unique: column.isUnique ? (column.uniqueName ?? '') : null, default: defaultOf(column), type: column.getSQLType() },
      ]),
    ),
    primaryKeys: config.primaryKeys.map((key) => `${key.getName()} (${columnList(key.columns)})`),
    uniqueConstraints: config.uniqueConstraints.map((unique) => `${unique.getName()} (${columnList(unique.columns)})`),
    indexes: config.indexes.map(({ config: ix }) => {
      const columns = ix.columns.map((column) => ('name' in column && typeof column.name === 'string' ? column.name : '<expression>'));
      return `${ix.name}${ix.unique ? ' unique' : ''} (${columns.join(', ')})${ix.where ? ' partial' : ''}`;
    }),
    foreignKeys: config.foreignKeys.map((key) => {
      const ref = key.reference();
      const target = getPgTableConfig(ref.foreignTable).name;
      return `${key.getName()}: (${columnList(ref.columns)}) → ${target} (${columnList(ref.foreignColumns)}) on delete ${key.onDelete ?? 'no action'} on update ${key.onUpdate ?? 'no action'}`;
    }),
  };
}

const setDifference = (label: string, sqlite: string[], pg: string[]) => [
  ...sqlite.filter((item) => !pg.includes(item)).map((item) => `${label} only in sqlite: ${item}`),
  ...pg.filter((item) => !sqlite.includes(item)).map((item) => `${label} only in pg: ${item}`),
];

/** Every way the PostgreSQL table differs from the SQLite one; empty when they are in step. */
function tableDifferences(sqliteTable: SQLiteTable, pgTable: PgTable): string[] {
  const sqlite = sqliteShape(sqliteTable);
  const pg = pgShape(pgTable);
  const differences = setDifference('column', Object.keys(sqlite.columns), Object.keys(pg.columns));
  for (const [name, left] of Object.entries(sqlite.columns)) {
    const right = pg.columns[name];
    if (!right) continue;
    for (const property of ['notNull', 'primary', 'unique', 'default'] as const) {
      if (left[property] !== right[property]) differences.push(`column ${name}: ${property} is ${left[property]} in sqlite, ${right[property]} in pg`);
    }
    if (!(ALLOWED_TYPE_PAIRS[left.type] ?? []).includes(right.type)) differences.push(`column ${name}: ${left.type} in sqlite may not become ${right.type} in pg`);
  }
  return [
    ...differences,
    ...setDifference('primary key', sqlite.primaryKeys, pg.primaryKeys),
    ...setDifference('unique constraint', sqlite.uniqueConstraints, pg.uniqueConstraints),
    ...setDifference('index', sqlite.indexes, pg.indexes),
    ...setDifference('foreign key', sqlite.foreignKeys, pg.foreignKeys),
  ];
}

const tablesByName = <T>(schema: Record<string, unknown>, isTable: (value: unknown) => value is T, nameOf: (table: T) => string) =>
  new Map(Object.values(schema).filter(isTable).map((table) => [nameOf(table), table]));

const sqliteTables = tablesByName(sqliteSchema, (value): value is SQLiteTable => is(value, SQLiteTable), (table) => getSqliteTableConfig(table).name);
const pgTables = tablesByName(pgSchema, (value): value is PgTable => is(value, PgTable), (table) => getPgTableConfig(table).name);

function named<T>(tables: Map<string, T>, name: string): T {
  const table = tables.get(name);
  if (!table) throw new Error(`No table ${name} in this dialect`);
  return table;
}

describe('schema parity, SQLite and PostgreSQL', () => {
  it('defines the same tables in both dialects', () => {
    expect(sqliteTables.size).toBeGreaterThan(15);
    expect([...pgTables.keys()].sort()).toEqual([...sqliteTables.keys()].sort());
  });

  it.each([...sqliteTables.keys()].sort())('%s: same columns, nullability, defaults, keys, uniques, indexes and foreign keys, and allowed types', (name) => {
    expect(tableDifferences(named(sqliteTables, name), named(pgTables, name))).toEqual([]);
  });

  it('maps every SQLite column kind in use to a PostgreSQL type (the pairs table covers the schema)', () => {
    const kinds = new Set([...sqliteTables.values()].flatMap((table) => getSqliteTableConfig(table).columns.map((column) => column.columnType)));
    expect([...kinds].filter((kind) => !(kind in ALLOWED_TYPE_PAIRS))).toEqual([]);
  });

  it('reads keys, uniques, indexes and foreign keys (a guard on the comparison itself)', () => {
    const votes = pgShape(named(pgTables, 'report_votes'));
    expect(votes.primaryKeys).toEqual(['report_votes_report_id_voter_key_pk (report_id, voter_key)']);
    expect(votes.indexes).toContain('report_votes_list_idx (report_id, created_at, role, vote, member_id, voter_name)');
    expect(votes.foreignKeys).toContain('report_votes_member_id_members_id_fk: (member_id) → members (id) on delete cascade on update no action');
    expect(sqliteShape(named(sqliteTables, 'documents')).columns['stored_name']).toMatchObject({ unique: 'documents_stored_name_unique', notNull: true });
    expect(sqliteShape(named(sqliteTables, 'applications')).indexes).toContain('applications_idempotency_idx unique (idempotency_key)');
  });

  describe('fails when the dialects drift (probe tables, not the real schema)', () => {
    const sqliteProbe = sqliteTable('probe', { id: text('id').primaryKey(), count: integer('count').notNull() }, (t) => [index('probe_count_idx').on(t.count)]);

    it('passes for a probe pair in step', () => {
      const pgProbe = pgTable('probe', { id: pgText('id').primaryKey(), count: pgInteger('count').notNull() }, (t) => [pgIndex('probe_count_idx').on(t.count)]);
      expect(tableDifferences(sqliteProbe, pgProbe)).toEqual([]);
    });

    it('reports a column added to one dialect only', () => {
      const pgProbe = pgTable('probe', { id: pgText('id').primaryKey(), count: pgInteger('count').notNull(), extra: pgText('extra') }, (t) => [
        pgIndex('probe_count_idx').on(t.count),
      ]);
      expect(tableDifferences(sqliteProbe, pgProbe)).toEqual(['column only in pg: extra']);
    });

    it('reports nullability, type and index drift', () => {
      const pgProbe = pgTable('probe', { id: pgText('id').primaryKey(), count: jsonb('count') }, (t) => [pgIndex('probe_count_idx').on(t.id)]);
      expect(tableDifferences(sqliteProbe, pgProbe)).toEqual([
        'column count: notNull is true in sqlite, false in pg',
        'column count: SQLiteInteger in sqlite may not become jsonb in pg',
        'index only in sqlite: probe_count_idx (count)',
        'index only in pg: probe_count_idx (id)',
      ]);
    });
  });
});
