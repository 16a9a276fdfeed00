import fc from 'fast-check';
import { canonicalAddress, classifyAddress, isPublicAddress } from './address-policy';

describe('classifyAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.1.1', 'linkLocal'],
    ['169.254.169.254', 'metadata'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.100.100.200', 'metadata'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'linkLocal'],
    ['fe80::1%eth0', 'linkLocal'],
    ['fd00::1', 'uniqueLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['fd00:ec2::254', 'metadata'],
    ['ff02::1', 'multicast'],
    ['fec0::1', 'deprecatedSiteLocal'],
    ['::ffff:127.0.0.1', 'ipv4Mapped:loopback'],
    ['::ffff:7f00:1', 'ipv4Mapped:loopback'],
    ['::ffff:169.254.169.254', 'ipv4Mapped:metadata'],
    ['::ffff:10.1.2.3', 'ipv4Mapped:private'],
    ['::ffff:0:7f00:1', 'rfc6145:loopback'],
    ['64:ff9b::7f00:1', 'rfc6052:loopback'],
    ['64:ff9b::a00:1', 'rfc6052:private'],
    ['64:ff9b:1::808:808', 'rfc6052LocalUse'],
    ['2002:7f00:1::', '6to4:loopback'],
    ['2002:c0a8:101::1', '6to4:private'],
    ['2001::1', 'teredo'],
    ['2001:db8::1', 'reserved'],
    ['::7f00:1', 'notGlobalUnicast'],
    ['not-an-address', 'invalid'],
    ['', 'invalid'],
  ])('refuses %s (%s)', (address, range) => {
    expect(classifyAddress(address)).toEqual({ allowed: false, range });
  });

  it.each(['93.184.216.34', '8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1', '[2606:4700::1]'])(
    'allows the public address %s',
    (address) => {
      expect(classifyAddress(address)).toEqual({ allowed: true });
    },
  );

  const v4 = (cidrBase: [number, number, number, number], prefix: number) =>
    fc.integer({ min: 0, max: 2 ** (32 - prefix) - 1 }).map((offset) => {
      const base = ((cidrBase[0] << 24) >>> 0) + (cidrBase[1] << 16) + (cidrBase[2] << 8) + cidrBase[3];
      const value = base + offset;
      return [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255].join('.');
    });
  const localV4 = fc.oneof(
    v4([127, 0, 0, 0], 8),
    v4([10, 0, 0, 0], 8),
    v4([172, 16, 0, 0], 12),
    v4([192, 168, 0, 0], 16),
    v4([169, 254, 0, 0], 16),
    v4([100, 64, 0, 0], 10),
    v4([0, 0, 0, 0], 8),
  );

  it('refuses every IPv4 address in the loopback, private, link-local, CGNAT and "this network" ranges', () => {
    fc.assert(fc.property(localV4, (address) => !isPublicAddress(address)), { numRuns: 2000 });
  });

  it('refuses the same addresses written as IPv4-mapped, SIIT, NAT64 and 6to4 IPv6', () => {
    fc.assert(
      fc.property(localV4, (address) => {
        const [a = 0, b = 0, c = 0, d = 0] = address.split('.').map(Number);
        const high = ((a << 8) | b).toString(16);
        const low = ((c << 8) | d).toString(16);
        return [`::ffff:${address}`, `::ffff:0:${high}:${low}`, `64:ff9b::${high}:${low}`, `2002:${high}:${low}::1`].every(
          (form) => !isPublicAddress(form),
        );
      }),
      { numRuns: 500 },
    );
  });
});

describe('canonicalAddress', () => {
  it('writes one address one way', () => {
    expect(canonicalAddress('[::1]')).toBe('::1');
    expect(canonicalAddress('0:0:0:0:0:0:0:1')).toBe('::1');
    expect(canonicalAddress('fe80::1%eth0')).toBe('fe80::1');
    expect(canonicalAddress('127.0.0.1')).toBe('127.0.0.1');
    expect(canonicalAddress('example.com')).toBeUndefined();
  });
});
