/** A full name as the members table keeps it: the first word, and the rest as the last name. */
export function splitName(name: string): { firstName: string | null; lastName: string | null } {
  const [first, ...rest] = name.trim().split(/\s+/);
  return { firstName: first || null, lastName: rest.join(' ') || null };
}

/** The member's full name, or null when none is known. */
export const fullName = (member: { firstName: string | null; lastName: string | null }): string | null => [member.firstName, member.lastName].filter(Boolean).join(' ') || null;
