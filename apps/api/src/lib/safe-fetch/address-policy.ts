import ipaddr from 'ipaddr.js';

export type AddressVerdict = { allowed: true } | { allowed: false; range: string };

/**
 * Cloud metadata endpoints, named even though the range rules below already refuse them: they are
 * the prize of most SSRF attacks, so a later loosening of the range rules must not reopen them.
 */
const METADATA_ADDRESSES = new Set(['169.254.169.254', 'fd00:ec2::254', '100.100.100.200']);

/** Only global unicast (2000::/3) is reachable on the public IPv6 internet; everything else is local, special or deprecated. */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');
/** The well-known NAT64 prefix; 64:ff9b:1::/48 is for local use and is refused as a whole. */
const NAT64_WELL_KNOWN = ipaddr.IPv6.parseCIDR('64:ff9b::/96');

/**
 * Decides whether a server-side fetch may connect to an address. An allow list (only public
 * unicast passes) rather than a deny list: a range we forgot is refused, not reachable.
 */
export function classifyAddress(text: string): AddressVerdict {
  const bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  if (!ipaddr.isValid(bare)) return { allowed: false, range: 'invalid' };
  const address = ipaddr.parse(bare);
  if (METADATA_ADDRESSES.has(normalize(address))) return { allowed: false, range: 'metadata' };
  return address.kind() === 'ipv4' ? classifyV4(address as ipaddr.IPv4) : classifyV6(address as ipaddr.IPv6);
}

export function isPublicAddress(text: string): boolean {
  return classifyAddress(text).allowed;
}

/** The canonical text of an address (IPv6 compressed, IPv4 dotted), so allow-list entries compare equal however written. */
export function canonicalAddress(text: string): string | undefined {
  const bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  return ipaddr.isValid(bare) ? normalize(ipaddr.parse(bare)) : undefined;
}

function normalize(address: ipaddr.IPv4 | ipaddr.IPv6): string {
  if (address.kind() === 'ipv6') {
    // A zone id names an interface, not a different host: drop it so the metadata check still matches.
    const copy = new ipaddr.IPv6((address as ipaddr.IPv6).parts);
    return copy.toString();
  }
  return address.toString();
}

function classifyV4(address: ipaddr.IPv4): AddressVerdict {
  if (METADATA_ADDRESSES.has(address.toString())) return { allowed: false, range: 'metadata' };
  const range = address.range();
  return range === 'unicast' ? { allowed: true } : { allowed: false, range };
}

function classifyV6(address: ipaddr.IPv6): AddressVerdict {
  if (address.range() === 'rfc6052' && !address.match(NAT64_WELL_KNOWN)) return { allowed: false, range: 'rfc6052LocalUse' };
  const embedded = embeddedIPv4(address);
  if (embedded) {
    // Translation prefixes reach whatever IPv4 host they carry, so that host decides.
    const verdict = classifyV4(embedded);
    return verdict.allowed ? verdict : { allowed: false, range: `${address.range()}:${verdict.range}` };
  }
  const range = address.range();
  if (range !== 'unicast') return { allowed: false, range };
  if (!address.match(GLOBAL_UNICAST_V6)) return { allowed: false, range: 'notGlobalUnicast' };
  return { allowed: true };
}

/** The IPv4 address inside an IPv4-mapped, SIIT (RFC 6145), NAT64 (RFC 6052) or 6to4 address. */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const parts = address.parts;
  const fromParts = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  switch (address.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
    case 'rfc6052':
      return fromParts(parts[6] ?? 0, parts[7] ?? 0);
    case '6to4':
      return fromParts(parts[1] ?? 0, parts[2] ?? 0);
    default:
      return undefined;
  }
}
