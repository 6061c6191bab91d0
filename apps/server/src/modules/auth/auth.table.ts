/** Tables of accounts and sign-in: users, one-time e-mail tokens, refresh-token families, invitations. */
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { WorkOrderCategory } from '@lintel/shared';
import { createdAt, id, updatedAt } from '../../db/columns.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    fullName: text('full_name').notNull(),
    phoneNumber: text('phone_number'),
    role: text('role', { enum: ['homeOwner', 'serviceProvider', 'propertyManager', 'tenant'] }).notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    profilePictureId: uuid('profile_picture_id'),
    companyName: text('company_name'),
    companyLogoId: uuid('company_logo_id'),
    companyEmail: text('company_email'),
    companyPhoneNumber: text('company_phone_number'),
    companyAddress: text('company_address'),
    companyWebsite: text('company_website'),
    /** A service provider's trades: work categories (`workOrderCategories`, issue 21 item 9; migration 0030 mapped the old free text). */
    trades: text('trades').array().notNull().default(sql`'{}'::text[]`).$type<WorkOrderCategory[]>(),
    isCompanyCapable: boolean('is_company_capable').notNull().default(false),
    signupStep: text('signup_step', { enum: ['role', 'form', 'done'] }).notNull().default('done'),
    redirectUrl: text('redirect_url'),
    googleSubject: text('google_subject'),
    appleSubject: text('apple_subject'),
    /** Access tokens carry the version they were issued under (`sv`); logout and password reset add one (issue 25 item 1). */
    sessionVersion: integer('session_version').notNull().default(0),
    /** When the sessions were last ended: instances load the last 15 minutes' ends (an access token's life) at start. */
    sessionsEndedAt: timestamp('sessions_ended_at', { withTimezone: true }),
    /** IANA zone e-mails show times in (issue 22 item 2): the browser's at sign-up or first sign-in, then the profile's. Null: not known yet. */
    timeZone: text('time_zone'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_google_subject_key').on(t.googleSubject),
    uniqueIndex('users_apple_subject_key').on(t.appleSubject),
    index('users_sessions_ended_at_idx').on(t.sessionsEndedAt).where(sql`${t.sessionsEndedAt} is not null`),
  ],
);

/** One-time tokens sent by e-mail; only the SHA-256 of the token is stored. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verifyEmail', 'resetPassword'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_tokens_token_hash_key').on(t.tokenHash), index('email_tokens_user_idx').on(t.userId)],
);

/**
 * Refresh tokens, rotated on every use. All tokens issued from one sign-in share a family; presenting
 * a token that was already rotated revokes the whole family (docs/design.md#auth).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    familyExpiresAt: timestamp('family_expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/** Invitations sent with POST /users/invite-user/{userId}?type=; accepted at sign-up or sign-in. */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    inviterId: uuid('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    type: text('type', { enum: ['tenant', 'serviceProvider', 'propertyManager'] }).notNull(),
    targetId: uuid('target_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_key').on(t.tokenHash),
    index('invitations_email_idx').on(t.email),
    index('invitations_inviter_idx').on(t.inviterId, t.createdAt),
  ],
);
