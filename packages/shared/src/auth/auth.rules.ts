/** Pure sign-in rules shared by the server and the web client (spec point 4 "Auth"). */
import type { User } from './auth.schema.ts';

/** Spec point 4/6: a user counts as authenticated only once their e-mail is verified. */
export function isAuthenticatedUser(user: Pick<User, 'emailVerified'> | null | undefined): boolean {
  return user?.emailVerified === true;
}

/** Where a signed-in user lands next: unfinished sign-up steps first, then any stored redirect. */
export function nextPathForUser(user: Pick<User, 'signupStep' | 'redirectUrl'>): string {
  if (user.signupStep !== 'done') return '/sign-up/steps';
  return user.redirectUrl ?? '/dashboard';
}
