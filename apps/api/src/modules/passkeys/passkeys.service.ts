import { createHash } from 'node:crypto';
import { CONSTANTS, PASSKEY_MESSAGES, passkeyStandingOf, type AddPasskeyRequest, type PasskeyAnswerRequest, type PasskeyView } from '@quorum/domain';
import type { RelyingParty } from '../../config/relying-party';
import type { Db } from '../../db/store';
import type { Clock } from '../../lib/clock';
import { unguessableId } from '../../lib/ids';
import { fail, type Result } from '../../lib/http/result';
import { holdsAdminRole, type SessionMember } from '../../plugins/access.types';
import type { Mailer } from '../../plugins/mail';
import { createAuditRepository } from '../audit/audit.repository';
import { standingAnswer, type StandingAnswer } from '../auth/auth.service';
import { createSessionRepository } from '../auth/session.repository';
import { mailTemplates } from '../mail/templates';
import { createMembersRepository, type MemberRow } from '../members/members.repository';
import { createPasskeysRepository, type ChallengePurpose, type PasskeyRow } from './passkeys.repository';
import { createPasskeyRecovery } from './recovery.service';
import { authenticationOptions, registrationOptions, verifyAssertion, verifyRegistration, type KnownCredential, type UserVerification } from './webauthn';

/** The session a ceremony runs in: its id (hash) and when it was last confirmed with a passkey. */
export interface CeremonySession {
  idHash: string;
  confirmedAt: Date | null;
}

export type Ceremony = { challengeId: string; options: Record<string, unknown> };

const known = (row: PasskeyRow): KnownCredential => ({ id: row.id, publicKey: row.publicKey, counter: row.counter, transports: JSON.parse(row.transports) as string[] });

/**
 * How a passkey is named in URLs: the SHA-256 of its credential id, base64url (43 characters). A
 * credential id may be up to 1,023 bytes, past what a URL segment takes (a route's parameter is at
 * most 100 characters); the handle fits, and names the passkey among its owner's.
 */
export const handleOf = (credentialId: string) => createHash('sha256').update(credentialId).digest('base64url');

/** WebAuthn caps a credential id at 1,023 bytes: 1,364 characters of base64url. */
const MAX_CREDENTIAL_ID_CHARS = 1364;

export const viewOf = (row: PasskeyRow): PasskeyView => ({
  id: handleOf(row.id),
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  backedUp: row.backedUp,
});

/**
 * Admins' passkeys must verify the person (PIN, biometrics), not only their presence. Read from the
 * member as stored: an admin adding their first passkey acts as a member until it is made.
 */
const verificationFor = (member: Pick<SessionMember, 'role' | 'allRoles'>): UserVerification => (holdsAdminRole(member) ? 'required' : 'preferred');

/** The WebAuthn user handle: the member's id (random, no personal data), the same for all their passkeys. */
const userHandleOf = (memberId: string) => Buffer.from(memberId, 'utf8').toString('base64url');

/**
 * Passkeys (docs/flows/sign-in.md): a member registers them, signs in with one instead of an email
 * link, confirms with one that it is them (a step-up), renames and removes them. Every ceremony's
 * challenge is made here, kept in the database and spent at its first answer.
 */
