/**
 * Issue 13 notifications journey: a landlord invites a tenant to Lintel from the tenant's details;
 * when the tenant signs up with the e-mailed link (another browser), the landlord's bell counts the
 * new notification live, without a reload. The notifications modal lists it, opening it goes to its
 * record (that tenant's details) and marks it seen, and the Notifications settings tab keeps a changed
 * delivery choice across a reload.
 */
import { expect, test } from './console-guard';
import { E2E_PASSWORD as password, linkFromOutbox, verifyAndSignIn } from './support.ts';


test('an invited tenant joins: the landlord’s bell rises live, the notification links to its record, preferences stick', async ({ page, browser }) => {
  // Two people sign up and the landlord's settings are saved and reloaded: about 60 s on a busy machine.
  test.setTimeout(120_000);
  const id = `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
  const landlordEmail = `bell-landlord-${id}@example.com`;
  const tenantEmail = `bell-tenant-${id}@example.com`;

  await page.goto('/sign-up');
  await page.getByLabel('Property manager / landlord').check();
  await page.getByLabel('Full name').fill('Bella Landlord');
  await page.getByLabel('E-mail').fill(landlordEmail);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: /sign up/i }).click();
  await expect(page.getByText('You have successfully signed up').first()).toBeVisible();
  await verifyAndSignIn(page, landlordEmail);
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // Add a tenant and invite them to Lintel from their details.
  await page.getByRole('link', { name: 'Tenants' }).first().click();
  await page.getByRole('button', { name: 'Add your first tenant' }).click();
  const tenantDialog = page.getByRole('dialog', { name: 'Add tenant' });
  await tenantDialog.getByLabel('Full name').fill('Tara Tenant');
  await tenantDialog.getByLabel('E-mail').fill(tenantEmail);
  await tenantDialog.getByRole('button', { name: 'Add tenant' }).click();
  await expect(tenantDialog).toBeHidden();
  await page.getByRole('button', { name: 'Actions for Tara Tenant' }).click();
  await page.getByRole('menuitem', { name: 'Details' }).click();
  const invite = page.getByRole('region', { name: 'Invite to Lintel' });
  await invite.getByRole('button', { name: 'Invite to Lintel' }).click();
  // The spec's Invite user modal opens over the details, for this tenant, with their e-mail.
  const inviteDialog = page.getByRole('dialog', { name: 'Invite user' });
  await expect(inviteDialog.getByLabel('E-mail')).toHaveValue(tenantEmail);
  await inviteDialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(inviteDialog).toBeHidden();
  await expect(invite.getByRole('button', { name: 'Send again' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // The tenant signs up with the link in another browser; the landlord's page is not reloaded.
  const tenantContext = await browser.newContext();
  const tenantPage = await tenantContext.newPage();
  const link = new URL(await linkFromOutbox(tenantEmail, '/sign-up'));
  await tenantPage.goto(link.pathname + link.search);
  await tenantPage.getByLabel('Full name').fill('Tara Tenant');
  await tenantPage.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await tenantPage.getByRole('button', { name: /sign up/i }).click();
  // The invitation confirmed the address: the tenant is signed in at once.
  await expect(tenantPage).toHaveURL(/\/dashboard/);
  await tenantContext.close();

  const bell = page.getByRole('button', { name: 'Notifications, 1 unseen' });
  await expect(bell).toBeVisible();
  await expect(page.getByTestId('bell-count')).toHaveText('1');

  // The modal lists it; opening it goes to its record and marks it seen.
  await bell.click();
  const modal = page.getByRole('dialog', { name: 'Notifications' });
  const item = modal.getByRole('button', { name: /New user joined \(unseen\): Tara Tenant accepted your invitation/ });
  await expect(item).toBeVisible();
  await item.click();
  // It opens that tenant's details, not only the list (issue 21, Low list).
  await expect(page).toHaveURL(/\/tenants\?id=/);
  await expect(page.getByRole('dialog').filter({ hasText: 'Tara Tenant' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await page.goto('/tenants');
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: /^New user joined: Tara Tenant/ })).toBeVisible();
  await page.keyboard.press('Escape');

  // Notifications settings: e-mail only for new users, kept across a reload.
  await page.goto('/settings?tab=notifications');
  const newUsers = page.getByLabel('New users joining', { exact: true });
  await expect(newUsers).toHaveValue('In app');
  await newUsers.click();
  await page.getByRole('option', { name: 'E-mail', exact: true }).click();
  await expect(page.getByText('Account settings updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('New users joining', { exact: true })).toHaveValue('E-mail');
});
