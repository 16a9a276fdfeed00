import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/env';
import { relyingPartyOf } from '../../config/relying-party';
import { outboxExposureOf } from '../mail/outbox-exposure';
import { createMembersRepository } from './members.repository';

/**
 * The first admin, from ADMIN_EMAIL (or the printed default), so a fresh install can be signed into.
 * An existing member with that email is promoted rather than duplicated.
 */
export async function seedAdmin(app: FastifyInstance): Promise<void> {
  const members = createMembersRepository(app.db);
  const email = app.config.adminEmail;
  const now = app.clock.now();
  const existing = await members.findByEmail(email);
  if (!existing) {
    await members.create({ email, role: 'admin', allRoles: ['admin', 'member'], memberType: 'Individual' }, now).catch(async (error: unknown) => {
      // Instances starting together on one PostgreSQL database race to seed: the loser finds the winner's admin.
      if (!(await members.findByEmail(email))) throw error;
    });
  } else if (!existing.allRoles.includes('admin')) {
    await members.setRoles(existing.id, 'admin', [...new Set(['admin', ...existing.allRoles])], now);
  }
  if (app.config.env !== 'test') {
    app.log.info(
      `Admin: ${email}${app.config.adminEmailIsDefault ? ' (the default; set ADMIN_EMAIL to choose)' : ''}. Sign in at ${app.config.publicUrl}/login; ${whereTheLinkGoes(app.config)}.`,
    );
    const passkeys = passkeyWarning(app.config);
    if (passkeys) app.log.warn(passkeys);
  }
}

/** Said at start where browsers will not make passkeys at PUBLIC_URL (production refuses to start there). */
export function passkeyWarning(config: AppConfig): string | undefined {
  const relyingParty = relyingPartyOf(config.publicUrl);
  if (relyingParty.ok) return undefined;
  return `Passkeys cannot be made at PUBLIC_URL ${config.publicUrl}: it ${relyingParty.reason}. Admins need one to use the admin pages. Set PUBLIC_URL to a host name people reach this server at (http://localhost:${config.port} on this machine).`;
}

/** Where the admin finds the sign-in link this configuration sends, in words a person can act on. */
export function whereTheLinkGoes(config: AppConfig): string {
  if (config.smtpUrl) return `the link is emailed to ${config.adminEmail} through SMTP_URL`;
  const exposure = outboxExposureOf(config);
  if (exposure.mode !== 'off') return `the link appears in the dev outbox (${config.publicUrl}/api/dev/outbox) and in this log`;
  return `the link is printed in this log, as the "email (dev outbox)" line (the dev outbox page is off: ${exposure.reason}); set SMTP_URL to have it emailed`;
}
