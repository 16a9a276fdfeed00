import ipaddr from 'ipaddr.js';

/** The bits of an IPv6 address one subscriber holds: providers hand out a /64 (or more) per customer. */
const IPV6_SUBSCRIBER_PREFIX = 64;

/**
 * Who a per-IP limit counts a request against. An IPv4 address is one subscriber (or one NAT), so
 * it is counted as it is; an IPv6 address is not: one machine may draw any of the 2^64 addresses of
 * its /64 and would get a fresh allowance with each, so IPv6 is counted by its /64. An IPv4-mapped
 * IPv6 address (a dual-stack socket) counts as the IPv4 address it carries. Anything unparsable is
 * counted as it came.
 */
export function clientNetwork(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.map((part, index) => (index < IPV6_SUBSCRIBER_PREFIX / 16 ? part : 0));
  return `${new ipaddr.IPv6(parts).toString()}/${IPV6_SUBSCRIBER_PREFIX}`;
}
