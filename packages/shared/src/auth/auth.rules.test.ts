import { describe, expect, it } from 'vitest';
import { isAuthenticatedUser, nextPathForUser } from './auth.rules.ts';
import { passwordSchema, registerInputSchema } from './auth.schema.ts';

describe('spec point 4: auth', () => {
  it('4: a user is authenticated only when the e-mail is verified', () => {
    expect(isAuthenticatedUser({ emailVerified: true })).toBe(true);
    expect(isAuthenticatedUser({ emailVerified: false })).toBe(false);
    expect(isAuthenticatedUser(null)).toBe(false);
  });
  it('sends an unfinished sign-up to its steps, then to the stored redirect or the dashboard', () => {
    expect(nextPathForUser({ signupStep: 'role', redirectUrl: '/x' })).toBe('/sign-up/steps');
    expect(nextPathForUser({ signupStep: 'done', redirectUrl: '/configurator' })).toBe('/configurator');
    expect(nextPathForUser({ signupStep: 'done', redirectUrl: null })).toBe('/dashboard');
  });
  it('passwords: at least 8 characters and not a common one', () => {
    expect(passwordSchema.safeParse('short').success).toBe(false);
    expect(passwordSchema.safeParse('Password123').success).toBe(false);
    expect(passwordSchema.safeParse('maple-court-1420').success).toBe(true);
  });
  it('1: the role is optional at sign-up and the e-mail is normalised', () => {
    const parsed = registerInputSchema.parse({ email: ' Ana@Example.COM ', password: 'maple-court-1420', fullName: 'Ana' });
    expect(parsed.email).toBe('ana@example.com');
    expect(parsed.role).toBeUndefined();
  });
});
