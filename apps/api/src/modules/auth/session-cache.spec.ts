import type { SessionMember } from '../../plugins/access.types';
import { createSessionCache, type CachedSession } from './session-cache';

const member = (id: string, role = 'member'): SessionMember => ({ id, email: `${id}@example.com`, firstName: 'Ada', lastName: null, role, allRoles: [role], state: 'active', status: 'approved', memberType: 'Individual' });
const session = (idHash: string, memberId: string, expiresAt = 10_000): CachedSession => ({ idHash, member: member(memberId), expiresAt, confirmedAt: null, hasPasskey: false });

describe('the session cache', () => {
  it('serves a stored lookup until the session expires', () => {
    const cache = createSessionCache({ maxEntries: 10, ttlMs: Number.POSITIVE_INFINITY });
    cache.put('secret-a', session('hash-a', 'm1', 5_000), cache.generation(), 0);
    expect(cache.get('secret-a', 4_999)?.member.id).toBe('m1');
    expect(cache.get('secret-a', 5_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('asks again after its time to live, where other instances change rows', () => {
    const cache = createSessionCache({ maxEntries: 10, ttlMs: 60_000 });
    cache.put('secret-a', session('hash-a', 'm1', 1e9), cache.generation(), 1_000);
    expect(cache.get('secret-a', 60_999)).toBeDefined();
    expect(cache.get('secret-a', 61_000)).toBeUndefined();
  });

  it('forgets every session of a member whose access changed, and one ended session', () => {
    const cache = createSessionCache({ maxEntries: 10, ttlMs: Number.POSITIVE_INFINITY });
    cache.put('phone', session('hash-phone', 'm1'), cache.generation(), 0);
    cache.put('laptop', session('hash-laptop', 'm1'), cache.generation(), 0);
    cache.put('other', session('hash-other', 'm2'), cache.generation(), 0);
    cache.forget({ session: 'hash-laptop' });
    expect([cache.get('phone', 1), cache.get('laptop', 1), cache.get('other', 1)].map((entry) => entry?.idHash)).toEqual(['hash-phone', undefined, 'hash-other']);
    cache.forget({ member: 'm1' });
    expect(cache.get('phone', 1)).toBeUndefined();
    expect(cache.get('other', 1)?.idHash).toBe('hash-other');
  });

  it('does not store a lookup that was under way when a change was announced', () => {
    const cache = createSessionCache({ maxEntries: 10, ttlMs: Number.POSITIVE_INFINITY });
    const started = cache.generation();
    cache.forget({ member: 'm1' }); // the lookup read the row before this change committed
    cache.put('secret-a', session('hash-a', 'm1'), started, 0);
    expect(cache.get('secret-a', 1)).toBeUndefined();
  });

  it('serves and stores nothing while disabled, and starts empty when enabled again', () => {
    const cache = createSessionCache({ maxEntries: 10, ttlMs: Number.POSITIVE_INFINITY });
    cache.put('secret-a', session('hash-a', 'm1'), cache.generation(), 0);
    cache.setEnabled(false);
    expect(cache.get('secret-a', 1)).toBeUndefined();
    cache.put('secret-b', session('hash-b', 'm2'), cache.generation(), 0);
    cache.setEnabled(true);
    expect(cache.size).toBe(0);
  });

  it('keeps at most its number of entries, dropping the oldest', () => {
    const cache = createSessionCache({ maxEntries: 2, ttlMs: Number.POSITIVE_INFINITY });
    for (const name of ['a', 'b', 'c']) cache.put(name, session(`hash-${name}`, `m-${name}`), cache.generation(), 0);
    expect(cache.size).toBe(2);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('c', 1)?.idHash).toBe('hash-c');
    cache.forget({ session: 'hash-a' });
    expect(cache.size).toBe(2);
  });

  it('hands out a frozen member: a request cannot change what the next one sees', () => {
    const cache = createSessionCache({ maxEntries: 10, ttlMs: Number.POSITIVE_INFINITY });
    cache.put('secret-a', session('hash-a', 'm1'), cache.generation(), 0);
    const cached = cache.get('secret-a', 1);
    expect(Object.isFrozen(cached?.member)).toBe(true);
    expect(() => {
      (cached?.member as SessionMember).role = 'admin';
    }).toThrow(TypeError);
  });
});
