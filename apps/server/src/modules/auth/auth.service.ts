/**
 * Accounts and sign-in (spec point 7 "Auth", docs/design.md#auth): registration with e-mail
 * verification, local and social login, rotating refresh tokens with reuse detection, password
 * reset, sign-up steps and invitations.
 */
import { v7 as uuidv7 } from 'uuid';
import type {
  AuthResponse,
  InvitationType,
  RegisterInput,
  Role,
  SocialPlatform,
  TokenPair,
  UpdateCompanyDetailsInput,
  User,
  WorkOrderCategory,
} from '@lintel/shared';
import { toE164PhoneNumber } from '@lintel/shared';
import type { AppDeps, AuthContext, Executor } from '../../platform/deps.ts';
import { recordEvent } from '../../platform/events/events.ts';
import { AppError } from '../../platform/errors.ts';
import { hashToken, randomToken } from '../../platform/crypto.ts';
import type { QueuedMail } from '../../platform/jobs/mail-job.ts';
import { dummyHashPromise, hashPassword, verifyPassword } from '../../platform/passwords.ts';
import type { SocialVerifier } from './social.ts';
import * as repo from './auth.repository.ts';
import type { UserRow } from './auth.repository.ts';

const HOUR_MS = 60 * 60 * 1000;
const VERIFY_TOKEN_TTL_MS = 48 * HOUR_MS;
const RESET_TOKEN_TTL_MS = 1 * HOUR_MS;
const INVITATION_TTL_MS = 14 * 24 * HOUR_MS;
/** Absolute lifetime of a refresh-token family: a sign-in lasts at most 30 days. */
const REFRESH_FAMILY_TTL_MS = 30 * 24 * HOUR_MS;

/** Verification, password-reset and invitation e-mails: a job keyed by the token's hash (decision 013). */
/** A user's company details cleared (deleting them, or erasing a closed account). */
export const noCompanyDetails = {
  companyName: null,
  companyLogoId: null,
  companyEmail: null,
  companyPhoneNumber: null,
  companyAddress: null,
  companyWebsite: null,
} as const;

export const AUTH_MAIL_JOB = 'auth.mail';

export const messages = {
  registered: 'You have successfully signed up. Check your e-mail to verify your address.',
  registeredByInvitation: 'Your account is ready: the invitation already confirmed your e-mail address.',
  verified: 'Email verified successfully',
  resent: 'If that address has an unverified account, a new verification e-mail is on its way.',
  forgot: 'If an account uses that address, a link to reset the password is on its way.',
  reset: 'Your password has been reset. Sign in with the new password.',
};

export type AuthService = ReturnType<typeof createAuthService>;

const invitationTypeWords: Record<InvitationType, string> = { tenant: 'tenant', serviceProvider: 'service provider', propertyManager: 'property manager' };

/** Whether `targetId` is a record of `accountId` that an invitation of `type` may name (a tenant for type tenant). */
export type InvitationTargetCheck = (accountId: string, type: InvitationType, targetId: string) => Promise<boolean>;

/** The last 5 notifications and unseen count of a user (the notifications module's summaryFor). */
export type NotificationsOf = (executor: Executor, userId: string) => Promise<Pick<User, 'lastNotifications' | 'unseenNotificationsCount'>>;

/** Runs at every successful sign-in before tokens are issued (a pending account closing is cancelled: account-data). */
export type SignedInHook = (userId: string) => Promise<void>;

