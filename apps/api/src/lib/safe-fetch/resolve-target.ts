import { lookup } from 'node:dns/promises';
import { isIPv6 } from 'node:net';
import { classifyAddress } from './address-policy';
import { failure, type ResolvedAddress, type Resolver, type SafeFetchFailure } from './types';
import type { AllowList, TargetUrl } from './url-policy';

export const DEFAULT_PORTS: ReadonlySet<number> = new Set([80, 443]);

/** The operating system's resolver, as the socket would have used it; all addresses, in its order. */
export const systemResolver: Resolver = async (hostname) => {
  const answers = await lookup(hostname, { all: true, verbatim: true });
  return answers.map((answer) => ({ address: answer.address, family: answer.family === 6 ? 6 : 4 }));
};

/**
 * Resolves the target once and checks every address. One bad address refuses the whole host: with
 * several answers the socket may pick any of them, and an attacker controls which.
 * The addresses returned are the only ones the connection may use (see pinnedLookup).
 */
/**
 * One message for a name that does not resolve and one that resolves to a private address: the
 * message reaches members (a report's status), and telling the two apart would let them map our
 * internal DNS names. The reason code still tells them apart for our own logic.
 */
export const NOT_ALLOWED_OR_UNKNOWN = 'The address is not allowed or could not be found';

export async function resolveTarget(
  target: TargetUrl,
  resolver: Resolver,
  allowList: AllowList,
  allowedPorts: ReadonlySet<number> = DEFAULT_PORTS,
): Promise<{ ok: true; addresses: ResolvedAddress[] } | SafeFetchFailure> {
  let addresses: ResolvedAddress[];
  if (target.literal) {
    addresses = [{ address: target.hostname, family: isIPv6(target.hostname) ? 6 : 4 }];
  } else {
    try {
      addresses = await resolver(target.hostname);
    } catch {
      return failure('dns_failed', NOT_ALLOWED_OR_UNKNOWN);
    }
    if (addresses.length === 0) return failure('dns_failed', NOT_ALLOWED_OR_UNKNOWN);
  }
  const hostListed = allowList.allows(target.hostname, target.port);
  let reachesPublicHost = false;
  for (const { address } of addresses) {
    if (hostListed || allowList.allows(address, target.port)) continue;
    const verdict = classifyAddress(address);
    if (!verdict.allowed) return failure('blocked_address', NOT_ALLOWED_OR_UNKNOWN);
    reachesPublicHost = true;
  }
  // Checked after every address, so a private answer is always reported as what it is.
  if (reachesPublicHost && !allowedPorts.has(target.port)) return failure('blocked_port', `Port ${target.port} is not one we fetch from`);
  return { ok: true, addresses };
}
