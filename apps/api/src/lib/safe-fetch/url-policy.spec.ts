import { fakeResolver } from './test-servers';
import { resolveTarget } from './resolve-target';
import { checkUrl, createAllowList } from './url-policy';

describe('checkUrl', () => {
  it.each([
    ['http://127.1/', '127.0.0.1'],
    ['http://0x7f000001/', '127.0.0.1'],
    ['http://2130706433/', '127.0.0.1'],
    ['http://017700000001/', '127.0.0.1'],
    ['http://0x7f.1/', '127.0.0.1'],
    ['http://%31%32%37.0.0.1/', '127.0.0.1'],
    ['http://0/', '0.0.0.0'],
    ['http://[::ffff:127.0.0.1]/', '::ffff:7f00:1'],
    ['http://[::1]/', '::1'],
  ])('sees through the numeric host %s (it is the literal %s)', (raw, hostname) => {
    const checked = checkUrl(raw);
    expect(checked).toMatchObject({ ok: true, target: { hostname, literal: true } });
  });

  it.each([
    ['file:///etc/passwd', 'unsupported_scheme'],
    ['gopher://x/', 'unsupported_scheme'],
    ['ftp://x/', 'unsupported_scheme'],
    ['data:text/html,hi', 'unsupported_scheme'],
    ['javascript:alert(1)', 'unsupported_scheme'],
    ['ws://x/', 'unsupported_scheme'],
    ['http://user:pass@example.com/', 'credentials_in_url'],
    ['http://user@example.com/', 'credentials_in_url'],
    ['https://:secret@example.com/', 'credentials_in_url'],
    ['not a url', 'invalid_url'],
    ['http://[fe80::1%25eth0]/', 'invalid_url'],
  ])('refuses %s (%s)', (raw, reason) => {
    expect(checkUrl(raw)).toMatchObject({ ok: false, reason });
  });

  it('knows the default ports and keeps the name for hostnames', () => {
    expect(checkUrl('https://Example.COM/x?y=1')).toMatchObject({ ok: true, target: { hostname: 'example.com', port: 443, literal: false } });
    expect(checkUrl('http://example.com:8080/')).toMatchObject({ ok: true, target: { port: 8080 } });
  });
});

describe('createAllowList', () => {
  it('lets through exact host:port pairs however the host is written, and nothing else', () => {
    const list = createAllowList(['127.0.0.1:4000', '[0:0:0:0:0:0:0:1]:4001', 'LocalHost:4002', '10.0.0.1', 'garbage:port']);
    expect(list.allows('127.0.0.1', 4000)).toBe(true);
    expect(list.allows('127.0.0.1', 4001)).toBe(false);
    expect(list.allows('::1', 4001)).toBe(true);
    expect(list.allows('[::1]', 4001)).toBe(true);
    expect(list.allows('localhost', 4002)).toBe(true);
    expect(list.allows('localhost.', 4002)).toBe(true);
    // An entry without a port would open every service on the host, so it opens nothing.
    expect(list.allows('10.0.0.1', 80)).toBe(false);
    expect(createAllowList([]).allows('127.0.0.1', 4000)).toBe(false);
  });
});

describe('resolveTarget (the decision, no connection)', () => {
  const none = createAllowList([]);
  const target = (raw: string) => {
    const checked = checkUrl(raw);
    if (!checked.ok) throw new Error(checked.message);
    return checked.target;
  };

  it('accepts a hostname whose every address is public', async () => {
    const resolver = fakeResolver({ 'acme.test': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'] });
    const resolved = await resolveTarget(target('https://acme.test/'), resolver, none);
    expect(resolved).toEqual({ ok: true, addresses: [{ address: '93.184.216.34', family: 4 }, { address: '2606:2800:220:1:248:1893:25c8:1946', family: 6 }] });
  });

  it.each([
    [['127.0.0.1']],
    [['93.184.216.34', '127.0.0.1']],
    [['93.184.216.34', '::ffff:10.0.0.1']],
    [['169.254.169.254']],
    [['fd00:ec2::254']],
  ])('refuses a hostname answering %j', async (answers) => {
    const resolved = await resolveTarget(target('https://acme.test/'), fakeResolver({ 'acme.test': answers }), none);
    expect(resolved).toMatchObject({ ok: false, reason: 'blocked_address' });
  });

  it('reports a failed or empty lookup', async () => {
    expect(await resolveTarget(target('https://nowhere.test/'), fakeResolver({}), none)).toMatchObject({ ok: false, reason: 'dns_failed' });
    expect(await resolveTarget(target('https://empty.test/'), fakeResolver({ 'empty.test': [] }), none)).toMatchObject({ ok: false, reason: 'dns_failed' });
  });

  it('checks literals without asking the resolver', async () => {
    const resolver = fakeResolver({});
    expect(await resolveTarget(target('http://8.8.8.8/'), resolver, none)).toMatchObject({ ok: true });
    expect(await resolveTarget(target('http://[::1]/'), resolver, none)).toMatchObject({ ok: false, reason: 'blocked_address' });
    expect(resolver.calls).toEqual([]);
  });

  it('reaches public hosts on 80 and 443 only, unless told otherwise', async () => {
    const resolver = fakeResolver({ 'acme.test': ['93.184.216.34'] });
    expect(await resolveTarget(target('http://acme.test/'), resolver, none)).toMatchObject({ ok: true });
    expect(await resolveTarget(target('https://acme.test/'), resolver, none)).toMatchObject({ ok: true });
    expect(await resolveTarget(target('http://acme.test:25/'), resolver, none)).toMatchObject({ ok: false, reason: 'blocked_port' });
    expect(await resolveTarget(target('http://8.8.8.8:6379/'), resolver, none)).toMatchObject({ ok: false, reason: 'blocked_port' });
    expect(await resolveTarget(target('http://acme.test:8080/'), resolver, none, new Set([8080]))).toMatchObject({ ok: true });
  });

  it('lets an allow-listed pair through by name or by address, but only on that port', async () => {
    const resolver = fakeResolver({ 'site.test': ['127.0.0.1'] });
    expect(await resolveTarget(target('http://site.test:4000/'), resolver, createAllowList(['site.test:4000']))).toMatchObject({ ok: true });
    expect(await resolveTarget(target('http://site.test:4000/'), resolver, createAllowList(['127.0.0.1:4000']))).toMatchObject({ ok: true });
    expect(await resolveTarget(target('http://site.test:4001/'), resolver, createAllowList(['127.0.0.1:4000']))).toMatchObject({ ok: false });
  });
});
