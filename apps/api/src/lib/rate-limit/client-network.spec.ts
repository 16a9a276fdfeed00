import { clientNetwork } from './client-network';

describe('the network a per-IP limit counts', () => {
  it('counts an IPv4 address as it is', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('203.0.113.8')).not.toBe(clientNetwork('203.0.113.7'));
  });

  it('counts every address of one IPv6 /64 as one, however it is written', () => {
    const one = ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0db8:0001:0002:abcd::9', '2001:DB8:1:2:0:0:0:7'].map(clientNetwork);
    expect(new Set(one)).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(clientNetwork('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address it carries', () => {
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('keeps what is not an address as it came', () => {
    expect(clientNetwork('unknown')).toBe('unknown');
  });
});
