import type { FastifyInstance } from 'fastify';
import { createMembersRepository } from './members.repository';

/**
 * The first admin, from ADMIN_EMAIL (or the printed default), so a fresh install can be signed into.
 * An existing member with that email is promoted rather than duplicated.
 */
export function seedAdmin(app: FastifyInstance): void {
  const members = createMembersRepository(app.db);
  const email = app.config.adminEmail;
  const now = app.clock.now();
  const existing = members.findByEmail(email);
  if (!existing) {
    members.create({ email, role: 'admin', allRoles: ['admin', 'member'], memberType: 'Individual' }, now);
  } else if (!existing.allRoles.includes('admin')) {
    members.setRoles(existing.id, 'admin', [...new Set(['admin', ...existing.allRoles])], now);
  }
  if (app.config.env !== 'test') {
    const where = app.config.smtpUrl ? 'in that inbox' : `in the dev outbox (${app.config.publicUrl}/api/dev/outbox) and in this log`;
    app.log.info(
      `Admin: ${email}${app.config.adminEmailIsDefault ? ' (the default; set ADMIN_EMAIL to choose)' : ''}. Sign in at ${app.config.publicUrl}/login; the link arrives ${where}.`,
    );
  }
}
