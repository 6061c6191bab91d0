/**
 * Issue 30 item 8a: a landlord confirms a tenant's payment from the Payments list (Payments tab → the
 * row's Actions → Details and receipt → Confirm payment). The dialog shows the payment confirmed and the
 * row follows, with no console error (the guard fails the journey on one: before the fix the cache patch
 * threw "Cannot assign to read only property 'transaction'" and the dialog kept "Awaiting confirmation").
 */
import { expect, test } from './console-guard';
import { activeLeaseWithTenant, apiOk, signUpLandlord } from './support.ts';

test('confirming a tenant’s payment from the Payments list shows it confirmed', async ({ page: landlord, browser }) => {
  const id = `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
  await signUpLandlord(landlord, `confirm-list-${id}@example.com`, 'Lena Landlord');
  const property = await apiOk<{ id: string }>(landlord, 'POST', '/properties', { nickname: 'Birch House', type: 'singleFamily', location: { address: '3 Birch Road', city: 'Portland' } });
  const { tenant } = await activeLeaseWithTenant(landlord, browser, { propertyId: property.id, landlordName: 'Lena Landlord', tenantName: 'Tara Tenant', tenantEmail: `confirm-list-tenant-${id}@example.com` });
  const charges = await apiOk<{ results: Array<{ id: string; name: string; balance: number }> }>(tenant, 'GET', '/transactions?kind=Rent&pageSize=1&sortBy=dueDateAsc');
  const rent = charges.results[0]!;
  await apiOk(tenant, 'POST', '/payments', { transactionId: rent.id, amount: rent.balance, paymentMethodId: 6 });

  await landlord.goto('/payments');
  await landlord.getByRole('tab', { name: 'Payments' }).click();
  const actions = landlord.getByRole('button', { name: /^Actions for the payment of / }).first();
  await expect(actions).toBeVisible();
  await actions.click();
  await landlord.getByRole('menuitem', { name: 'Details and receipt' }).click();
  const details = landlord.getByRole('dialog', { name: 'Payment details' });
  await expect(details.getByText('Awaiting confirmation')).toBeVisible();
  await details.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(details.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(details.getByText('Awaiting confirmation')).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Confirm payment' })).toHaveCount(0);
  await details.getByRole('button', { name: /close/i }).first().click();
  // The list row shows the confirmed payment without a reload.
  await expect(landlord.getByRole('row').filter({ hasText: 'Awaiting confirmation' })).toHaveCount(0);
});
