/**
 * Configurator quotes reach the other side live (issue 30 items 9 and 10): a homeowner asks for
 * quotes on a saved window; an installer sees the area (not the street) and sends a quote; without a
 * reload the homeowner's bell counts it and their request shows it; they accept it from the
 * notification's page and the installer's bell says they were hired, after which the installer sees
 * the street address. Both sides fail on any console warning or error.
 */
import { expect, test } from './console-guard';
import { apiJson, bellNotice, signUpAs } from './handoffs-support.ts';

test('a configurator quote reaches the homeowner’s bell live, and the acceptance reaches the installer’s', async ({ browser }) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const homeownerName = `Hana Homeowner ${stamp}`;
  const company = `Pane Pros ${stamp}`;
  const homeowner = await signUpAs(browser, { name: homeownerName, email: `cq-owner-${stamp}@example.com`, role: 'Homeowner' });
  const installer = await signUpAs(browser, { name: 'Ivan Installer', email: `cq-installer-${stamp}@example.com`, role: 'Service provider', company, trades: ['Windows'] });

  // Set-up the journey is not about: a saved window and its quote request, through the API.
  const year = new Date().getUTCFullYear() + 1;
  const model = await apiJson<{ id: string }>(homeowner.page, 'POST', '/project-models', {
    projectType: 'window',
    status: 'SAVED',
    name: 'Bay window',
    properties: { size: { width: 36, height: 48 } },
  });
  const request = await apiJson<{ id: string }>(homeowner.page, 'POST', '/quote-requests', {
    projectModelIds: [model.id],
    dateRanges: [{ start: `${year}-04-01`, end: `${year}-04-30` }],
    location: { houseId: null, address: '48 Birch Lane, Springfield, IL 62704' },
    parkingInfo: 'Street parking',
    replaceExisting: { window: true },
  });

  // The homeowner watches their requests: nothing yet.
  await homeowner.page.goto('/quote-requests');
  const ownerRequest = homeowner.page.getByRole('article').filter({ hasText: '48 Birch Lane' });
  await expect(ownerRequest.getByText('No quotes yet.', { exact: false })).toBeVisible();

  // The installer sees the area only, and sends a quote.
  await installer.page.getByRole('link', { name: 'Inbox', exact: true }).click();
  const incoming = installer.page.getByRole('article', { name: `Quote request from ${homeownerName}` });
  await expect(incoming.getByText('Springfield, IL 62704')).toBeVisible();
  await expect(incoming.getByText('48 Birch Lane')).toHaveCount(0);
  await incoming.getByRole('link', { name: 'Create quote' }).click();
  await installer.page.getByLabel('Amount (before tax)').fill('2400');
  await installer.page.getByRole('button', { name: 'Preview quote' }).click();
  await installer.page.getByRole('dialog', { name: 'Preview quote' }).getByRole('button', { name: 'Send quote' }).click();
  await expect(installer.page).toHaveURL(/\/quotes$/);

  // Without a reload: the homeowner's request shows the quote and the bell counts it.
  const received = ownerRequest.getByRole('region', { name: `Quote from ${company}` });
  await expect(received.getByText('$2,400.00', { exact: true })).toBeVisible({ timeout: 15_000 });
  const sentNotice = await bellNotice(homeowner.page, 'New quote received', new RegExp(`${company} sent you a quote`));
  await sentNotice.click();
  await expect(homeowner.page).toHaveURL(new RegExp(`/quote-requests/${request.id}$`));
  await received.getByRole('button', { name: 'Accept quote' }).click();
  await homeowner.page.getByRole('dialog', { name: 'Accept this quote?' }).getByRole('button', { name: 'Accept' }).click();
  await expect(ownerRequest.getByText('Quote accepted')).toBeVisible();

  // Without a reload: the installer's bell says they were hired; now they see the street address.
  const hiredNotice = await bellNotice(installer.page, 'Your quote was accepted', new RegExp(`${homeownerName} accepted your quote of \\$2400\\.00: you are hired`));
  await hiredNotice.click();
  await expect(installer.page).toHaveURL(/\/quotes$/);
  const row = installer.page.getByRole('row').filter({ hasText: homeownerName });
  await expect(row.getByText('Approved')).toBeVisible();
  await expect(row.getByText('48 Birch Lane, Springfield, IL 62704')).toBeVisible();

  for (const person of [homeowner, installer]) person.console.assertClean();
});
