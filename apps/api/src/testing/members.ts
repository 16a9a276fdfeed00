import type { FastifyInstance } from 'fastify';
import { createMembersRepository } from '../modules/members/members.repository';
import { signIn } from './sign-in';

/** Adds a member with the given roles through the real repository and signs them in; returns the cookie. */
export async function memberWithRoles(app: FastifyInstance, email: string, role: string, allRoles: string[] = [role]): Promise<string> {
  const members = createMembersRepository(app.db);
  if (!(await members.findByEmail(email))) await members.create({ email, role, allRoles }, app.clock.now());
  return signIn(app, email);
}
