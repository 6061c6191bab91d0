/**
 * Issue 21 items 5, 6, 4, 1 and 3 with a landlord, a tenant, a service provider and a homeowner
 * signed in at once (a browser context each, every page failing the journey on a console warning or
 * error). The people sign up once and the journeys run in order on the same records:
 * - 5 + 6: a lease made in the wizard, starting on the 26th with the due day left at the 1st, is
 *   signed by both; each signature reaches the other side's bell live (and the tenant's e-mail, by
 *   their preference), the signatures table and My lease follow without a reload; the lease states
 *   the proration rule and the charges fall on the 1st after a prorated first period;
 * - 4: the tenant's request becomes a work order that the provider quotes, does and the landlord
 *   confirms and rates: the tenant is told at accepted, provider chosen (name and date) and completed,
 *   and the request reads Completed without a reload;
 * - 1: the Bill of that work order saves unchanged with its invoice, on the property's unit;
 * - 3: a homeowner's cart item with a nickname, the add-on "Professional installation", a note and a
 *   photo reaches the installer's quote request and quote editor, and the installer's bell rises.
 * Item 7 is handoffs.spec.ts; 2, 10, 11 and 12 are handoffs-work-orders.spec.ts.
 */
import { expect, test, type Page } from './console-guard';
import { acceptTenantInvitation, photoFile } from './support.ts';
import { apiJson, bellNotice, mailTo, shoot, signUpAs, watchConsole } from './handoffs-support.ts';

test.describe.configure({ mode: 'serial' });

const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
const building = 'Maple Court';
const unit = 'Unit 1A';
const place = `${building} · ${unit}`;
const company = `Clearview Trades ${stamp}`;
const tenantName = 'Tom Tenant';
const tenantEmail = `hm-tenant-${stamp}@example.com`;
const homeownerName = `Hana Homeowner ${stamp}`;
const workOrderName = `Leaking sink ${stamp}`;
const rent = 1500;

type Person = { page: Page; console: { assertClean: () => void } };
let landlord: Person;
let tenant: Person;
let provider: Person;
let homeowner: Person;
/** The work order of item 4, whose Bill item 1 edits. */
let workOrderId = '';

const money = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const iso = (date: Date) => date.toISOString().slice(0, 10);

