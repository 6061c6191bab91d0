/**
 * Issue 2 journey: sign up, verify from the outbox, sign in, add a property with a photo, add a unit
 * and a room, see it as table and cards, edit, archive and restore, reload and still be signed in;
 * then an expired access token is refreshed without the user noticing.
 */
import { expect, test, type Page } from './console-guard';
import { SignJWT } from 'jose';
import { jwtSecret, linkFromOutbox, photoFile } from './support.ts';

const password = 'maple-court-1420';

async function signUpAndVerify(page: Page, email: string, fullName: string) {
  await page.goto('/sign-up');
  await page.getByLabel('Property manager / landlord').check();
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: /sign up|create account/i }).click();
  await expect(page.getByText('You have successfully signed up').first()).toBeVisible();

  const link = new URL(await linkFromOutbox(email, '/verify-email'));
  await page.goto(link.pathname + link.search);
  await expect(page.getByText(/verified/i).first()).toBeVisible();
}

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

test('a landlord signs up and manages a property with a unit, a room and a photo', async ({ page }) => {
  const email = `landlord-${Date.now()}@example.com`;
  await signUpAndVerify(page, email, 'Lena Landlord');
  await signIn(page, email);

  await page.goto('/properties');
  await expect(page.getByRole('heading', { name: 'Add your first property' })).toBeVisible();
  await page.getByRole('button', { name: 'Add your first property' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add property' });
  await addDialog.getByLabel('Nickname').fill('Maple Court');
  await addDialog.getByRole('combobox', { name: 'Type', exact: true }).click();
  await page.getByRole('option', { name: 'Apartment', exact: true }).click();
  await addDialog.getByLabel('Address').fill('1420 Maple Avenue');
  await addDialog.getByLabel('City').fill('Portland');
  await addDialog.locator('input[type=file]').first().setInputFiles(await photoFile('front.png'));
  await expect(addDialog.getByRole('img').first()).toBeVisible();
  await addDialog.getByRole('button', { name: /save|add property/i }).click();
  await expect(addDialog).toBeHidden();

  const table = page.getByRole('table');
  await expect(table.getByText('Maple Court')).toBeVisible();
  await page.getByRole('radiogroup', { name: 'View as' }).getByText('Cards', { exact: true }).click();
  await expect(page.getByRole('table')).toBeHidden();
  await expect(page.getByText('Maple Court').first()).toBeVisible();
  await expect(page.locator('img[src*="/api/files/"]').first()).toBeVisible();
  await page.getByRole('radiogroup', { name: 'View as' }).getByText('Table', { exact: true }).click();

  // Open the property page, add a unit and a room.
  await page.getByRole('link', { name: 'Maple Court' }).first().click();
  await expect(page.getByRole('heading', { name: 'Maple Court', level: 1 })).toBeVisible();
  await page.getByRole('region', { name: 'Units' }).getByRole('button', { name: /add unit/i }).click();
  const unitDialog = page.getByRole('dialog').last();
  await unitDialog.getByLabel('Nickname').fill('Unit 1A');
  await unitDialog.getByRole('button', { name: /save|create|add/i }).last().click();
  await expect(page.getByRole('region', { name: 'Units' }).getByText('Unit 1A')).toBeVisible();

  await page.getByRole('region', { name: 'Rooms' }).getByRole('button', { name: /add room/i }).click();
  const roomDialog = page.getByRole('dialog', { name: 'Create room' });
  await roomDialog.getByRole('combobox', { name: 'Room' }).click();
  await page.getByRole('option', { name: 'Kitchen' }).click();
  await roomDialog.getByLabel('Nickname').fill('Shared kitchen');
  await roomDialog.getByRole('button', { name: /save|create|add/i }).last().click();
  await expect(page.getByRole('region', { name: 'Rooms' }).getByText(/Shared kitchen/)).toBeVisible();

  // Edit it.
  await page.getByRole('button', { name: 'Edit', exact: true }).first().click();
  const editDialog = page.getByRole('dialog').last();
  await editDialog.getByLabel('Nickname').fill('Maple Court West');
  await editDialog.getByRole('button', { name: /save/i }).click();
  await expect(page.getByRole('heading', { name: 'Maple Court West', level: 1 })).toBeVisible();

  // Archive from the list; it leaves the active list and shows under Archived; restore it.
  await page.goto('/properties');
  const row = page.getByRole('row', { name: /Maple Court West/ });
  await row.getByRole('button', { name: /actions|more|menu/i }).click();
  await page.getByRole('menuitem', { name: /archive/i }).click();
  // Archiving asks first (issue 11 item 8).
  const confirm = page.getByRole('dialog', { name: /^Archive / });
  await confirm.getByRole('button', { name: /^Archive / }).click();
  await expect(page.getByText(/archived successfully/i)).toBeVisible();
  await expect(page.getByRole('row', { name: /Maple Court West/ })).toBeHidden();
  await page.getByRole('radiogroup', { name: 'Show active or archived properties' }).getByText('Archived', { exact: true }).click();
  const archivedRow = page.getByRole('row', { name: /Maple Court West/ });
  await expect(archivedRow).toBeVisible();
  await archivedRow.getByRole('button', { name: /actions|more|menu/i }).click();
  await page.getByRole('menuitem', { name: /restore/i }).click();
  await expect(page.getByText(/restored successfully/i)).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Show active or archived properties' }).getByText('Active', { exact: true }).click();
  await expect(page.getByRole('row', { name: /Maple Court West/ })).toBeVisible();

  // Still signed in after a reload.
  await page.reload();
  await expect(page).toHaveURL(/\/properties/);
  await expect(page.getByRole('row', { name: /Maple Court West/ })).toBeVisible();
});

test('an expired access token is refreshed without the user noticing', async ({ page, consoleGuard }) => {
  // The expired token's first request is answered 401 (then refreshed and repeated): what this checks.
  consoleGuard.allow(/\/api\/users\/me: Failed to load resource: the server responded with a status of 401/);
  const email = `refresh-${Date.now()}@example.com`;
  await signUpAndVerify(page, email, 'Rita Refresh');
  await signIn(page, email);
  // Off the app (same origin, no app code) before the token is swapped: a dashboard request still
  // running would otherwise refresh with the same refresh token while the page is being replaced.
  await page.goto('/api/health');

  const keys = await page.evaluate(() => Object.keys(localStorage));
  const accessKey = keys.find((key) => /access/i.test(key))!;
  const current = await page.evaluate((key) => localStorage.getItem(key)!, accessKey);
  const claims = JSON.parse(Buffer.from(current.split('.')[1]!, 'base64url').toString()) as { sub: string; role: string; acc: string };
  const expired = await new SignJWT({ role: claims.role, acc: claims.acc })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer('lintel')
    .setAudience('lintel')
    .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
    .sign(new TextEncoder().encode(await jwtSecret()));
  await page.evaluate(([key, token]) => localStorage.setItem(key!, token!), [accessKey, expired]);

  const refreshed = page.waitForResponse((response) => response.url().includes('/api/auth/token/refresh') && response.status() === 200);
  await page.goto('/properties');
  await refreshed;
  await expect(page).toHaveURL(/\/properties/);
  await expect(page.getByRole('heading', { name: 'Properties', exact: true })).toBeVisible();
  await expect(page.getByText(/session has ended|sign in again|could not load/i)).toHaveCount(0);
  const after = await page.evaluate((key) => localStorage.getItem(key), accessKey);
  expect(after).not.toBe(expired);
});
