import type { FastifyBaseLogger } from 'fastify';
import { CONSTANTS, passkeyStandingOf, type AuthResponse, type PasskeyStanding } from '@quorum/domain';
import { randomSecret, randomSixDigitCode, sha256Hex } from '../../crypto/hashing';
import type { Clock } from '../../lib/clock';
import { holdsAdminRole } from '../../plugins/access.types';
import type { Mailer } from '../../plugins/mail';
import { mailTemplates } from '../mail/templates';
import type { MemberRow, MembersRepository } from '../members/members.repository';
import type { IdentityProvider } from './identity-provider';
import type { LoginTokensRepository } from './login-tokens.repository';

export const LINK_LIFETIME_MINUTES = 10;
export const MAGIC_LINK_ANSWER = 'If this email belongs to a Quorum member, a sign-in link is on its way. It expires in 10 minutes.';

export type LoginOutcome = { ok: true; member: MemberRow; mobileToken: string } | { ok: false; message: string };

type SignedIn = Extract<AuthResponse, { success: true }>;
/** Where the session stands with the admins' passkey rules, as the session answer says it. */
export type StandingAnswer = Pick<SignedIn, 'passkeyStanding' | 'confirmedUntil'>;

/** The answer's standing: `confirmedUntil` while an admin's confirmation holds (12 hours from it). */
export function standingAnswer(standing: PasskeyStanding, confirmedAt: Date | null): StandingAnswer {
  const confirmedUntil = standing === 'confirmed' && confirmedAt ? new Date(confirmedAt.getTime() + CONSTANTS.ADMIN_CONFIRMATION_MS).toISOString() : null;
  return { passkeyStanding: standing, confirmedUntil };
}

/**
 * The signed-in member's auth state. `role` and `allRoles` are the member's as stored, admin
 * included, even while the session acts as a member: `passkeyStanding` tells the app what to ask for.
 */
export function authResponseFor(member: MemberRow, standing: StandingAnswer, mobileToken?: string): SignedIn {
  const name = [member.firstName, member.lastName].filter(Boolean).join(' ') || null;
  return {
    success: true,
    email: member.email,
    name,
    role: member.role as Extract<AuthResponse, { success: true }>['role'],
    allRoles: member.allRoles as Extract<AuthResponse, { success: true }>['allRoles'],
    state: member.state,
    status: member.status,
    memberType: member.memberType,
    memberId: member.id,
    ...standing,
    ...(mobileToken ? { mobileToken } : {}),
  };
}

/**
 * A single-use sign-in link (and its six-digit code) for the address, valid LINK_LIFETIME_MINUTES;
 * it voids the address's earlier ones. The email link, and the link the recovery command prints.
 */
export async function issueSignInLink(deps: { tokens: LoginTokensRepository; clock: Clock; publicUrl: string }, email: string): Promise<{ link: string; code: string }> {
  const token = randomSecret(32);
  const code = randomSixDigitCode();
  const now = deps.clock.now();
  await deps.tokens.issue({
    email,
    tokenHash: sha256Hex(token),
    codeHash: sha256Hex(code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + LINK_LIFETIME_MINUTES * 60_000),
  });
  // The link opens a confirmation page: mail scanners that open links do not spend the token.
  return { link: `${deps.publicUrl}/login?token=${encodeURIComponent(token)}`, code };
}

export function createAuthService(deps: {
  members: MembersRepository;
  tokens: LoginTokensRepository;
  provider: IdentityProvider;
  mailer: Mailer;
  clock: Clock;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Whether the member holds a passkey (the passkeys module's read). */
  holdsPasskey: (memberId: string) => Promise<boolean>;
}) {
  const { members, tokens, provider, mailer, clock, publicUrl } = deps;

  const issueMobileToken = async (member: MemberRow): Promise<string> => {
    // 24 random bytes are exactly 32 base64url characters: the length the members app stores.
    const token = randomSecret(24);
    const now = clock.now();
    await tokens.createMobileToken({
      tokenHash: sha256Hex(token),
      memberId: member.id,
      email: member.email,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CONSTANTS.AUTH_STATE_VALIDITY_MS),
    });
    return token;
  };

  return {
    /** Same answer whoever asks; only active members get an email. */
    async requestMagicLink(email: string): Promise<void> {
      const member = await members.findByEmail(email);
      if (!member || member.state !== 'active') return;
      const { link, code } = await issueSignInLink({ tokens, clock, publicUrl }, member.email);
      await mailer.send(member.email, mailTemplates.signInLink(link, code, LINK_LIFETIME_MINUTES));
    },

    async login(input: { didToken: string; email?: string | undefined }): Promise<LoginOutcome> {
      const identity = await provider.verify(input);
      if (!identity.ok) return identity;
      const member = await members.findByEmail(identity.email);
      if (!member || member.state !== 'active') {
        return { ok: false, message: 'There is no active Quorum membership for this email. You can apply at /apply.' };
      }
      return { ok: true, member, mobileToken: await issueMobileToken(member) };
    },

    /** The member a live mobile token stands for: active, and still at the address the token was issued to. */
    async validateMobileToken(token: string): Promise<MemberRow | null> {
      const issued = await tokens.findMobileTokenMember(sha256Hex(token.trim()), clock.now());
      const member = issued ? await members.findById(issued.memberId) : undefined;
      return member && member.state === 'active' && member.email === issued?.email ? member : null;
    },

    /** Where a session that is new, or confirmed at `confirmedAt`, stands for this member. */
    async standingOf(member: MemberRow, confirmedAt: Date | null): Promise<StandingAnswer> {
      if (!holdsAdminRole(member)) return standingAnswer('none', null);
      const { standing } = passkeyStandingOf({ admin: true, hasPasskey: await deps.holdsPasskey(member.id), confirmedAt, now: clock.now() });
      return standingAnswer(standing, confirmedAt);
    },

    /** The signed-in member as stored now (the session answer shows their current names and roles). */
    currentMember(memberId: string): Promise<MemberRow | undefined> {
      return members.findById(memberId);
    },

    async logout(memberId: string): Promise<void> {
      await tokens.revokeMobileTokens(memberId, clock.now());
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