export function createAuthService(deps: AppDeps, social: SocialVerifier, notificationsOf: NotificationsOf, onSignedIn?: SignedInHook) {
  const { db, config, tokens, fileUrls, loginLimiter } = deps;

  /** Queues `message` as an `auth.mail` job in `tx` (decision 013): sent after the commit, once per token. */
  async function queueMail(tx: Executor, token: string, message: QueuedMail) {
    await deps.jobs.send(AUTH_MAIL_JOB, message, { key: hashToken(token), tx });
  }

  /** The user as the API shows it; `bell` = the notifications summary (empty where a route does not load it). */
  function toUser(row: UserRow, bell: Pick<User, 'lastNotifications' | 'unseenNotificationsCount'> = { lastNotifications: [], unseenNotificationsCount: 0 }): User {
    return {
      id: row.id,
      email: row.email,
      fullName: row.fullName,
      phoneNumber: row.phoneNumber,
      role: row.role,
      emailVerified: row.emailVerifiedAt !== null,
      profilePicture: row.profilePictureId ? fileUrls.url(row.profilePictureId, 'preview') : null,
      company: row.companyName
        ? {
            name: row.companyName,
            logo: row.companyLogoId ? fileUrls.url(row.companyLogoId, 'preview') : null,
            logoId: row.companyLogoId,
            email: row.companyEmail,
            phoneNumber: row.companyPhoneNumber,
            address: row.companyAddress,
            website: row.companyWebsite,
          }
        : null,
      isCompanyCapable: row.isCompanyCapable,
      signupStep: row.signupStep,
      redirectUrl: row.redirectUrl,
      trades: row.role === 'serviceProvider' ? row.trades : [],
      timeZone: row.timeZone,
      ...bell,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** The user with `timeZone` (the browser's, validated) stored when they had none; an existing zone is the profile's and stays. */
  async function zoneOnFirstSignIn(user: UserRow, timeZone: string | undefined): Promise<UserRow> {
    if (user.timeZone || !timeZone) return user;
    return repo.updateUser(db, user.id, { timeZone });
  }

  async function issueTokens(user: UserRow, familyId: string = uuidv7(), familyExpiresAt?: Date, executor: Executor = db): Promise<TokenPair> {
    const refreshToken = randomToken();
    await repo.insertRefreshToken(executor, {
      userId: user.id,
      familyId,
      tokenHash: hashToken(refreshToken),
      familyExpiresAt: familyExpiresAt ?? new Date(Date.now() + REFRESH_FAMILY_TTL_MS),
    });
    const jwt = await tokens.sign({ userId: user.id, role: user.role, accountId: user.id }, undefined, user.sessionVersion);
    return { jwt, refreshToken };
  }

  /** Writes a 48-hour verification token in `tx` and queues its e-mail there. */
  async function sendVerification(tx: Executor, user: UserRow) {
    const token = randomToken();
    await repo.insertEmailToken(tx, {
      userId: user.id,
      purpose: 'verifyEmail',
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + VERIFY_TOKEN_TTL_MS),
    });
    const link = `${config.publicUrl}/verify-email?token=${token}`;
    await queueMail(tx, token, {
      to: user.email,
      subject: 'Verify your e-mail address for Lintel',
      text: `Hello ${user.fullName},\n\nConfirm your e-mail address to start using Lintel:\n${link}\n\nThe link is valid for 48 hours.\n`,
      html: `<p>Hello ${escapeHtml(user.fullName)},</p><p>Confirm your e-mail address to start using Lintel:</p><p><a href="${link}">${link}</a></p><p>The link is valid for 48 hours.</p>`,
    });
  }

  /**
   * Ends every session of the user inside `tx` (issue 25 item 1): every refresh token revoked, the session
   * version raised, and `auth.sessionRevoked` recorded, which closes their live connections (4403) and
   * tells every instance to refuse older access tokens. Answers the new version for `sessionsEnded`.
   */
  async function endAllSessions(tx: Executor, userId: string, reason: 'logout' | 'passwordReset'): Promise<number> {
    await repo.revokeAllRefreshTokens(tx, userId);
    const sessionVersion = await repo.endSessions(tx, userId);
    await recordEvent(tx, { type: 'auth.sessionRevoked', accountId: userId, userIds: [userId], payload: { reason, sessionVersion } });
    return sessionVersion;
  }

  /** After the commit: this instance refuses the old tokens at once; the others when the event reaches them. */
  async function sessionsEnded(userId: string, sessionVersion: number) {
    tokens.endSessions(userId, sessionVersion);
    deps.events.flush();
  }

  async function loadUser(id: string): Promise<UserRow> {
    const row = await repo.findUserById(db, id);
    if (!row) throw new AppError('USER_NOT_FOUND', 'User not found');
    return row;
  }

  return {
    toUser,

    /**
     * POST /auth/local/register. Throws EMAIL_TAKEN (409). No tokens until the e-mail is verified — except
     * that signing up with a live invitation for the same address verifies it at once (no second e-mail).
     */
    async register(input: RegisterInput): Promise<{ message: string; user: User }> {
      const invitation = input.invitationToken
        ? await repo.findLiveInvitation(db, hashToken(input.invitationToken))
        : undefined;
      if (input.invitationToken && !invitation) {
        throw new AppError('TOKEN_EXPIRED_OR_USED', 'This invitation has expired or was already used', [
          { path: 'invitationToken', message: 'Invitation expired or used' },
        ]);
      }
      // The invitation was e-mailed to this address: signing up with it proves the address (issue 11 item 14).
      const invited = Boolean(invitation && invitation.email.toLowerCase() === input.email.toLowerCase());
      const role: Role = invited && invitation ? invitation.type : (input.role ?? 'homeOwner');
      const passwordHash = await hashPassword(input.password);
      const user = await db.transaction(async (tx) => {
        if (await repo.findUserByEmail(tx, input.email)) {
          throw new AppError('EMAIL_TAKEN', 'An account with this e-mail already exists', [
            { path: 'email', message: 'An account with this e-mail already exists. Sign in instead, or reset your password.' },
          ]);
        }
        const created = await repo.insertUser(tx, {
          email: input.email,
          passwordHash,
          fullName: input.fullName,
          role,
          signupStep: role === 'serviceProvider' ? 'form' : 'done',
          redirectUrl: input.redirectUrl ?? null,
          timeZone: input.timeZone ?? null,
          ...(invited ? { emailVerifiedAt: new Date() } : {}),
        });
        if (invited && invitation) {
          await repo.acceptInvitation(tx, invitation.id, created.id);
          // The inviter hears about it (a newUser notification; the notifications module consumes the event).
          await recordEvent(tx, {
            type: 'user.joined',
            accountId: invitation.inviterId,
            userIds: [invitation.inviterId],
            payload: {
              userId: created.id,
              invitationType: invitation.type,
              summary: `${created.fullName} accepted your invitation and joined Lintel as your ${invitationTypeWords[invitation.type]}`.slice(0, 300),
              link: invitation.type === 'tenant' ? `/tenants?id=${invitation.targetId}` : '/dashboard',
            },
          });
        }
        // The verification e-mail is a job of this transaction: the request never waits for SMTP.
        if (!invited) await sendVerification(tx, created);
        return created;
      });
      deps.events.flush();
      if (invited) return { message: messages.registeredByInvitation, user: toUser(user) };
      return { message: messages.registered, user: toUser(user) };
    },

    /**
     * POST /auth/local/login. 429 after 5 failures a minute per account or IP; 403 if unverified.
     * `timeZone` (the browser's) is stored when the user has none yet (accounts made before zones).
     */
    async login(email: string, password: string, ip: string, timeZone?: string): Promise<AuthResponse> {
      if (await loginLimiter.isBlocked(email, ip)) {
        throw new AppError('RATE_LIMITED', 'Too many failed sign-in attempts; try again in a minute', undefined, {
          'retry-after': '60',
        });
      }
      const user = await repo.findUserByEmail(db, email);
      const ok = user?.passwordHash
        ? await verifyPassword(user.passwordHash, password)
        : (await verifyPassword(await dummyHashPromise, password), false);
      if (!user || !ok) {
        await loginLimiter.recordFailure(email, ip);
        throw new AppError('INVALID_CREDENTIALS', 'Incorrect e-mail or password');
      }
      await loginLimiter.recordSuccess(email);
      if (!user.emailVerifiedAt) {
        throw new AppError('EMAIL_NOT_VERIFIED', 'Verify your e-mail address first; we can send the link again');
      }
      await repo.acceptInvitationsForEmail(db, user.email, user.id);
      await onSignedIn?.(user.id);
      const signedIn = await zoneOnFirstSignIn(user, timeZone);
      return { ...(await issueTokens(signedIn)), user: toUser(signedIn, await notificationsOf(db, signedIn.id)) };
    },

    /**
     * POST /auth/token/refresh: rotates the refresh token. A token that was already rotated revokes
     * its whole family (reuse means it was stolen). Throws REFRESH_TOKEN_INVALID (401).
     */
    async refresh(refreshToken: string): Promise<TokenPair> {
      const invalid = () => new AppError('REFRESH_TOKEN_INVALID', 'Your session has ended; sign in again');
      const tokenHash = hashToken(refreshToken);
      // The conditional update and the new token commit together: a concurrent reuse that loses the
      // race only sees the old token rotated once the new one exists, so its family revocation covers it.
      const issued = await db.transaction(async (tx) => {
        const row = await repo.rotateRefreshToken(tx, tokenHash);
        if (!row) return 'notRotatable' as const;
        const user = await repo.findUserById(tx, row.userId);
        if (!user?.emailVerifiedAt) return 'invalid' as const;
        return issueTokens(user, row.familyId, row.familyExpiresAt, tx);
      });
      if (issued === 'notRotatable') {
        const row = await repo.findRefreshToken(db, tokenHash);
        // Reuse of a rotated token (a replay, or the loser of a concurrent use) revokes the whole family.
        if (row?.rotatedAt) await repo.revokeRefreshFamily(db, row.familyId);
        throw invalid();
      }
      if (issued === 'invalid') throw invalid();
      return issued;
    },

    /**
     * POST /auth/logout: ends every session of the token's user (issue 25 item 1): all refresh tokens,
     * access tokens issued before it (401 on every instance) and open live connections (4403). Unknown
     * tokens are ignored.
     */
    async logout(refreshToken: string): Promise<void> {
      const row = await repo.findRefreshToken(db, hashToken(refreshToken));
      if (!row) return;
      const sessionVersion = await db.transaction((tx) => endAllSessions(tx, row.userId, 'logout'));
      await sessionsEnded(row.userId, sessionVersion);
    },

    /** PUT /auth/email/verify/{token}. Throws TOKEN_EXPIRED_OR_USED (422). */
    async verifyEmail(token: string) {
      const row = await repo.consumeEmailToken(db, 'verifyEmail', hashToken(token));
      if (!row) throw new AppError('TOKEN_EXPIRED_OR_USED', 'This verification link has expired or was already used');
      const user = await repo.updateUser(db, row.userId, { emailVerifiedAt: new Date() });
      return { message: messages.verified, redirectUrl: user.redirectUrl };
    },

    /** POST /auth/email/resend: same answer whether or not the address exists (no enumeration). */
    async resendVerification(email: string) {
      const user = await repo.findUserByEmail(db, email);
      if (user && !user.emailVerifiedAt) await db.transaction((tx) => sendVerification(tx, user));
      return { message: messages.resent };
    },

    /** GET /auth/forgot-password/{email}: sends a 1-hour reset link when the account exists. */
    async forgotPassword(email: string) {
      const user = await repo.findUserByEmail(db, email);
      if (user) {
        const token = randomToken();
        const link = `${config.publicUrl}/reset-password?token=${token}`;
        await db.transaction(async (tx) => {
          await repo.insertEmailToken(tx, {
            userId: user.id,
            purpose: 'resetPassword',
            tokenHash: hashToken(token),
            expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
          });
          await queueMail(tx, token, {
            to: user.email,
            subject: 'Reset your Lintel password',
            text: `Hello ${user.fullName},\n\nSomebody asked to reset the password of your Lintel account. If it was you, choose a new password here:\n${link}\n\nThe link is valid for one hour. If it was not you, ignore this e-mail.\n`,
            html: `<p>Hello ${escapeHtml(user.fullName)},</p><p>Choose a new password here:</p><p><a href="${link}">${link}</a></p><p>The link is valid for one hour. If you did not ask for it, ignore this e-mail.</p>`,
          });
        });
      }
      return { message: messages.forgot };
    },

    /** POST /auth/reset-password: sets the password and ends every session of the account, as logout does. */
    async resetPassword(token: string, password: string) {
      const passwordHash = await hashPassword(password);
      const ended = await db.transaction(async (tx) => {
        const row = await repo.consumeEmailToken(tx, 'resetPassword', hashToken(token));
        if (!row) throw new AppError('TOKEN_EXPIRED_OR_USED', 'This reset link has expired or was already used');
        const user = await repo.findUserById(tx, row.userId);
        await repo.updateUser(tx, row.userId, {
          passwordHash,
          emailVerifiedAt: user?.emailVerifiedAt ?? new Date(),
        });
        return { userId: row.userId, sessionVersion: await endAllSessions(tx, row.userId, 'passwordReset') };
      });
      await sessionsEnded(ended.userId, ended.sessionVersion);
      return { message: messages.reset };
    },

    /**
     * POST /auth/provider/{provider}/register|login with the provider's ID token. Register creates the
     * account (or links an existing one with the same verified e-mail); login needs an account.
     */
    async socialSignIn(
      provider: SocialPlatform,
      mode: 'register' | 'login',
      input: { idToken: string; role?: Role | undefined; fullName?: string | undefined; timeZone?: string | undefined },
    ): Promise<AuthResponse> {
      const identity = await social.verify(provider, input.idToken);
      const subjectColumn = provider === 'google' ? 'googleSubject' : 'appleSubject';
      let user = await repo.findUserBySocialSubject(db, provider, identity.subject);
      if (!user && identity.emailVerified) {
        const byEmail = await repo.findUserByEmail(db, identity.email);
        if (byEmail) {
          user = await repo.updateUser(db, byEmail.id, {
            [subjectColumn]: identity.subject,
            emailVerifiedAt: byEmail.emailVerifiedAt ?? new Date(),
          });
        }
      }
      if (!user) {
        if (mode === 'login') throw new AppError('USER_NOT_FOUND', `No Lintel account uses this ${provider} sign-in; sign up first`);
        if (!identity.emailVerified) throw new AppError('TOKEN_INVALID', `Your ${provider} e-mail address is not verified`);
        user = await repo.insertUser(db, {
          email: identity.email,
          fullName: input.fullName ?? identity.name ?? identity.email.split('@')[0] ?? 'New user',
          role: input.role ?? 'homeOwner',
          emailVerifiedAt: new Date(),
          signupStep: input.role ? 'form' : 'role',
          [subjectColumn]: identity.subject,
          timeZone: input.timeZone ?? null,
        });
      }
      await repo.acceptInvitationsForEmail(db, user.email, user.id);
      await onSignedIn?.(user.id);
      user = await zoneOnFirstSignIn(user, input.timeZone);
      return { ...(await issueTokens(user)), user: toUser(user, await notificationsOf(db, user.id)) };
    },

    async me(auth: AuthContext): Promise<User> {
      return toUser(await loadUser(auth.userId), await notificationsOf(db, auth.userId));
    },

    async resetRedirectUrl(auth: AuthContext): Promise<User> {
      return toUser(await repo.updateUser(db, auth.userId, { redirectUrl: null }));
    },

    /** PATCH /auth/fill-user-steps/{step}: 'role' picks the role, 'form' completes the profile. */
    async fillUserStep(auth: AuthContext, step: 'role' | 'form', body: Record<string, unknown>): Promise<User> {
      const user = await loadUser(auth.userId);
      if (step === 'role') {
        // The role is chosen during sign-up only; afterwards it would let anyone become a landlord.
        if (user.signupStep === 'done') throw new AppError('FORBIDDEN', 'The role can only be chosen while signing up');
        const role = body.role as Role;
        return toUser(await repo.updateUser(db, user.id, { role, signupStep: 'form' }));
      }
      if (user.signupStep === 'role') throw new AppError('CONFLICT', 'Choose a role first');
      const next = user.role === 'serviceProvider' && !user.companyName ? 'form' : 'done';
      return toUser(
        await repo.updateUser(db, user.id, {
          fullName: body.fullName as string,
          phoneNumber: (body.phoneNumber as string | undefined) ?? user.phoneNumber,
          signupStep: next,
        }),
      );
    },

    /** PATCH /auth/fill-sp-steps: a service provider's company; makes the user company-capable. */
    async fillServiceProviderSteps(
      auth: AuthContext,
      body: { companyName: string; phoneNumber?: string | undefined; trades: WorkOrderCategory[] },
    ): Promise<User> {
      const user = await loadUser(auth.userId);
      if (user.role !== 'serviceProvider') throw new AppError('FORBIDDEN', 'Only service providers fill these steps');
      return toUser(
        await repo.updateUser(db, user.id, {
          companyName: body.companyName,
          phoneNumber: body.phoneNumber ?? user.phoneNumber,
          trades: body.trades,
          isCompanyCapable: true,
          signupStep: 'done',
        }),
      );
    },

    /**
     * Company details (spec point 7 "Account", point 75): POST creates them (COMPANY_EXISTS 409 when the
     * user has some) and makes the user company-capable; PUT changes the given fields (COMPANY_NOT_FOUND
     * 404 when there are none); DELETE removes them and the company-capable flag, except for a service
     * provider, whose quotes carry the company (COMPANY_REQUIRED 409). The logo must be an image of the
     * caller's (422 naming logoId otherwise). The route guard limits these to `company.manage` roles.
     */
    async saveCompanyDetails(
      auth: AuthContext,
      mode: 'create' | 'update',
      body: UpdateCompanyDetailsInput,
      assertOwnImage: (accountId: string, fileId: string, path: string) => Promise<void>,
    ): Promise<User> {
      const user = await loadUser(auth.userId);
      if (mode === 'create' && user.companyName) throw new AppError('COMPANY_EXISTS', 'Your company details already exist; edit them instead');
      if (mode === 'update' && !user.companyName) throw new AppError('COMPANY_NOT_FOUND', 'You have no company details yet');
      if (body.logoId) await assertOwnImage(auth.accountId, body.logoId, 'logoId');
      const values: Partial<repo.NewUserRow> = { isCompanyCapable: true };
      if (body.name !== undefined) values.companyName = body.name;
      if (body.logoId !== undefined) values.companyLogoId = body.logoId;
      if (body.email !== undefined) values.companyEmail = body.email;
      if (body.phoneNumber !== undefined) values.companyPhoneNumber = body.phoneNumber === null ? null : toE164PhoneNumber(body.phoneNumber);
      if (body.address !== undefined) values.companyAddress = body.address;
      if (body.website !== undefined) values.companyWebsite = body.website;
      return toUser(await repo.updateUser(db, user.id, values));
    },

    async deleteCompanyDetails(auth: AuthContext): Promise<void> {
      const user = await loadUser(auth.userId);
      if (!user.companyName) throw new AppError('COMPANY_NOT_FOUND', 'You have no company details yet');
      if (user.role === 'serviceProvider') {
        throw new AppError('COMPANY_REQUIRED', "A service provider's quotes carry the company name: edit the details instead");
      }
      await repo.updateUser(db, user.id, { ...noCompanyDetails, isCompanyCapable: false });
    },

    async updateUserDetails(
      auth: AuthContext,
      body: {
        fullName?: string | undefined;
        phoneNumber?: string | null | undefined;
        profilePictureId?: string | null | undefined;
        timeZone?: string | undefined;
        trades?: WorkOrderCategory[] | undefined;
      },
      assertOwnImage: (accountId: string, fileId: string) => Promise<void>,
    ): Promise<User> {
      if (body.trades !== undefined && auth.role !== 'serviceProvider') throw new AppError('FORBIDDEN', 'Only service providers have trades');
      if (body.profilePictureId) await assertOwnImage(auth.accountId, body.profilePictureId);
      const values: Partial<repo.NewUserRow> = {};
      if (body.fullName !== undefined) values.fullName = body.fullName;
      if (body.phoneNumber !== undefined) values.phoneNumber = body.phoneNumber;
      if (body.profilePictureId !== undefined) values.profilePictureId = body.profilePictureId;
      if (body.timeZone !== undefined) values.timeZone = body.timeZone;
      if (body.trades !== undefined) values.trades = body.trades;
      return toUser(await repo.updateUser(db, auth.userId, values));
    },

    /**
     * POST /users/invite-user/{userId}?type=: e-mails a sign-up link for the record `targetId` of the
     * caller's account (e.g. a tenant). The person who signs up with the link gets the invited role.
     * `isOwnTarget` says whether the record belongs to the caller's account; when it does not (another
     * account's tenant, or none), TENANT_NOT_FOUND (404) and nothing is written or sent.
     */
    async inviteUser(
      auth: AuthContext,
      targetId: string,
      type: InvitationType,
      body: { email: string; fullName?: string | undefined },
      isOwnTarget: InvitationTargetCheck,
    ) {
      if (!(await isOwnTarget(auth.accountId, type, targetId))) throw new AppError('TENANT_NOT_FOUND', 'Tenant not found');
      const inviter = await loadUser(auth.userId);
      const token = randomToken();
      const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
      // The name the landlord entered fills the sign-up form (issue 11 item 14).
      const link = `${config.publicUrl}/sign-up?invitation=${token}&email=${encodeURIComponent(body.email)}${body.fullName ? `&name=${encodeURIComponent(body.fullName)}` : ''}`;
      const greeting = body.fullName ? `Hello ${body.fullName},` : 'Hello,';
      const invitation = await db.transaction(async (tx) => {
        const inserted = await repo.insertInvitation(tx, {
          inviterId: inviter.id,
          email: body.email,
          type,
          targetId,
          tokenHash: hashToken(token),
          expiresAt,
        });
        await queueMail(tx, token, {
          to: body.email,
          subject: `${inviter.fullName} invited you to Lintel`,
          text: `${greeting}\n\n${inviter.fullName} uses Lintel and invited you to join as a ${type}. Create your account here:\n${link}\n\nThe invitation is valid for 14 days.\n`,
          html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(inviter.fullName)} invited you to join Lintel.</p><p><a href="${link}">Accept the invitation</a></p>`,
        });
        return inserted;
      });
      return {
        id: invitation.id,
        email: invitation.email,
        type: invitation.type,
        targetId: invitation.targetId,
        expiresAt: expiresAt.toISOString(),
        message: `Invitation sent to ${body.email}`,
      };
    },
  };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
