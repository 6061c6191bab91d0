/**
 * Issue 21 items 8 and 14 with a landlord and a service provider signed in at once:
 * - the landlord asks the provider for a quote; the provider's bell rises live with "Quote
 *   requested", and the notification opens the work order with "Send a quote" right there (item 8);
 * - the provider's Get started step "Answer a request for quotes" leads to their one inbox, which
 *   holds the work order and the window and door projects section; answering counts the step;
 * - once the landlord accepts, the quote shows Converted on the provider's Quotes page and in its
 *   statistics, with spec point 4's Converted row actions (Archive, Export) (item 14).
 * Every page fails the journey on a console warning or error.
 */
import { expect, test } from './console-guard';
import { apiJson, shoot, signUpAs } from './handoffs-support.ts';

test('a provider answers a request for quotes from the notification and finds the converted quote on Quotes', async ({ browser }) => {
  test.setTimeout(300_000);
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
  const company = `Quick Fix ${stamp}`;
  const name = `Sticking back door ${stamp}`;
  const pro = await signUpAs(browser, { name: 'Riley Provider', email: `rfq-pro-${stamp}@example.com`, role: 'Service provider', company });
  const owner = await signUpAs(browser, { name: 'Lou Landlord', email: `rfq-landlord-${stamp}@example.com`, role: 'Property manager / landlord' });
  const [provider, landlord] = [pro.page, owner.page];

  // The provider waits on the dashboard: Get started points at their inbox, nothing answered yet.
  await provider.goto('/dashboard');
  const checklist = provider.getByRole('main');
  // The dashboard's widgets load lazily: slower than one screen under load.
  await expect(checklist.getByText('Answer a request for quotes')).toBeVisible({ timeout: 60_000 });
  await expect(checklist.getByText('1 of 3 done')).toBeVisible();

  // Set-up the journey is not about: the landlord's property and work order; then they ask the provider.
  const property = await apiJson<{ id: string }>(landlord, 'POST', '/properties', { nickname: `Elm House ${stamp}`, type: 'singleFamily', location: { address: '7 Elm Street', city: 'Salem' } });
  const workOrder = await apiJson<{ id: string }>(landlord, 'POST', '/work-orders', { name, category: 'carpentry', description: 'The back door sticks in wet weather.', property: property.id, priority: 'medium', timing: 'oneTwoWeeks' });
  const providerId = (await apiJson<{ id: string }>(provider, 'GET', '/users/me')).id;
  await apiJson(landlord, 'PATCH', `/work-orders/request-quote/${workOrder.id}`, { providerIds: [providerId] });

  // The bell rises without a reload; the notification opens the request with Send a quote right there.
  const bell = provider.getByRole('button', { name: 'Notifications, 1 unseen' });
  await expect(bell).toBeVisible({ timeout: 20_000 });
  await bell.click();
  await provider.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: /^Quote requested \(unseen\)/ }).click();
  await expect(provider).toHaveURL(new RegExp(`/work-orders/${workOrder.id}$`));
  await expect(provider.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(provider.getByText('Lou Landlord asks you for a quote')).toBeVisible();
  await expect(provider.getByText('The back door sticks in wet weather.')).toBeVisible();
  await shoot(provider, 'rfq-request');

  // The Get started step leads to the one inbox: the work order and the window and door projects.
  await provider.goto('/dashboard');
  await expect(checklist.getByRole('link', { name: 'Open the inbox' })).toBeVisible({ timeout: 60_000 });
  await checklist.getByRole('link', { name: 'Open the inbox' }).click();
  await expect(provider).toHaveURL(/\/work-orders\/inbox$/);
  await expect(provider.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
  await expect(provider.getByRole('region', { name: 'Window and door projects' })).toBeVisible();
  const card = provider.getByRole('region', { name: 'Work orders' }).getByRole('article', { name });
  await expect(card.getByText('Quote requested', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Send a quote' })).toBeVisible();
  await shoot(provider, 'rfq-inbox');

  // Back on the request (its link in the inbox), the provider sends the quote from the page.
  await card.getByRole('link', { name }).click();
  await provider.getByRole('button', { name: 'Send a quote' }).click();
  const dialog = provider.getByRole('dialog', { name: `Quote for ${name}` });
  await dialog.getByRole('textbox', { name: 'Item 1' }).fill('Plane and rehang the door');
  await dialog.getByRole('textbox', { name: 'Unit price 1' }).fill('240');
  await dialog.getByRole('button', { name: /^Send/ }).click();
  await expect(dialog).toHaveCount(0);
  await expect(provider.getByText('You sent a quote')).toBeVisible();
  await expect(provider.getByRole('button', { name: 'Send a quote' })).toHaveCount(0);

  // The landlord accepts it (set-up); the provider's Quotes page shows it Converted, counted.
  const quotes = await apiJson<{ quotes: Array<{ id: string }> }>(landlord, 'GET', `/work-orders/${workOrder.id}/quotes`);
  await apiJson(landlord, 'POST', `/work-orders/${workOrder.id}/accept-quote`, { quoteId: quotes.quotes[0]!.id });
  await provider.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quotes', exact: true }).click();
  await expect(provider).toHaveURL(/\/quotes$/);
  const row = provider.getByRole('row').filter({ hasText: `Work order: ${name}` });
  await expect(row.getByText('Converted')).toBeVisible();
  await expect(row.getByText('$240.00')).toBeVisible();
  await expect(provider.getByRole('group', { name: 'Quotes sent' }).getByText('1', { exact: true })).toBeVisible();
  await expect(provider.getByRole('group', { name: 'Converted' }).getByText('1', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Actions for the quote for Lou Landlord: ${name}` }).click();
  await expect(provider.getByRole('menuitem')).toHaveText(['Archive', 'Export']);
  await provider.getByRole('menuitem', { name: 'Archive' }).click();
  await expect(row.getByText('Archived')).toBeVisible();
  await shoot(provider, 'rfq-quotes');

  // The checklist counts the answered request.
  await provider.goto('/dashboard');
  await expect(checklist.getByText('2 of 3 done')).toBeVisible({ timeout: 60_000 });

  for (const person of [owner, pro]) person.console.assertClean();
});