/** Picks an option of a Mantine select (its options may load slowly on a loaded machine). */
async function pick(page: Page, combobox: ReturnType<Page['getByRole']>, option: string | RegExp) {
  await expect(async () => {
    await combobox.click();
    await page.getByRole('option', typeof option === 'string' ? { name: option, exact: true } : { name: option }).click({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
}

test.beforeAll(async ({ browser }) => {
  // Four sign-ups and an invitation: minutes on a loaded machine.
  test.setTimeout(480_000);
  landlord = await signUpAs(browser, { name: 'Lena Landlord', email: `hm-landlord-${stamp}@example.com`, role: 'Property manager / landlord' });
  provider = await signUpAs(browser, { name: 'Pat Provider', email: `hm-provider-${stamp}@example.com`, role: 'Service provider', company, trades: ['Plumbing', 'Windows'] });
  homeowner = await signUpAs(browser, { name: homeownerName, email: `hm-owner-${stamp}@example.com`, role: 'Homeowner' });

  // Set-up the journeys are not about: a building with a unit, and the tenant invited and signed in.
  const property = await apiJson<{ id: string }>(landlord.page, 'POST', '/properties', { nickname: building, type: 'apartment', location: { address: '1420 Maple Avenue', city: 'Portland' } });
  await apiJson(landlord.page, 'POST', '/properties', { nickname: unit, type: 'unit', parentId: property.id });
  const person = await apiJson<{ id: string }>(landlord.page, 'POST', '/tenants', { fullName: tenantName, email: tenantEmail });
  await apiJson(landlord.page, 'POST', `/users/invite-user/${person.id}?type=tenant`, { email: tenantEmail, fullName: tenantName });
  const tenantPage = await acceptTenantInvitation(browser, tenantEmail, tenantName);
  tenant = { page: tenantPage, console: watchConsole(tenantPage, tenantName) };
  // The tenant wants lease and request news by e-mail too (Settings › Notifications).
  await apiJson(tenant.page, 'PUT', '/notifications/preferences', { lease: 'both', tenantRequest: 'both' });
});

test.afterAll(async () => {
  for (const person of [landlord, tenant, provider, homeowner]) await person?.page.context().close();
});

test('items 5 and 6: a lease from the 26th, due on the 1st, signed by both; each side is told live; charges fall on the 1st after a prorated first period', async () => {
  test.setTimeout(240_000);
  const now = new Date();
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 26));
  const lastDay = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
  const firstDue = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  const page = landlord.page;

  // The tenant waits on the dashboard: nothing below reloads their page until they sign.
  await tenant.page.goto('/dashboard');
  await expect(tenant.page.getByRole('button', { name: /^Notifications/ })).toBeVisible();

  // The landlord makes the lease in the wizard: start on the 26th, the due day left at the 1st.
  await page.goto('/leases');
  await page.getByRole('button', { name: 'Add lease' }).first().click();
  const wizard = page.getByRole('dialog', { name: 'Add lease' });
  await pick(page, wizard.getByRole('combobox', { name: 'Property' }), building);
  await pick(page, wizard.getByRole('combobox', { name: 'Unit' }), unit);
  await wizard.getByLabel('Start date').fill(iso(start));
  await expect(wizard.getByLabel('End date')).not.toHaveValue('');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('textbox', { name: 'Rent', exact: true }).fill(String(rent));
  await expect(wizard.getByLabel('Due day of the month')).toHaveValue(/^1(st)?$/);
  await wizard.getByRole('button', { name: 'Next' }).click();
  await pick(page, wizard.getByLabel('Existing tenants'), new RegExp(tenantName));
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('button', { name: 'Create lease' }).click();
  await expect(wizard).toBeHidden();
  await expect(page).toHaveURL(/\/leases\/[0-9a-f-]{36}$/);
  const leaseUrl = new URL(page.url()).pathname;

  // The lease states the day rent falls due and the proration rule (item 6).
  await expect(page.getByText('Monthly on the 1st; the first period from the 26th is prorated by days')).toBeVisible();

  // Sent for signature: the tenant's bell rises live and the notice opens the signing page.
  await page.getByRole('button', { name: 'Send for signature' }).click();
  await page.getByRole('dialog', { name: 'Send this lease for signature?' }).getByRole('button', { name: 'Send for signature' }).click();
  await expect(page.getByText('Pending signature', { exact: true }).first()).toBeVisible();
  const asked = await bellNotice(tenant.page, 'Signature requested', /Lena Landlord asks you to sign the lease for .*Unit 1A/);
  await mailTo(tenantEmail, 'asks you to sign the lease for');
  await asked.click();
  await expect(tenant.page.getByRole('heading', { name: /Sign the lease for/ })).toBeVisible();
  await tenant.page.getByText('Type', { exact: true }).click();
  await tenant.page.getByLabel('Type your full name').fill(tenantName);
  await tenant.page.getByLabel(/I agree to sign this lease electronically/).check();
  await tenant.page.getByRole('button', { name: 'Sign lease' }).click();
  await expect(tenant.page).toHaveURL(/\/my-lease$/);

  // The landlord, still on the lease page, is told and sees the signature without a reload.
  const signatures = page.getByRole('region', { name: 'Signatures' });
  await expect(signatures.getByText('Signed', { exact: true })).toHaveCount(1);
  await bellNotice(page, 'Lease signed', /Tom Tenant signed the lease for .*Unit 1A \(1 of 2 signatures\)/);
  await page.keyboard.press('Escape');
  await shoot(page, 'lease-signed-by-tenant');

  // The landlord signs by drawing: the tenant's My lease turns Active live and their bell says so.
  await page.getByRole('link', { name: 'Sign lease' }).click();
  const pad = page.getByRole('img', { name: /Signature drawing area/ });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 24; step += 1) await page.mouse.move(box.x + 30 + step * 10, box.y + box.height / 2 + Math.sin(step / 2) * 25);
  await page.mouse.up();
  await page.getByLabel(/I agree to sign this lease electronically/).check();
  await page.getByRole('button', { name: 'Sign lease' }).click();
  await expect(page).toHaveURL(new RegExp(`${leaseUrl}$`));
  await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();
  await expect(tenant.page.getByText('Active', { exact: true }).first()).toBeVisible();
  await bellNotice(tenant.page, 'Lease fully executed', /Everybody signed the lease for .*Unit 1A/);
  await tenant.page.keyboard.press('Escape');
  await mailTo(tenantEmail, 'Everybody signed the lease for');
  await expect(tenant.page.getByText('Monthly on the 1st; the first period from the 26th is prorated by days')).toBeVisible();
  await shoot(tenant.page, 'my-lease-active');

  // Item 6: the first charge covers the 26th to the month's end, prorated by days and due on the 26th;
  // the next is the whole rent, due on the 1st.
  const days = lastDay - 26 + 1;
  const prorated = Math.round((rent * 100 * days) / lastDay) / 100;
  const charges = await apiJson<{ results: Array<{ name: string; amount: number; dueDate: string }> }>(page, 'GET', '/transactions?kind=Rent&pageSize=3&sortBy=dueDateAsc');
  expect(charges.results.slice(0, 2).map(({ amount, dueDate }) => ({ amount, dueDate }))).toEqual([
    { amount: prorated, dueDate: iso(start) },
    { amount: rent, dueDate: iso(firstDue) },
  ]);
  await page.getByRole('link', { name: 'Payments' }).first().click();
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  for (const charge of charges.results.slice(0, 2)) {
    await expect(page.getByRole('row').filter({ has: page.getByText(charge.name, { exact: true }) }).getByText(money(charge.amount)).first()).toBeVisible();
  }

  for (const person of [landlord, tenant]) person.console.assertClean();
});

test('item 4: a tenant request becomes a work order; the tenant is told at each step and the request is Completed with it', async () => {
  test.setTimeout(300_000);
  const page = landlord.page;

  // The tenant files a request and stays on Requests: nothing below reloads it.
  await tenant.page.goto('/requests');
  await tenant.page.getByRole('button', { name: 'New request' }).click();
  const filing = tenant.page.getByRole('dialog', { name: 'New request' });
  await pick(tenant.page, filing.getByRole('combobox', { name: 'Category', exact: true }), 'Plumbing');
  await pick(tenant.page, filing.getByRole('combobox', { name: 'Sub-category', exact: true }), 'Leak');
  await filing.getByRole('textbox', { name: 'Description' }).fill('Water pools under the kitchen sink.');
  await filing.getByRole('button', { name: 'Send request' }).click();
  await expect(filing).toBeHidden();
  const mine = tenant.page.getByText('Plumbing · Leak').first();
  await expect(mine).toBeVisible();

  // The landlord accepts it: the tenant is told.
  await page.goto('/requests');
  await page.getByRole('button', { name: /^Open request Plumbing · Leak at / }).click();
  const details = page.getByRole('dialog', { name: 'Plumbing · Leak' });
  await details.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(details.getByText('Ongoing').first()).toBeVisible();
  await bellNotice(tenant.page, 'Request updated', /Your .*request at .* was accepted/);
  await tenant.page.keyboard.press('Escape');
  await mailTo(tenantEmail, 'was accepted');

  // ...and turns it into a work order, asks the provider for a quote and accepts it.
  await details.getByRole('button', { name: 'Create work order' }).click();
  const form = page.getByRole('dialog', { name: 'New work order' });
  await form.getByRole('textbox', { name: 'Name' }).fill(workOrderName);
  await form.getByRole('button', { name: 'Create work order' }).click();
  await expect(page.getByRole('heading', { name: workOrderName, level: 1 })).toBeVisible();
  workOrderId = new URL(page.url()).pathname.split('/').pop()!;
  const providerId = (await apiJson<{ id: string }>(provider.page, 'GET', '/users/me')).id;
  await apiJson(page, 'PATCH', `/work-orders/request-quote/${workOrderId}`, { providerIds: [providerId] });
  const earliestStart = iso(new Date(Date.now() + 7 * 86_400_000));
  await apiJson(provider.page, 'POST', '/work-order-quotes', { workOrderId, lineItems: [{ description: 'Replace trap and seal', quantity: 1, unitPrice: 180 }], rate: 0, earliestStart });
  await page.reload();
  const comparison = page.getByRole('list', { name: 'Quotes side by side' });
  await comparison.getByRole('button', { name: `Accept the quote from ${company}` }).click();
  await page.getByRole('dialog', { name: 'Accept this quote?' }).getByRole('button', { name: 'Accept quote' }).click();
  await expect(comparison.getByRole('listitem', { name: `Quote from ${company}` }).getByText('Accepted')).toBeVisible();

  // The tenant hears who will do it and from when.
  const startWords = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${earliestStart}T00:00:00Z`));
  await bellNotice(tenant.page, 'Request updated', new RegExp(`${company} will do the repair .*, starting ${startWords}`));
  await tenant.page.keyboard.press('Escape');
  await mailTo(tenantEmail, `${company} will do the repair`);

  // The provider marks it done with an invoice; the landlord confirms and rates.
  await provider.page.goto('/work-orders/inbox');
  const job = provider.page.getByRole('article', { name: workOrderName });
  await job.getByRole('button', { name: 'Mark done with invoice' }).click();
  const done = provider.page.getByRole('dialog', { name: `Mark ${workOrderName} done` });
  await done.locator('input[type=file]').setInputFiles({ name: 'invoice-88.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') });
  await expect(done.getByText('invoice-88.pdf')).toBeVisible();
  await done.getByRole('button', { name: 'Mark done' }).click();
  await expect(done).toBeHidden();
  await page.reload();
  await page.getByRole('button', { name: 'Confirm and rate' }).click();
  const rating = page.getByRole('dialog', { name: `Rate ${company}` });
  const fifthStar = await rating.getByRole('radio', { name: '5' }).getAttribute('id');
  await rating.locator(`label[for="${fifthStar}"]`).click();
  await rating.getByRole('button', { name: 'Confirm and rate' }).click();
  await expect(rating).toBeHidden();

  // The tenant is told it is done, by whom and when, and the request reads Completed without a reload.
  const today = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date());
  await bellNotice(tenant.page, 'Request updated', new RegExp(`Your .*request at .* is completed: repaired by ${company}, confirmed ${today}`));
  await tenant.page.keyboard.press('Escape');
  await mailTo(tenantEmail, `repaired by ${company}`);
  const request = tenant.page.getByRole('row', { name: /Plumbing · Leak/ });
  await expect(request.getByText('Completed', { exact: true })).toBeVisible();
  await expect(request.getByText('Ongoing', { exact: true })).toHaveCount(0);
  await shoot(tenant.page, 'tenant-request-completed');

  for (const person of [landlord, tenant, provider]) person.console.assertClean();
});

test('item 1: the Bill of the completed work order saves unchanged, keeps its invoice and names the unit', async () => {
  test.setTimeout(120_000);
  const page = landlord.page;
  await page.goto(`/work-orders/${workOrderId}`);
  await page.getByRole('link', { name: 'The expense is in Payments' }).click();
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible({ timeout: 30_000 });
  const billName = `Work order: ${workOrderName}`;
  await expect(page.getByText(billName).first()).toBeVisible({ timeout: 30_000 });
  // The link lands on that Bill: its Edit expense form opens by itself (issue 21, Low list).
  let dialog = page.getByRole('dialog', { name: 'Edit expense' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByText('invoice-88.pdf')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Property' })).toHaveValue(place);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Expense updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Opened again: the invoice is still there and so is the unit.
  await page.getByRole('button', { name: `Actions for ${billName}` }).first().click();
  await page.getByRole('menuitem', { name: 'Edit expense' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit expense' });
  await expect(dialog.getByText('invoice-88.pdf')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Property' })).toHaveValue(place);
  await shoot(page, 'bill-edit');
  await page.keyboard.press('Escape');
  landlord.console.assertClean();
});

test('item 3: the homeowner\'s nickname, add-on, note and photo reach the installer, whose bell rises', async () => {
  test.setTimeout(240_000);
  const page = homeowner.page;

  // The installer has seen everything and waits on the dashboard: nothing below reloads it.
  await apiJson(provider.page, 'PUT', '/notifications/seen-all');
  await provider.page.goto('/dashboard');
  await expect(provider.page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await expect(provider.page.getByRole('button', { name: /Notifications, \d+ unseen/ })).toHaveCount(0);

  await page.goto('/configurator');
  await page.getByRole('button', { name: /^Window/ }).click();
  await expect(page.getByRole('heading', { name: 'Configure your window' })).toBeVisible();
  await page.getByLabel('Width (in)').fill('36');
  await page.getByLabel('Height (in)').fill('48');
  await page.getByRole('button', { name: /Summary/ }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/configurator\/cart$/);

  // The opening's details: a nickname, the professional installation, a note and a photo.
  await page.getByTestId('cart-item').first().getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('complementary', { name: 'Opening details' });
  await details.getByRole('button', { name: '+ Add nickname' }).click();
  await details.getByLabel('Nickname').fill('Kitchen window');
  const addon = details.getByRole('switch', { name: /^Professional installation \(\+\$185\.00\)/ });
  await addon.check({ force: true });
  await expect(addon).toBeChecked();
  await details.getByLabel('Note').fill('Rotten sill, please check');
  await details.locator('input[type=file]').setInputFiles(await photoFile('kitchen-window.png', '#7a9e7e'));
  await expect(details.getByRole('img', { name: 'kitchen-window.png' })).toBeVisible();

  // Save the window's cart, then request quotes.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save 1 Window model' }).click();
  await expect(page.getByText('Saved to your projects')).toBeVisible();
  await page.getByRole('button', { name: 'Request quotes' }).click();
  const next = page.getByRole('button', { name: 'Continue' });
  await page.getByLabel('Available from').fill(`${new Date().getUTCFullYear() + 1}-04-01`);
  await page.getByLabel('Available until').fill(`${new Date().getUTCFullYear() + 1}-04-30`);
  await next.click();
  await page.getByLabel('Installation address').fill('48 Birch Lane, Springfield');
  await next.click();
  await page.getByLabel('Parking for the installers').fill('Street parking');
  await next.click();
  await page.getByRole('radiogroup', { name: /Window/ }).getByLabel('Yes, replace').check();
  await page.getByRole('button', { name: 'Request quotes' }).click();
  await expect(page.getByText('Quote request sent')).toBeVisible();

  // The installer's bell rises live; the request shows the nickname, add-on with its price, note and photo.
  const notice = await bellNotice(provider.page, 'New quote request', new RegExp(`${homeownerName} asks for quotes on 1 opening \\(Window\\)`));
  await mailTo(`hm-provider-${stamp}@example.com`, `${homeownerName} asks for quotes on 1 opening`);
  await notice.click();
  const incoming = provider.page.getByRole('article', { name: `Quote request from ${homeownerName}` });
  const expectChoices = async (scope: ReturnType<Page['getByRole']>) => {
    await expect(scope.getByText('Kitchen window').first()).toBeVisible();
    await expect(scope.getByText('Professional installation ($185.00)')).toBeVisible();
    await expect(scope.getByText('Rotten sill, please check')).toBeVisible();
    await expect(scope.getByRole('img', { name: 'kitchen-window.png' })).toBeVisible();
  };
  await expectChoices(incoming);
  await shoot(provider.page, 'installer-request');

  // ...and so does the quote editor.
  await incoming.getByRole('link', { name: 'Create quote' }).click();
  await expect(provider.page.getByLabel('Amount (before tax)')).toBeVisible();
  await expectChoices(provider.page.getByRole('main'));
  await shoot(provider.page, 'installer-quote-editor');

  for (const person of [homeowner, provider]) person.console.assertClean();
});

test.afterEach(async () => {
  // A journey that failed half-way leaves dialogs open: the next starts from a clean page.
  for (const person of [landlord, tenant, provider, homeowner]) await person?.page.keyboard.press('Escape').catch(() => undefined);
});
