import ipaddr from 'ipaddr.js';
import type { AppConfig } from '../../config/env';

/** DEV_OUTBOX: `on` serves the outbox on any listener (a trusted network), `off` never; unset decides by the listener. */
export type DevOutboxSetting = AppConfig['devOutbox'];

export interface OutboxExposureInput {
  env: AppConfig['env'];
  /** HOST, the address the API listens on. */
  host: string;
  /** SMTP_URL is set: email leaves for a mail server and the outbox keeps no message text. */
  smtpConfigured: boolean;
  /** TRUST_PROXY_HOPS > 0: a reverse proxy in front forwards the network to the listener. */
  behindProxy: boolean;
  setting: DevOutboxSetting;
}

/**
 * Whether GET /api/dev/outbox exists, and why, in words for the start log. `loopback`: served
 * because only this machine can reach it; `opted-in`: served because DEV_OUTBOX=on says the network
 * is trusted (logged as a warning at every start); `off`: not registered at all.
 */
export type OutboxExposure = { mode: 'loopback' | 'opted-in' | 'off'; reason: string };

/**
 * A HOST that accepts connections from this machine only: `localhost`, or an IPv4 (four decimal
 * parts) or IPv6 address in the loopback range (127.0.0.0/8, ::1, and IPv4-mapped forms of them).
 * Anything else is not: the unspecified addresses (0.0.0.0, ::) listen everywhere, and any other
 * name may resolve to a reachable address. Short or numeric IPv4 forms (127.1, 0x7f.0.0.1) are
 * treated as names, so an unusual spelling fails closed.
 */
export function isLoopbackOnlyHost(host: string): boolean {
  if (host.toLowerCase() === 'localhost') return true;
  if (!ipaddr.IPv4.isValidFourPartDecimal(host) && !ipaddr.IPv6.isValid(host)) return false;
  // process() turns ::ffff:127.0.0.1 into 127.0.0.1, so its range is judged as IPv4.
  return ipaddr.process(host).range() === 'loopback';
}

/** The one rule for the dev outbox (docs/security/dev-outbox.md); pure, so every case is table-tested. */
export function decideOutboxExposure(input: OutboxExposureInput): OutboxExposure {
  if (input.env === 'production') return { mode: 'off', reason: 'NODE_ENV=production' };
  if (input.smtpConfigured) {
    const ignored = input.setting === 'on' ? ' (DEV_OUTBOX=on has no effect)' : '';
    return { mode: 'off', reason: `SMTP_URL is set: email goes to the mail server and no message text is kept${ignored}` };
  }
  if (input.setting === 'off') return { mode: 'off', reason: 'DEV_OUTBOX=off' };
  if (input.setting === 'on') {
    return {
      mode: 'opted-in',
      reason: `DEV_OUTBOX=on: anyone who can reach HOST=${input.host} can read every sign-in link, the admin's included. Use it only on a network you trust`,
    };
  }
  if (input.behindProxy) return { mode: 'off', reason: 'TRUST_PROXY_HOPS is set: a reverse proxy forwards the network to this listener' };
  if (!isLoopbackOnlyHost(input.host)) return { mode: 'off', reason: `HOST=${input.host} is not a loopback address, so others could reach it` };
  return { mode: 'loopback', reason: `HOST=${input.host} is a loopback address: only this machine can reach it` };
}

/** The decision for a loaded configuration: what the outbox route and the admin's start message use. */
export function outboxExposureOf(config: Pick<AppConfig, 'env' | 'host' | 'smtpUrl' | 'trustProxyHops' | 'devOutbox'>): OutboxExposure {
  return decideOutboxExposure({
    env: config.env,
    host: config.host,
    smtpConfigured: config.smtpUrl !== undefined,
    behindProxy: config.trustProxyHops > 0,
    setting: config.devOutbox,
  });
}
