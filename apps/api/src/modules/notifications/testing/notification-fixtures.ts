import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { OutboxMessage } from '../../mail/outbox.repository';
import { createMembersRepository } from '../../members/members.repository';

/** Test only: a member with these roles, without signing in; answers their id. */
export async function addMember(app: FastifyInstance, email: string, role: string, allRoles: string[] = [role]): Promise<string> {
  const members = createMembersRepository(app.db);
  const found = await members.findByEmail(email);
  return (found ?? (await members.create({ email, role, allRoles }, app.clock.now()))).id;
}

/**
 * Test only: moves a member out of the active state. The members module has no such operation yet
 * (an admin cannot suspend anyone), so the test writes the column itself.
 */
export async function setMemberState(app: FastifyInstance, memberId: string, state: string): Promise<void> {
  const { members } = app.db.tables;
  await app.db.query((q) => q.update(members).set({ state }).where(eq(members.id, memberId)));
}

/** The notification emails (per-event and digests) as the dev outbox shows them, newest first. */
export async function notificationEmails(app: FastifyInstance, template?: string): Promise<OutboxMessage[]> {
  const response = await app.inject({ method: 'GET', url: '/api/dev/outbox?limit=200' });
  const { messages } = response.json() as { messages: OutboxMessage[] };
  return messages.filter((message) => (template ? message.template === template : message.template.startsWith('notification-')));
}

/** The path and query of an emailed link, for `inject`. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

export const unsubscribeLinkIn = (message: OutboxMessage | undefined): string => {
  if (!message) throw new Error('no such email in the outbox');
  const link = message.links.find((entry) => entry.includes('/api/notifications/unsubscribe?token='));
  if (!link) throw new Error(`no unsubscribe link in ${message.template} to ${message.to}`);
  return link;
};
