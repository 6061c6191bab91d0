/**
 * Issue 21's Low list with a landlord, a service provider, a tenant and a visitor at once:
 * - "New user joined" opens that tenant; request notices read "filed an emergency Plumbing › Leak
 *   request"; a quote reads "quoted $453.60"; the notifications modal links to its settings;
 * - "Copy link" shares a work order (the visitor sees its unit) and a contact (the visitor lands on a
 *   sign-in page saying who shared which contact); a revoked link stops working;
 * - "The expense is in Payments" opens that Bill, not the top of the list.
 * Every page fails the journey on a console warning or error.
 */
import { expect, test } from './console-guard';
import { E2E_PASSWORD, linkFromOutbox } from './support.ts';
import { api, apiJson, shoot, signUpAs, watchConsole } from './handoffs-support.ts';

test('notices name what happened and open it; copied links share and revoke; the Bill opens from its work order', async ({ browser }) => {
  test.setTimeout(420_000);
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
  const company = `Tap Fixers ${stamp}`;
  const name = `Leaking pipe ${stamp}`;
  const provider = await signUpAs(browser, { name: 'Pia Provider', email: `hl-pro-${stamp}@example.com`, role: 'Service provider', company });
  const owner = await signUpAs(browser, { name: 'Lou Landlord', email: `hl-landlord-${stamp}@example.com`, role: 'Property manager / landlord' });
  const landlord = owner.page;

  // Set-up the journey is not about: a building with two units, a tenant on unit 2 who accepts the invitation.
  const building = await apiJson<{ id: string }>(landlord, 'POST', '/properties', { nickname: `Elm Court ${stamp}`, type: 'multiFamily', unitsCount: 2, location: { address: '4 Elm Street', city: 'Portland' } });
  const units = (await apiJson<{ units: Array<{ id: string; nickname: string }> }>(landlord, 'GET', `/properties/${building.id}`)).units;
  const unit = units[1]!;
  const tenantEmail = `hl-tenant-${stamp}@example.com`;
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const lease = await apiJson<{ tenants: Array<{ id: string }> }>(landlord, 'POST', '/leases', {
    propertyId: unit.id, term: 'one-year', startDate: day(-1), endDate: day(360), rentAmount: 1850, rentPayType: 'monthly', firstDay: 1,
    landlord: { fullName: 'Lou Landlord' }, tenants: [{ fullName: 'Tia Tenant', email: tenantEmail }], signedOffline: true,
  });
  await apiJson(landlord, 'POST', `/users/invite-user/${lease.tenants[0]!.id}?type=tenant`, { email: tenantEmail, fullName: 'Tia Tenant' });
  const tenant = await (await browser.newContext()).newPage();
  const tenantConsole = watchConsole(tenant, 'Tia Tenant');
  const invitation = new URL(await linkFromOutbox(tenantEmail, '/sign-up'));
  await tenant.goto(invitation.pathname + invitation.search);
  // A cold page on a busy machine: the sign-up screen may take a while the first time.
  await expect(tenant.getByText('You were invited to Lintel')).toBeVisible({ timeout: 60_000 });
  await tenant.getByLabel('Full name').fill('Tia Tenant');
  await tenant.getByRole('textbox', { name: 'Password', exact: true }).fill(E2E_PASSWORD);
  await tenant.getByRole('button', { name: /sign up/i }).click();
  await expect(tenant).toHaveURL(/\/dashboard/, { timeout: 60_000 });

  // "New user joined" in the landlord's bell opens that tenant, not the list.
  await landlord.goto('/dashboard');
  await landlord.getByRole('button', { name: /^Notifications/ }).click();
  const bell = landlord.getByRole('dialog', { name: 'Notifications' });
  await bell.getByRole('button', { name: /^New user joined/ }).click({ timeout: 30_000 });
  await expect(landlord).toHaveURL(/\/tenants/);
  await expect(landlord.getByRole('dialog', { name: 'Tenant details' }).getByText('Tia Tenant').first()).toBeVisible({ timeout: 30_000 });
  await landlord.keyboard.press('Escape');

  // The tenant files an emergency leak: the landlord's notice names the urgency in plain words and the category.
  await apiJson(tenant, 'POST', '/tenant-requests', { propertyId: unit.id, categoryId: 1, subCategoryId: 101, description: 'Water under the kitchen sink.', urgency: 'emergency' });
  await landlord.getByRole('button', { name: /^Notifications/ }).click();
  await expect(bell.getByText('Tia Tenant filed an emergency Plumbing › Leak request at', { exact: false })).toBeVisible();

  // A work order on unit 2; the provider quotes: the notice carries dollars.
  const workOrder = await apiJson<{ id: string }>(landlord, 'POST', '/work-orders', { name, category: 'plumbing', description: 'Pipe under the sink leaks.', property: building.id, unit: unit.id, priority: 'high', timing: 'asSoonAsPossible' });
  const providerId = (await apiJson<{ id: string }>(provider.page, 'GET', '/users/me')).id;
  await apiJson(landlord, 'PATCH', `/work-orders/request-quote/${workOrder.id}`, { providerIds: [providerId] });
  const quote = await apiJson<{ id: string }>(provider.page, 'POST', '/work-order-quotes', { workOrderId: workOrder.id, lineItems: [{ description: 'New trap and seals', quantity: 1, unitPrice: 453.6 }], rate: 0, earliestStart: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10) });
  await expect(bell.getByText(`${company} quoted $453.60 on ${name}`, { exact: false })).toBeVisible();
  await shoot(landlord, 'notifications-modal');
  // The modal leads to its settings.
  await bell.getByRole('link', { name: 'Notification settings' }).click();
  await expect(landlord).toHaveURL(/\/settings\?tab=notifications/);
  await expect(landlord.getByRole('table', { name: 'Notification settings' })).toBeVisible({ timeout: 30_000 });

  // "Copy link" on the work order: a visitor opens it (the unit shows), then it is revoked.
  await landlord.goto(`/work-orders/${workOrder.id}`);
  await landlord.getByRole('button', { name: 'Share', exact: true }).click();
  const share = landlord.getByRole('dialog', { name: 'Share work order' });
  await share.getByRole('button', { name: 'Copy link' }).click({ timeout: 30_000 });
  const workOrderLink = await share.getByLabel('Link to copy').inputValue();
  expect(workOrderLink).toContain('/work-orders/shared/');
  const visitor = await (await browser.newContext()).newPage();
  const visitorConsole = watchConsole(visitor, 'visitor');
  await visitor.goto(new URL(workOrderLink).pathname);
  await expect(visitor.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(visitor.getByText(`4 Elm Street, Portland · ${/^unit\b/i.test(unit.nickname) ? unit.nickname : `Unit ${unit.nickname}`}`, { exact: false })).toBeVisible();
  await shoot(visitor, 'shared-work-order');
  await share.getByRole('button', { name: /^Revoke the link copied/ }).click();
  await expect(share.getByRole('button', { name: /^Revoke the link copied/ })).toHaveCount(0);
  await landlord.keyboard.press('Escape');
  expect((await visitor.request.get(`/api/work-orders/get-by-token/${new URL(workOrderLink).pathname.split('/').pop()}`)).status()).toBe(404);

  // "Copy link" on a contact: the visitor lands on a sign-in page saying who shared which contact.
  const contact = await apiJson<{ id: string }>(landlord, 'POST', '/contacts', { type: 'contact', fullName: `Rita Roofer ${stamp}` });
  const made = await apiJson<{ url: string }>(landlord, 'POST', `/contacts/${contact.id}/share-links`);
  await visitor.goto(new URL(made.url).pathname);
  await expect(visitor).toHaveURL(/\/login/);
  const note = visitor.getByRole('alert').filter({ hasText: 'Lou Landlord shared a contact with you' });
  await expect(note).toBeVisible({ timeout: 30_000 });
  await expect(note.getByText(`Rita Roofer ${stamp}`)).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await shoot(visitor, 'shared-contact-sign-in');

  // The job is done with an invoice and confirmed; "The expense is in Payments" opens that Bill.
  await apiJson(landlord, 'POST', `/work-orders/${workOrder.id}/accept-quote`, { quoteId: quote.id });
  const invoice = await apiJson<{ id: string }>(provider.page, 'POST', '/files', undefined, { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') });
  await apiJson(provider.page, 'POST', `/work-orders/${workOrder.id}/complete`, { invoiceFileId: invoice.id });
  await apiJson(landlord, 'POST', `/work-orders/${workOrder.id}/confirm`, { rating: 5 });
  await landlord.goto(`/work-orders/${workOrder.id}`);
  await landlord.getByRole('link', { name: 'The expense is in Payments' }).click();
  await expect(landlord).toHaveURL(/\/payments/);
  const bill = landlord.getByRole('dialog', { name: 'Edit expense' });
  await expect(bill.getByLabel('Name')).toHaveValue(`Work order: ${name}`, { timeout: 30_000 });
  await shoot(landlord, 'bill-opened');
  expect((await api(landlord, 'GET', `/work-orders/${workOrder.id}`)).ok()).toBeTruthy();

  for (const console of [owner.console, provider.console, tenantConsole, visitorConsole]) console.assertClean();
});
