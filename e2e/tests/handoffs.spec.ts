/**
 * Issue 21 item 7 with two people signed in at once: a tenant pays a charge of their lease; the
 * landlord's bell rises without a reload ("confirm payment") and the same notice arrives by e-mail
 * (the payment preference's default); the tenant's charge reads "Awaiting confirmation"; the landlord
 * opens the notice, which opens the payment's details, and confirms it; the tenant's bell says so
 * and the charge reads Paid.
 */
import { expect, test } from './console-guard';
import { activeLeaseWithTenant, apiOk, linkFromOutbox, signUpLandlord } from './support.ts';

test('a tenant pays: the landlord is told to confirm, confirms, and the tenant is told', async ({ page: landlord, browser }) => {
  const id = `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
  const landlordEmail = `handoff-landlord-${id}@example.com`;
  await signUpLandlord(landlord, landlordEmail, 'Hana Landlord');
  const property = await apiOk<{ id: string }>(landlord, 'POST', '/properties', { nickname: 'Cedar House', type: 'singleFamily', location: { address: '8 Cedar Lane', city: 'Portland' } });
  const propertyId = property.id;
  const { tenant } = await activeLeaseWithTenant(landlord, browser, { propertyId, landlordName: 'Hana Landlord', tenantName: 'Theo Tenant', tenantEmail: `handoff-tenant-${id}@example.com` });

  // The landlord waits on the dashboard: nothing below reloads this page.
  await landlord.goto('/dashboard');
  await expect(landlord.getByRole('button', { name: /^Notifications/ })).toBeVisible();

  // The tenant pays the first charge of the lease (its receipt flow is the money journey's).
  const charges = await apiOk<{ results: Array<{ id: string; name: string; balance: number; kind: string }> }>(tenant, 'GET', '/transactions?kind=Rent&pageSize=1&sortBy=dueDateAsc');
  const rent = charges.results[0]!;
  await apiOk(tenant, 'POST', '/payments', { transactionId: rent.id, amount: rent.balance, paymentMethodId: 6 });
  await tenant.goto('/my-payments');
  const row = tenant.getByRole('row', { name: new RegExp(rent.name) });
  await expect(row.getByText('Awaiting confirmation')).toBeVisible();

  // The landlord's bell rises live; the notice opens the payment's details with Confirm payment.
  await expect(landlord.getByRole('button', { name: /Notifications, \d+ unseen/ })).toBeVisible();
  await landlord.getByRole('button', { name: /Notifications, \d+ unseen/ }).click();
  const notice = landlord.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: /Confirm payment \(unseen\): Theo Tenant paid \$[\d,.]+ for .+: confirm payment/ });
  await expect(notice).toBeVisible();
  expect(await linkFromOutbox(landlordEmail, '/payments')).toContain(`transactionId=${rent.id}`);
  await notice.click();
  const details = landlord.getByRole('dialog', { name: 'Payment details' });
  await expect(details.getByText('Awaiting confirmation')).toBeVisible();
  await details.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(details.getByText('Confirmed', { exact: true })).toBeVisible();

  // The tenant's bell rises without a reload; after opening My payments again the charge is Paid.
  await expect(tenant.getByRole('button', { name: /Notifications, \d+ unseen/ })).toBeVisible();
  await tenant.getByRole('button', { name: /Notifications, \d+ unseen/ }).click();
  await expect(tenant.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: /Payment confirmed \(unseen\): Your landlord confirmed your payment/ })).toBeVisible();
  await tenant.keyboard.press('Escape');
  await tenant.reload();
  await expect(tenant.getByRole('row', { name: new RegExp(rent.name) }).getByText('Paid', { exact: true })).toBeVisible();
});
