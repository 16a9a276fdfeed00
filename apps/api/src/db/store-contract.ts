import { randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { waitUntil } from '../testing/wait-until';
import { isUniqueViolation } from './errors';
import { instantValue, type Store } from './store';

/**
 * What every Store promises, whatever the dialect: the same behaviour on SQLite and PostgreSQL.
 * Each dialect's spec calls this with a factory for a fresh, migrated, empty store, and what it
 * says of itself (`soleProcess`, whether it has the hand-prepared path).
 */
export function describeStoreContract(dialect: string, open: () => Promise<Store>, expected: { soleProcess: boolean; handPrepared: boolean }): void {
  describe(`the ${dialect} store`, () => {
    let store: Store;
    beforeEach(async () => {
      store = await open();
    });
    afterEach(async () => {
      await store.close();
    });

    const at = new Date('2026-06-01T12:00:00.000Z');
    const put = (db: Pick<Store, 'query'>, key: string, value: unknown) =>
      db.query((q) => q.insert(store.tables.settings).values({ key, value, updatedAt: at }));
    const keys = async () =>
      (await store.query((q) => q.select({ key: store.tables.settings.key }).from(store.tables.settings).orderBy(store.tables.settings.key))).map((row) => row.key);
    const tick = () => new Promise((resolve) => setImmediate(resolve));

    it('says whether this process is the database\'s only user, in and out of transactions', async () => {
      expect(store.soleProcess).toBe(expected.soleProcess);
      expect(await store.transaction(async (tx) => tx.soleProcess)).toBe(expected.soleProcess);
    });

    it('has the hand-prepared path only outside transactions, where the store has one', async () => {
      expect(store.handPrepared !== undefined).toBe(expected.handPrepared);
      expect(await store.transaction(async (tx) => tx.handPrepared)).toBeUndefined();
    });

    // Modules branch on the capability: where a store offers it, it must answer what the drizzle read would.
    if (expected.handPrepared) {
      it('answers a hand-prepared read as arrays of column values, prepared once and run again with other values', async () => {
        await put(store, 'a', 1);
        await put(store, 'b', 2);
        const text = 'select "key", "updated_by" from "settings" where "key" in (?, ?) order by "key"';
        const read = store.handPrepared as NonNullable<Store['handPrepared']>;
        expect(await read.rows(text, ['a', 'b'])).toEqual([['a', null], ['b', null]]);
        expect(await read.rows(text, ['b', null])).toEqual([['b', null]]);
      });
    }

    it('runs queries: rows, the first row, and how many rows a write touched', async () => {
      const { settings } = store.tables;
      await put(store, 'a', { n: 1 });
      await put(store, 'b', [2]);
      expect(await keys()).toEqual(['a', 'b']);
      expect(await store.first((q) => q.select().from(settings).where(eq(settings.key, 'a')))).toEqual({ key: 'a', value: { n: 1 }, updatedAt: at, updatedBy: null });
      expect(await store.first((q) => q.select().from(settings).where(eq(settings.key, 'none')))).toBeUndefined();
      expect(await store.changes((q) => q.update(settings).set({ updatedBy: 'x' }))).toBe(2);
      expect(await store.changes((q) => q.delete(settings).where(eq(settings.key, 'none')))).toBe(0);
    });

    it('prepares a hot read once and runs it with placeholder values, instants included', async () => {
      const { settings } = store.tables;
      await put(store, 'a', 'first');
      const byKeyBefore = store.prepareFirst((q) =>
        q.select({ value: settings.value }).from(settings).where(and(eq(settings.key, sql.placeholder('key')), lt(settings.updatedAt, sql.placeholder('before')))),
      );
      const later = instantValue(store, new Date(at.getTime() + 1));
      expect(await byKeyBefore({ key: 'a', before: later })).toEqual({ value: 'first' });
      expect(await byKeyBefore({ key: 'a', before: instantValue(store, at) })).toBeUndefined();
      expect(await byKeyBefore({ key: 'b', before: later })).toBeUndefined();
    });

    it('runs the same prepared read made again (a repository per request) without clashing', async () => {
      const { settings } = store.tables;
      await put(store, 'a', 'first');
      const reads = Array.from({ length: 20 }, () => store.prepareFirst((q) => q.select({ value: settings.value }).from(settings).where(eq(settings.key, sql.placeholder('key')))));
      const values = await Promise.all(reads.map((read) => read({ key: 'a' })));
      expect(values).toEqual(Array.from({ length: 20 }, () => ({ value: 'first' })));
    });

    it('turns a refused write into a rejection, not a throw', async () => {
      await put(store, 'a', 1);
      const attempt = put(store, 'a', 2);
      expect(attempt).toBeInstanceOf(Promise);
      // The driver's error class may come from another Jest module realm: check what it says, not its class.
      expect(isUniqueViolation(await attempt.then(() => undefined, (error: unknown) => error))).toBe(true);
    });

    it('commits a transaction whole, and rolls all of it back when its work throws', async () => {
      await store.transaction(async (tx) => {
        await put(tx, 'a', 1);
        await put(tx, 'b', 2);
      });
      await expect(
        store.transaction(async (tx) => {
          await put(tx, 'c', 3);
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      const refused = await store.transaction(async (tx) => put(tx, 'd', 4).then(() => put(tx, 'a', 5))).then(() => undefined, (error: unknown) => error);
      expect(isUniqueViolation(refused)).toBe(true);
      expect(await keys()).toEqual(['a', 'b']);
    });

    it('makes a nested transaction a savepoint: its failure rolls back only its own writes', async () => {
      await store.transaction(async (tx) => {
        await put(tx, 'outer', 1);
        await expect(
          tx.transaction(async (inner) => {
            await put(inner, 'inner', 2);
            throw new Error('inner fails');
          }),
        ).rejects.toThrow('inner fails');
        await tx.transaction((inner) => put(inner, 'inner-ok', 3));
      });
      expect(await keys()).toEqual(['inner-ok', 'outer']);
    });

    it('keeps a write made elsewhere out of an open transaction: its rollback does not take it along', async () => {
      let outside: Promise<unknown> | undefined;
      await expect(
        store.transaction(async (tx) => {
          await put(tx, 'in-tx', 1);
          outside = put(store, 'outside', 2);
          // Give the outside write every chance to run while the transaction is open.
          for (let turn = 0; turn < 5; turn += 1) await tick();
          await put(tx, 'in-tx-2', 3);
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      await outside;
      expect(await keys()).toEqual(['outside']);
    });

    it('refuses a transaction handle used after its transaction ended', async () => {
      let leaked: Pick<Store, 'query'> | undefined;
      await store.transaction(async (tx) => {
        leaked = tx;
      });
      await expect(put(leaked as Pick<Store, 'query'>, 'late', 1)).rejects.toThrow('this transaction has ended');
      expect(await keys()).toEqual([]);
    });

    it('commit: durable writes that arrive together all land, and a failing one fails alone', async () => {
      const results = await Promise.allSettled([
        ...Array.from({ length: 30 }, (_, index) => store.commit((tx) => put(tx, `k${String(index).padStart(2, '0')}`, index))),
        store.commit(async (tx) => {
          await put(tx, 'half', 1);
          await put(tx, 'k00', 'duplicate');
        }),
      ]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(30);
      expect(results[30]?.status).toBe('rejected');
      const stored = await keys();
      expect(stored).toHaveLength(30);
      expect(stored).not.toContain('half');
    });

    it('moves its data version when committed data changes', async () => {
      const before = await store.dataVersion();
      await put(store, 'a', 1);
      const afterInsert = await store.dataVersion();
      expect(afterInsert).not.toBe(before);
      await store.transaction((tx) => tx.changes((q) => q.update(store.tables.settings).set({ value: 2 })));
      expect(await store.dataVersion()).not.toBe(afterInsert);
    });

    // What lets a cached deal list be served: a version that moved with every request would rebuild it every time.
    it('keeps its data version while only reads happen', async () => {
      await put(store, 'a', 1);
      const settled = await store.dataVersion();
      for (let read = 0; read < 20; read += 1) await store.query((q) => q.select().from(store.tables.settings));
      await store.transaction((tx) => tx.query((q) => q.select().from(store.tables.settings)));
      expect(await store.dataVersion()).toBe(settled);
    });

    it('signals other processes only where there are others, and only what committed', async () => {
      if (store.soleProcess) {
        expect(store.signal).toBeUndefined();
        expect(store.listen).toBeUndefined();
        expect(await store.transaction(async (tx) => tx.signal)).toBeUndefined();
        return;
      }
      const heard: string[] = [];
      let ready!: () => void;
      const listening = new Promise<void>((resolve) => (ready = resolve));
      const subscription = await store.listen?.('quorum_contract', { message: (payload) => heard.push(payload), listening: () => ready(), lost: () => undefined });
      try {
        await listening;
        await store.transaction(async (tx) => tx.signal?.('quorum_contract', 'committed'));
        await store
          .transaction(async (tx) => {
            await tx.signal?.('quorum_contract', 'rolled back');
            throw new Error('roll back');
          })
          .catch(() => undefined);
        await store.signal?.('quorum_contract', 'outside');
        await waitUntil('two signals to arrive', () => heard.length >= 2, { describe: () => JSON.stringify(heard) });
        expect(heard).toEqual(['committed', 'outside']);
      } finally {
        await subscription?.close();
      }
    });

    it('forgets deleted rows on request and goes on working', async () => {
      await put(store, 'a', 1);
      await store.changes((q) => q.delete(store.tables.settings));
      await expect(store.forgetDeleted()).resolves.toBeUndefined();
      await put(store, 'b', 2);
      expect(await keys()).toEqual(['b']);
    });

    it('says how many bytes the database takes, more once rows are added', async () => {
      const before = await store.sizeBytes();
      expect(before).toBeGreaterThan(0);
      // Enough rows to need more pages on either database (a page is 4 KB on SQLite, 8 KB on
      // PostgreSQL), of text neither compresses.
      for (let index = 0; index < 200; index += 1) await put(store, `size-${index}`, randomBytes(750).toString('hex'));
      expect(await store.sizeBytes()).toBeGreaterThan(before);
    });

    it('commit: answers with what the work returned', async () => {
      await expect(store.commit(async (tx) => (await put(tx, 'a', 1), 'stored'))).resolves.toBe('stored');
    });
  });
}
