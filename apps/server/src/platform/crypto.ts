/** Random tokens and hashing for tokens sent to people (docs/design.md#sharing-by-token: 32-byte url-safe, stored hashed). */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random 32-byte url-safe token (43 characters). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 of a token, hex; what the database keeps. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** HMAC-SHA256 of a message, base64url. */
export function sign(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('base64url');
}

/** Constant-time comparison of two strings. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
