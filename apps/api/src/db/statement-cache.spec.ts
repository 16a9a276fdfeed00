import Database from 'better-sqlite3';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { statementCache } from './statement-cache';

describe('statementCache', () => {
  const open = () => {
    const sqlite = new Database(':memory:');
    sqlite.exec('CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL)');
    const prepare = jest.spyOn(sqlite, 'prepare');
    const orm = drizzle({ client: statementCache(sqlite) as Database.Database });
    return { sqlite, prepare, orm };
  };

  it('compiles each SQL text once however often drizzle builds it', () => {
    const { sqlite, prepare, orm } = open();
    for (let index = 0; index < 5; index += 1) orm.run(sql`insert into items (name) values (${`item ${index}`})`);
    for (let index = 0; index < 5; index += 1) expect(orm.get(sql`select name from items where id = ${index + 1}`)).toEqual({ name: `item ${index}` });
    expect(prepare).toHaveBeenCalledTimes(2);
    sqlite.close();
  });

  // drizzle reads arrays when it maps the columns itself and objects otherwise; one shared statement serves both.
  it('answers the row shape each use asks for on a shared statement', () => {
    const { sqlite, orm } = open();
    orm.run(sql`insert into items (name) values ('only')`);
    const select = sql`select id, name from items`;
    expect(orm.values(select)).toEqual([[1, 'only']]);
    expect(orm.all(select)).toEqual([{ id: 1, name: 'only' }]);
    expect(orm.values(select)).toEqual([[1, 'only']]);
    expect(orm.get(select)).toEqual({ id: 1, name: 'only' });
    sqlite.close();
  });
});