export function createPasskeysService(deps: { db: Db; clock: Clock; relyingParty: RelyingParty | undefined; mailer: Mailer; publicUrl: string }) {
  const { db, clock } = deps;
  const profileUrl = `${deps.publicUrl}/member/profile`;
  const passkeys = createPasskeysRepository(db);
  const members = createMembersRepository(db);
  const recovery = createPasskeyRecovery(deps);

  const recentlyConfirmed = (session: CeremonySession, now: Date) => session.confirmedAt !== null && now.getTime() - session.confirmedAt.getTime() < CONSTANTS.PASSKEY_RECENT_CONFIRMATION_MS;

  async function begin(purpose: ChallengePurpose, challenge: string, userVerification: UserVerification, sessionIdHash: string | null, options: object): Promise<Ceremony> {
    const now = clock.now();
    // Unanswered challenges are dropped as new ones are made, an hour after they ran out.
    await passkeys.dropExpiredChallenges(new Date(now.getTime() - 60 * 60_000));
    const challengeId = unguessableId('pkc');
    await passkeys.createChallenge({ id: challengeId, challenge, purpose, sessionIdHash, userVerification, createdAt: now, expiresAt: new Date(now.getTime() + CONSTANTS.PASSKEY_CHALLENGE_MS) });
    return { challengeId, options: options as Record<string, unknown> };
  }

  /** The challenge, spent, if it was made for this purpose and (where it names one) this session. */
  async function spend(challengeId: string, purpose: ChallengePurpose, sessionIdHash: string | null) {
    const challenge = await passkeys.spendChallenge(challengeId, purpose, clock.now());
    if (!challenge || challenge.sessionIdHash !== sessionIdHash) return undefined;
    return challenge;
  }

  /**
   * Checks an assertion by a stored credential and records the use. Refused: an answer the library
   * does not verify, a device type that changed (the credential is not the one registered), a
   * counter another use already moved (a replay, or a clone racing the original).
   */
  async function useCredential(credential: PasskeyRow, request: PasskeyAnswerRequest, challenge: string, userVerification: UserVerification, relyingParty: RelyingParty) {
    const use = await verifyAssertion(relyingParty, request.response, challenge, known(credential), userVerification);
    if (!use || use.deviceType !== credential.deviceType) return undefined;
    const at = clock.now();
    if (!(await passkeys.recordUse(credential.id, credential.counter, { counter: use.counter, backedUp: use.backedUp, at }))) return undefined;
    return { ...use, at };
  }

  return {
    async list(memberId: string): Promise<PasskeyView[]> {
      return (await passkeys.listFor(memberId)).map(viewOf);
    },

    /** Options to add a passkey. A member who has one must have confirmed with it lately: an email link alone never adds a passkey beside theirs. */
    async registrationOptions(member: SessionMember, session: CeremonySession): Promise<Result<Ceremony>> {
      const relyingParty = deps.relyingParty;
      if (!relyingParty) return fail(409, PASSKEY_MESSAGES.unavailable);
      const existing = await passkeys.listFor(member.id);
      if (existing.length > 0 && !recentlyConfirmed(session, clock.now())) return fail(403, PASSKEY_MESSAGES.confirmFirst);
      const displayName = [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email;
      const stored = await members.findById(member.id);
      if (!stored) return fail(404, PASSKEY_MESSAGES.memberNotFound);
      const userVerification = verificationFor(stored);
      const options = await registrationOptions(relyingParty, { handle: member.id, name: member.email, displayName }, existing.map(known), userVerification);
      return { ok: true, ...(await begin('register', options.challenge, userVerification, session.idHash, options)) };
    },

    /**
     * Adds the passkey the authenticator made for the challenge. An admin adding one while holding
     * none (their first, or the first after a reset or a recovery), or while holding no recovery
     * code, also gets a new recovery code, answered here once and stored only as its hash.
     */
    async register(member: SessionMember, session: CeremonySession, request: AddPasskeyRequest): Promise<Result<{ passkey: PasskeyView; recoveryCode?: string }>> {
      const relyingParty = deps.relyingParty;
      if (!relyingParty) return fail(409, PASSKEY_MESSAGES.unavailable);
      const challenge = await spend(request.challengeId, 'register', session.idHash);
      if (!challenge) return fail(400, PASSKEY_MESSAGES.expired);
      const now = clock.now();
      const existing = await passkeys.listFor(member.id);
      if (existing.length > 0 && !recentlyConfirmed(session, now)) return fail(403, PASSKEY_MESSAGES.confirmFirst);
      // Roles as stored now, not as the options were asked: a member made an admin while the
      // ceremony was under way adds an admin's passkey, and that must verify the person too.
      const admin = holdsAdminRole((await members.findById(member.id)) ?? member);
      const made = await verifyRegistration(relyingParty, request.response, challenge.challenge, admin ? 'required' : challenge.userVerification);
      // The id posted must be the one the authenticator attested, within WebAuthn's bound; and a
      // credential id already on record (anyone's) is never taken over by a second registration.
      if (!made || made.id !== request.response.id || made.id.length > MAX_CREDENTIAL_ID_CHARS || (await passkeys.find(made.id))) return fail(400, PASSKEY_MESSAGES.notAdded);
      const row: PasskeyRow = {
        id: made.id,
        memberId: member.id,
        publicKey: made.publicKey,
        counter: made.counter,
        transports: JSON.stringify(made.transports.slice(0, 8)),
        deviceType: made.deviceType,
        backedUp: made.backedUp,
        aaguid: made.aaguid,
        name: request.name ?? `Passkey added ${now.toISOString().slice(0, 10)}`,
        createdAt: now,
        lastUsedAt: null,
      };
      const stored = await db.transaction(async (tx): Promise<{ recoveryCode?: string } | undefined> => {
        // Two registrations of one credential at once: the second finds the first's row.
        if (!(await createPasskeysRepository(tx).add(row))) return undefined;
        await createAuditRepository(tx).record({ actor: { id: member.id, email: member.email }, action: 'member.passkey_added', subjectType: 'member', subjectId: member.id, details: { passkey: row.id, name: row.name } }, now);
        // Making a passkey with the person verified is proof it is them, as using one is.
        if (made.userVerified) await createSessionRepository(tx).confirm(session.idHash, now);
        // Also an admin who has passkeys but no code (promoted while holding one): adding another took a recent confirmation.
        const needsCode = admin && (existing.length === 0 || (await createPasskeysRepository(tx).recoveryCodeHash(member.id)) === undefined);
        return needsCode ? { recoveryCode: await recovery.issueCode(tx, member.id, now) } : {};
      });
      if (!stored) return fail(400, PASSKEY_MESSAGES.notAdded);
      // The member hears of every passkey added: if it was not them, someone reads their email.
      await deps.mailer.send(member.email, mailTemplates.passkeyAdded(row.name, now, profileUrl));
      return { ok: true, passkey: viewOf(row), ...stored };
    },

    /** Options to sign in with any passkey this site holds (the browser offers the member's own). */
    async signInOptions(): Promise<Result<Ceremony>> {
      const relyingParty = deps.relyingParty;
      if (!relyingParty) return fail(409, PASSKEY_MESSAGES.unavailable);
      const options = await authenticationOptions(relyingParty, [], 'preferred');
      return { ok: true, ...(await begin('sign-in', options.challenge, 'preferred', null, options)) };
    },

    /**
     * The member a passkey signs in; `confirmedAt` when the person was verified (the session is then
     * confirmed), and where the session stands with the admins' rules.
     */
    async signIn(request: PasskeyAnswerRequest): Promise<Result<{ member: MemberRow; confirmedAt: Date | null; standing: StandingAnswer }>> {
      const relyingParty = deps.relyingParty;
      if (!relyingParty) return fail(409, PASSKEY_MESSAGES.unavailable);
      const challenge = await spend(request.challengeId, 'sign-in', null);
      if (!challenge) return fail(401, PASSKEY_MESSAGES.expired);
      const credential = await passkeys.find(request.response.id);
      if (!credential) return fail(401, PASSKEY_MESSAGES.unknownPasskey);
      const member = await members.findById(credential.memberId);
      if (!member || member.state !== 'active') return fail(401, PASSKEY_MESSAGES.signInFailed);
      if (request.response.response.userHandle !== undefined && request.response.response.userHandle !== userHandleOf(member.id)) return fail(401, PASSKEY_MESSAGES.signInFailed);
      const use = await useCredential(credential, request, challenge.challenge, verificationFor(member), relyingParty);
      if (!use) return fail(401, PASSKEY_MESSAGES.signInFailed);
      const confirmedAt = use.userVerified ? use.at : null;
      const { standing } = passkeyStandingOf({ admin: holdsAdminRole(member), hasPasskey: true, confirmedAt, now: use.at });
      return { ok: true, member, confirmedAt, standing: standingAnswer(standing, confirmedAt) };
    },

    /** Options to confirm it is you with one of your own passkeys, the person verified. */
    async confirmOptions(member: SessionMember, session: CeremonySession): Promise<Result<Ceremony>> {
      const relyingParty = deps.relyingParty;
      if (!relyingParty) return fail(409, PASSKEY_MESSAGES.unavailable);
      const own = await passkeys.listFor(member.id);
      if (own.length === 0) return fail(409, PASSKEY_MESSAGES.notFound);
      const options = await authenticationOptions(relyingParty, own.map(known), 'required');
      return { ok: true, ...(await begin('confirm', options.challenge, 'required', session.idHash, options)) };
    },

    async confirm(member: SessionMember, session: CeremonySession, request: PasskeyAnswerRequest): Promise<Result<{ confirmedAt: Date }>> {
      const relyingParty = deps.relyingParty;
      if (!relyingParty) return fail(409, PASSKEY_MESSAGES.unavailable);
      const challenge = await spend(request.challengeId, 'confirm', session.idHash);
      if (!challenge) return fail(400, PASSKEY_MESSAGES.expired);
      const credential = await passkeys.find(request.response.id);
      if (!credential || credential.memberId !== member.id) return fail(403, PASSKEY_MESSAGES.confirmFailed);
      const use = await useCredential(credential, request, challenge.challenge, 'required', relyingParty);
      if (!use) return fail(403, PASSKEY_MESSAGES.confirmFailed);
      await createSessionRepository(db).confirm(session.idHash, use.at);
      return { ok: true, confirmedAt: use.at };
    },

    /**
     * Names one of the member's passkeys. It changes no access, so it takes no confirmation; it is
     * audit-logged with the name before and after, so a name changed by someone else (whoever reads
     * the mailbox, to steer which one the owner removes) shows in the record.
     */
    async rename(member: Pick<SessionMember, 'id' | 'email'>, handle: string, name: string): Promise<Result<{ passkey: PasskeyView }>> {
      const own = (await passkeys.listFor(member.id)).find((row) => handleOf(row.id) === handle);
      if (!own) return fail(404, PASSKEY_MESSAGES.notFound);
      const row = await db.transaction(async (tx) => {
        const renamed = await createPasskeysRepository(tx).rename(member.id, own.id, name);
        if (renamed && renamed.name !== own.name) {
          const details = { passkey: own.id, from: own.name, to: renamed.name };
          await createAuditRepository(tx).record({ actor: { id: member.id, email: member.email }, action: 'member.passkey_renamed', subjectType: 'member', subjectId: member.id, details }, clock.now());
        }
        return renamed;
      });
      return row ? { ok: true, passkey: viewOf(row) } : fail(404, PASSKEY_MESSAGES.notFound);
    },

    /**
     * Removes one of the member's passkeys. It takes a confirmation with one of their passkeys in the
     * last 10 minutes, as adding a second does: whoever reads the mailbox could otherwise remove the
     * owner's and put theirs in its place. Every other session and mobile token of the member ends
     * with it (see below).
     */
    async remove(member: SessionMember, session: CeremonySession, handle: string): Promise<Result<object>> {
      const now = clock.now();
      const own = (await passkeys.listFor(member.id)).find((row) => handleOf(row.id) === handle);
      if (!own) return fail(404, PASSKEY_MESSAGES.notFound);
      if (!recentlyConfirmed(session, now)) return fail(403, PASSKEY_MESSAGES.confirmToRemove);
      const actor = { id: member.id, email: member.email };
      const removed = await db.transaction(async (tx) => {
        // The member's row first (decision 0020, a member's row): two removals at once, each of
        // the member's last two passkeys, would otherwise each see the other's passkey still there
        // (PostgreSQL) and neither end the sessions below. They queue here, and the second sees none left.
        const stored = await createMembersRepository(tx).findForWrite(member.id);
        const held = createPasskeysRepository(tx);
        if (!(await held.remove(member.id, own.id))) return false;
        await createAuditRepository(tx).record({ actor, action: 'member.passkey_removed', subjectType: 'member', subjectId: member.id, details: { passkey: own.id, name: own.name } }, now);
        // A passkey is removed most often because the device that held it is lost, and the sessions
        // that device opened or confirmed (an admin's, admin for 12 hours) must not outlive it; no
        // session records which passkey confirmed it, so every one ends but this one, which was
        // confirmed a moment ago, and every mobile token with them. For an admin left with none it
        // matters twice: each session would stand at 'setup', and any (one an email link opened
        // earlier, whoever reads the mailbox) could add the "first" passkey and act as the admin.
        // Roles as stored, not as this session's request carries them.
        const lastOfAnAdmin = stored !== undefined && holdsAdminRole(stored) && !(await held.holdsAny(member.id));
        await createSessionRepository(tx).revokeAllFor(member.id, now, session.idHash);
        await createAuditRepository(tx).record({ actor, action: 'member.sessions_ended', subjectType: 'member', subjectId: member.id, details: { reason: lastOfAnAdmin ? 'last-passkey-removed' : 'passkey-removed' } }, now);
        return true;
      });
      if (!removed) return fail(404, PASSKEY_MESSAGES.notFound);
      await deps.mailer.send(member.email, mailTemplates.passkeyRemoved(own.name, now, profileUrl));
      return { ok: true };
    },

    /**
     * An administrator removes every passkey of another member: the way back for a member who lost
     * the device that held their only passkey (adding or removing one would take a confirmation with
     * it). Their sessions end too, since whoever asked may not be the member; they sign in again by
     * email and add a new passkey. Audit-logged and emailed to the member. An admin's own passkeys
     * are theirs to remove, on their profile page, with a confirmation.
     */
    async resetFor(admin: SessionMember, memberId: string): Promise<Result<{ removed: number }>> {
      if (memberId === admin.id) return fail(409, PASSKEY_MESSAGES.resetOwn);
      const member = await members.findById(memberId);
      if (!member) return fail(404, PASSKEY_MESSAGES.memberNotFound);
      const now = clock.now();
      const removed = await db.transaction(async (tx) => {
        const held = await createPasskeysRepository(tx).listFor(memberId);
        if (held.length === 0) return 0;
        await createPasskeysRepository(tx).deleteAllFor(memberId);
        await createSessionRepository(tx).revokeAllFor(memberId, now);
        await createAuditRepository(tx).record({ actor: { id: admin.id, email: admin.email }, action: 'member.passkeys_reset', subjectType: 'member', subjectId: memberId, details: { removed: held.length } }, now);
        return held.length;
      });
      if (removed > 0) await deps.mailer.send(member.email, mailTemplates.passkeysReset(removed, now, profileUrl));
      return { ok: true, removed };
    },
  };
}

export type PasskeysService = ReturnType<typeof createPasskeysService>;
