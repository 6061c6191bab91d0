/**
 * Auth journey (spec points 2, 4, 8; issue 20: the session's calls go through the data cache): sign up,
 * verify and sign in; a wrong password shows the server's message on the form; logging out leaves
 * nothing of the session (a protected page sends to sign-in); a forgotten password is reset through
 * the e-mailed link and the new one signs in.
 */
import { expect, test } from './console-guard';
import { E2E_PASSWORD, linkFromOutbox, signUpLandlord } from './support.ts';

test('sign up, sign in, log out, and reset a forgotten password', async ({ page, consoleGuard }) => {
  // Sign-up, verification and three sign-ins: longer than one page's default on a loaded machine.
  test.setTimeout(180_000);
  // The wrong password's answer is a 401 the journey asks for.
  consoleGuard.allow(/status of 401/);
  const email = `auth-${Date.now()}@example.com`;
  const fullName = 'Ada Gatekeeper';
  await signUpLandlord(page, email, fullName);

  // Log out from the account menu: back to sign-in, and a protected page no longer opens.
  await page.getByRole('button', { name: `Account menu for ${fullName}` }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/properties');
  await expect(page).toHaveURL(/\/login/);

  // A wrong password: the server's message on the form, still signed out.
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Could not sign in' })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  // Forgot password: the page shows the server's message, the e-mailed link sets a new password.
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').first()).toBeVisible();
  const link = new URL(await linkFromOutbox(email, '/reset-password'));
  await page.goto(link.pathname + link.search);
  const newPassword = `${E2E_PASSWORD}-new`;
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login/);

  // The new password signs in, to the page that was asked for before.
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/(properties|dashboard)/);
  await expect(page.getByRole('button', { name: `Account menu for ${fullName}` })).toBeVisible();
});
