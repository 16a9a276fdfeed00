import { isIP } from 'node:net';

/** Who passkeys are made for: the site's host name (the WebAuthn RP ID) and the origin pages run at. */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export type RelyingPartyResult = { ok: true; relyingParty: RelyingParty } | { ok: false; reason: string };

const RELYING_PARTY_NAME = 'Quorum';

/** `localhost` and its subdomains: browsers treat them as secure over plain http. */
const isLocalhost = (hostname: string) => hostname === 'localhost' || hostname.endsWith('.localhost');

/**
 * The relying party PUBLIC_URL stands for, or why it cannot be one. Browsers make passkeys only for
 * a host name (never an IP address) in a secure context: https, or http on localhost. The RP ID is
 * the host name itself, so a passkey made at quorum.example.com works there and nowhere else.
 */
export function relyingPartyOf(publicUrl: string): RelyingPartyResult {
  let url: URL;
  try {
    url = new URL(publicUrl);
  } catch {
    return { ok: false, reason: 'is not a URL' };
  }
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(hostname) !== 0) return { ok: false, reason: `is an IP address (${hostname}); passkeys need a host name, such as localhost or quorum.example.com` };
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLocalhost(hostname))) {
    return { ok: false, reason: 'must be https (plain http only for localhost): browsers make passkeys only for secure pages' };
  }
  return { ok: true, relyingParty: { id: hostname, origin: url.origin, name: RELYING_PARTY_NAME } };
}
