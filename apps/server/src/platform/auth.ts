/**
 * Access tokens (JWT HS256, 15 minutes, audience 'lintel') and the request guard that checks them.
 * An access token is only ever issued to a verified user, so a valid token means an authenticated one.
 * Each token carries the user's session version (`sv`) at issue; logout and password reset raise it
 * (issue 25 item 1), and `endSessions` tells this process, so older tokens are refused without a
 * database read (docs/decisions/009-ending-sessions.md).
 */
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { rolesAllowed, type Action, type Role } from '@lintel/shared';
import { AppError } from './errors.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const AUDIENCE = 'lintel';
const ISSUER = 'lintel';

/** Who is calling: the user, their role, and the account whose records they own. */
export interface AuthContext {
  userId: string;
  role: Role;
  accountId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export interface AccessTokens {
  /** A token for `auth`, issued under `sessionVersion` (the user's `session_version`; 0 when omitted). */
  sign(auth: AuthContext, ttlSeconds?: number, sessionVersion?: number): Promise<string>;
  /** The caller of a valid token; TOKEN_EXPIRED / TOKEN_INVALID (401), also for a token of an ended session. */
  verify(token: string): Promise<AuthContext>;
  /**
   * Refuses from now on the tokens of `userId` issued under a session version below `sessionVersion`
   * (called after a logout or reset commits, and for each `auth.sessionRevoked` event from the bus).
   */
  endSessions(userId: string, sessionVersion: number): void;
}

/** How many verified tokens are remembered (until they expire) so a repeat call skips the HMAC. */
const VERIFIED_CACHE_SIZE = 10_000;

/**
 * The lowest session version still valid per user whose sessions ended within an access token's life;
 * older entries are dropped (every token issued before them has expired). `now` in ms.
 */
function createEndedSessions(now: () => number = Date.now) {
  const ended = new Map<string, { version: number; at: number }>();
  const ttlMs = (ACCESS_TOKEN_TTL_SECONDS + 60) * 1000;
  return {
    end(userId: string, version: number) {
      const current = ended.get(userId);
      if (current && current.version >= version) return;
      ended.set(userId, { version, at: now() });
      if (ended.size > VERIFIED_CACHE_SIZE) for (const [id, entry] of ended) if (entry.at < now() - ttlMs) ended.delete(id);
    },
    isEnded(userId: string, version: number) {
      const entry = ended.get(userId);
      return entry !== undefined && version < entry.version && entry.at >= now() - ttlMs;
    },
  };
}

/** Signs and verifies access tokens with an algorithm allow-list of HS256 only. */
export function createAccessTokens(secret: string): AccessTokens {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, { auth: AuthContext; expiresAt: number; sessionVersion: number }>();
  const endedSessions = createEndedSessions();
  const sessionEnded = () => new AppError('TOKEN_INVALID', 'Your session has ended; sign in again');
  return {
    endSessions: endedSessions.end,
    async sign(auth, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS, sessionVersion = 0) {
      return new SignJWT({ role: auth.role, acc: auth.accountId, sv: sessionVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(auth.userId)
        .setIssuedAt()
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      const cached = verified.get(token);
      if (cached && cached.expiresAt > Date.now()) {
        if (endedSessions.isEnded(cached.auth.userId, cached.sessionVersion)) throw sessionEnded();
        return cached.auth;
      }
      try {
        // exp, iat and aud must be present (jose only checks the ones a token carries): a token without exp never expires.
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          audience: AUDIENCE,
          issuer: ISSUER,
          requiredClaims: ['exp', 'iat', 'aud', 'iss', 'sub'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.role !== 'string' || typeof payload.acc !== 'string') {
          throw new AppError('TOKEN_INVALID', 'Invalid access token');
        }
        const auth: AuthContext = { userId: payload.sub, role: payload.role as Role, accountId: payload.acc };
        // Tokens from before session versions carry none: version 0, ended by the first logout or reset.
        const sessionVersion = typeof payload.sv === 'number' ? payload.sv : 0;
        if (endedSessions.isEnded(auth.userId, sessionVersion)) throw sessionEnded();
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.clear();
        verified.set(token, { auth, expiresAt: (payload.exp ?? 0) * 1000, sessionVersion });
        return auth;
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof joseErrors.JWTExpired) throw new AppError('TOKEN_EXPIRED', 'Access token expired');
        throw new AppError('TOKEN_INVALID', 'Invalid access token');
      }
    },
  };
}

/** Reads `Authorization: Bearer …` and, when present and valid, sets request.auth. */
export async function readBearer(request: FastifyRequest, tokens: AccessTokens): Promise<AuthContext | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) throw new AppError('TOKEN_INVALID', 'Malformed Authorization header');
  return tokens.verify(token);
}

/**
 * A guard for a route: 401 without a valid token, 403 when the role is not among `roles`
 * (all roles when omitted).
 */
export function requireAuth(tokens: AccessTokens, roles?: readonly Role[]): onRequestHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const auth = await readBearer(request, tokens);
    if (!auth) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
    if (roles && !roles.includes(auth.role)) throw new AppError('FORBIDDEN', 'Your role cannot do this');
    request.auth = auth;
  };
}

/**
 * The guard for a route whose action is in the permissions table (packages/shared): 401 without a
 * valid token, 403 when the caller's role may not perform `action`.
 */
export function requirePermission(tokens: AccessTokens, action: Action): onRequestHookHandler {
  return requireAuth(tokens, rolesAllowed(action));
}

/** The caller, for handlers behind requireAuth. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  return request.auth;
}
