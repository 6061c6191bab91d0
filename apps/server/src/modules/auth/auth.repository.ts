/** Drizzle queries for users, e-mail tokens, refresh tokens and invitations. */
import { and, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db.ts';
import { emailTokens, invitations, refreshTokens, users } from './auth.table.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserBySocialSubject(db: Executor, provider: 'google' | 'apple', subject: string) {
  const column = provider === 'google' ? users.googleSubject : users.appleSubject;
  const [row] = await db.select().from(users).where(eq(column, subject)).limit(1);
  return row;
}

export async function insertUser(db: Executor, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(db: Executor, id: string, values: Partial<NewUserRow>): Promise<UserRow> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row!;
}

/** Ends every session of the user: the session version goes up by one (answered) and the end is timed. */
export async function endSessions(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1`, sessionsEndedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ sessionVersion: users.sessionVersion });
  return row?.sessionVersion ?? 0;
}

/** Users whose sessions ended after `since`, with their current session version (index users_sessions_ended_at_idx). */
export async function sessionsEndedSince(db: Executor, since: Date): Promise<Array<{ userId: string; sessionVersion: number }>> {
  return db
    .select({ userId: users.id, sessionVersion: users.sessionVersion })
    .from(users)
    .where(and(isNotNull(users.sessionsEndedAt), gt(users.sessionsEndedAt, since)));
}

export async function insertEmailToken(
  db: Executor,
  values: { userId: string; purpose: 'verifyEmail' | 'resetPassword'; tokenHash: string; expiresAt: Date },
) {
  await db.insert(emailTokens).values(values);
}

/** Marks a live token used and returns it; undefined when unknown, used or expired. */
export async function consumeEmailToken(db: Executor, purpose: 'verifyEmail' | 'resetPassword', tokenHash: string) {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  return row;
}

export async function insertRefreshToken(
  db: Executor,
  values: { userId: string; familyId: string; tokenHash: string; familyExpiresAt: Date },
) {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshToken(db: Executor, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/**
 * Rotation as one atomic conditional update: marks the token rotated only if it is neither rotated
 * nor revoked and its family has not expired, and answers the row; undefined when it cannot be used
 * (unknown, revoked, expired, or already rotated: another request won the race). Under concurrency
 * the loser's update waits on the winner's row lock and then matches nothing (issue #10 defect 7).
 */
export async function rotateRefreshToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .update(refreshTokens)
    .set({ rotatedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.familyExpiresAt, new Date()),
      ),
    )
    .returning();
  return row;
}

export async function revokeRefreshFamily(db: Executor, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllRefreshTokens(db: Executor, userId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

export async function insertInvitation(db: Executor, values: typeof invitations.$inferInsert) {
  const [row] = await db.insert(invitations).values(values).returning();
  return row!;
}

export async function findLiveInvitation(db: Executor, tokenHash: string) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.tokenHash, tokenHash), isNull(invitations.acceptedAt), gt(invitations.expiresAt, new Date())))
    .limit(1);
  return row;
}

/** Links every open invitation addressed to this e-mail to the user who now holds it. */
export async function acceptInvitationsForEmail(db: Executor, email: string, userId: string) {
  await db
    .update(invitations)
    .set({ acceptedAt: sql`now()`, acceptedBy: userId })
    .where(and(eq(invitations.email, email), isNull(invitations.acceptedAt), gt(invitations.expiresAt, new Date())));
}

export async function acceptInvitation(db: Executor, id: string, userId: string) {
  await db.update(invitations).set({ acceptedAt: new Date(), acceptedBy: userId }).where(eq(invitations.id, id));
}

/** Users by id in one query (id, name, e-mail, role, company, trades), for lists of parties. */
export async function findUsersByIds(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email, fullName: users.fullName, role: users.role, companyName: users.companyName, trades: users.trades })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
}

/** Verified service providers, newest first, at most `limit` (suggested contractors' candidates). */
export async function listServiceProviders(db: Executor, limit: number) {
  return db
    .select({ id: users.id, email: users.email, fullName: users.fullName, role: users.role, companyName: users.companyName, trades: users.trades })
    .from(users)
    .where(and(eq(users.role, 'serviceProvider'), isNotNull(users.emailVerifiedAt)))
    .orderBy(desc(users.createdAt))
    .limit(limit);
}
