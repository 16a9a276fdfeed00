import { randomBytes, timingSafeEqual } from 'node:crypto';
import { formatRecoveryCode, normalizeRecoveryCode, PASSKEY_MESSAGES, RECOVERY_CODE_ALPHABET, RECOVERY_CODE_LENGTH } from '@quorum/domain';
import { sha256Hex } from '../../crypto/hashing';
import type { Db } from '../../db/store';
import type { Clock } from '../../lib/clock';
import { fail, type Result } from '../../lib/http/result';
import { holdsAdminRole, type SessionMember } from '../../plugins/access.types';
import type { Mailer } from '../../plugins/mail';
import { createAuditRepository } from '../audit/audit.repository';
import { issueSignInLink } from '../auth/auth.service';
import { createLoginTokensRepository } from '../auth/login-tokens.repository';
import { createSessionRepository } from '../auth/session.repository';
import { mailTemplates } from '../mail/templates';
import { createMembersRepository } from '../members/members.repository';
import { createPasskeysRepository } from './passkeys.repository';

export const PASSKEYS_RECOVERED = 'member.passkeys_recovered';

/** 20 characters of the code's alphabet, from 20 random bytes: 32 divides 256, so each is equally likely (100 bits in all). */
function newRecoveryCode(): string {
  return [...randomBytes(RECOVERY_CODE_LENGTH)].map((byte) => RECOVERY_CODE_ALPHABET[byte % 32]).join('');
}

const hashOf = (code: string) => sha256Hex(normalizeRecoveryCode(code));

/** Both hashes as bytes, compared in constant time (a wrong code learns nothing from how long the refusal took). */
function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The ways back for an admin who lost every passkey (docs/flows/sign-in.md#admins), beside another
 * admin's reset (passkeys.service.ts, resetFor): the one-time recovery code shown when they added
 * their first passkey, and the recovery command run on the server itself (`npm run admin:recover`).
 * Either removes the admin's passkeys and code, ends their other sessions, is audit-logged and
 * emailed; the admin then adds a new passkey, and gets a new code.
 */
export function createPasskeyRecovery(deps: { db: Db; clock: Clock; mailer: Mailer; publicUrl: string }) {
  const { db, clock } = deps;
  const profileUrl = `${deps.publicUrl}/member/profile`;
  const members = createMembersRepository(db);

  /** Removes the passkeys and the code, ends the sessions (but `keep`), audit-logs; answers how many passkeys there were. */
  async function clear(tx: Db, memberId: string, now: Date, keep: string | undefined, audit: { actor: { id: string; email: string } | null; details: Record<string, unknown> }): Promise<number> {
    const passkeys = createPasskeysRepository(tx);
    const removed = (await passkeys.listFor(memberId)).length;
    await passkeys.deleteAllFor(memberId);
    await createSessionRepository(tx).revokeAllFor(memberId, now, keep);
    await createAuditRepository(tx).record({ actor: audit.actor, action: PASSKEYS_RECOVERED, subjectType: 'member', subjectId: memberId, details: { removed, ...audit.details } }, now);
    return removed;
  }

  return {
    /**
     * A new recovery code for the admin, in place of any earlier one: stored as its hash, inside the
     * caller's transaction (the passkey it comes with), answered once as the admin is to read it.
     */
    async issueCode(tx: Db, memberId: string, now: Date): Promise<string> {
      const code = newRecoveryCode();
      await createPasskeysRepository(tx).setRecoveryCode(memberId, hashOf(code), now);
      return formatRecoveryCode(code);
    },

    /**
     * The admin's recovery code, typed after an email sign-in: right and unspent, it is spent, and
     * the session it was typed in stays (it stands at 'setup' now). Wrong, spent, or not an admin's:
     * one refusal, nothing changes.
     */
    async recoverWithCode(member: SessionMember, sessionIdHash: string, code: string): Promise<Result<{ removed: number }>> {
      const row = await members.findById(member.id);
      const stored = row && row.state === 'active' && holdsAdminRole(row) ? await createPasskeysRepository(db).recoveryCodeHash(member.id) : undefined;
      const typed = hashOf(code);
      if (!stored || !sameHash(typed, stored)) return fail(400, PASSKEY_MESSAGES.recoveryCodeWrong);
      const now = clock.now();
      const removed = await db.transaction(async (tx) => {
        // Spent by the statement that checks it is still this code: two uses at once, one wins.
        if (!(await createPasskeysRepository(tx).spendRecoveryCode(member.id, stored))) return undefined;
        return clear(tx, member.id, now, sessionIdHash, { actor: { id: member.id, email: member.email }, details: { by: 'recovery-code' } });
      });
      if (removed === undefined) return fail(400, PASSKEY_MESSAGES.recoveryCodeWrong);
      await deps.mailer.send(member.email, mailTemplates.passkeysRecovered(removed, now, 'recovery-code', profileUrl));
      return { ok: true, removed };
    },

    /**
     * The recovery command on the server: for an active admin only, their passkeys and code removed,
     * every session ended, and a single-use sign-in link for the operator to hand them. `operator`
     * says who ran it (the host and the system user), for the audit log.
     */
    async recoverByServer(email: string, operator: Record<string, string>): Promise<Result<{ memberId: string; removed: number; link: string }>> {
      const member = await members.findByEmail(email.trim().toLowerCase());
      if (!member || member.state !== 'active' || !holdsAdminRole(member)) return fail(404, `${email} is not an active admin: nothing was changed.`);
      const now = clock.now();
      const removed = await db.transaction((tx) => clear(tx, member.id, now, undefined, { actor: null, details: { by: 'server-command', ...operator } }));
      const { link } = await issueSignInLink({ tokens: createLoginTokensRepository(db), clock, publicUrl: deps.publicUrl }, member.email);
      await deps.mailer.send(member.email, mailTemplates.passkeysRecovered(removed, now, 'server-command', profileUrl));
      return { ok: true, memberId: member.id, removed, link };
    },
  };
}

export type PasskeyRecovery = ReturnType<typeof createPasskeyRecovery>;
