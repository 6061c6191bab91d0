/**
 * Issue 21 items 2, 10, 11 and 12 with a landlord and two service providers signed in at once:
 * - the landlord opens each provider's own conversation from the work order ("Message …"); the
 *   provider, on a phone, sees the unread count on the menu button without a reload (item 11);
 * - after one quote is accepted, the declined provider gets 404 for their conversation (item 2);
 * - the property page shows the request portal and the property's work orders (item 12);
 * - after the work order is closed, its owner and the chosen provider can still write in its
 *   conversation, and the thread says until when (item 10).
 * Every page fails the journey on a console warning or error.
 */
import { expect, test } from './console-guard';
import { PHONE_VIEWPORT } from './support.ts';
import { api, apiJson, shoot, signUpAs } from './handoffs-support.ts';

test('a work order handed between a landlord and two providers: own conversations, the decline, the property page, follow-up after closing', async ({ browser }) => {
  test.setTimeout(300_000);
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
  const chosenName = `Pipe Pros ${stamp}`;
  const declinedName = `Drain Masters ${stamp}`;
  const name = `Dripping tap ${stamp}`;
  const chosen = await signUpAs(browser, { name: 'Pat Pipe', email: `hw-pipe-${stamp}@example.com`, role: 'Service provider', company: chosenName });
  const declined = await signUpAs(browser, { name: 'Dana Drain', email: `hw-drain-${stamp}@example.com`, role: 'Service provider', company: declinedName });
  const owner = await signUpAs(browser, { name: 'Lena Landlord', email: `hw-landlord-${stamp}@example.com`, role: 'Property manager / landlord' });
  const landlord = owner.page;

  // Set-up the journey is not about: a property and a work order asking both providers for quotes.
  const property = await apiJson<{ id: string }>(landlord, 'POST', '/properties', { nickname: `Birch House ${stamp}`, type: 'singleFamily', location: { address: '12 Birch Road', city: 'Portland' } });
  const workOrder = await apiJson<{ id: string }>(landlord, 'POST', '/work-orders', { name, category: 'plumbing', description: 'The kitchen tap drips all night.', property: property.id, priority: 'medium', timing: 'asSoonAsPossible' });
  const me = async (page: typeof landlord) => (await apiJson<{ id: string }>(page, 'GET', '/users/me')).id;
  const [chosenId, declinedId] = [await me(chosen.page), await me(declined.page)];
  await apiJson(landlord, 'PATCH', `/work-orders/request-quote/${workOrder.id}`, { providerIds: [chosenId, declinedId] });

  // The declined-to-be provider waits on a phone, on the dashboard: nothing below reloads this page.
  await declined.page.setViewportSize(PHONE_VIEWPORT);
  await declined.page.goto('/dashboard');
  const menu = declined.page.getByTestId('menu-badges');
  await expect(declined.page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
  await expect(menu).toHaveText('');

  // The landlord messages that provider from the work order, in a conversation of their own.
  await landlord.goto(`/work-orders/${workOrder.id}`);
  await expect(landlord.getByRole('heading', { name, level: 1 })).toBeVisible();
  await shoot(landlord, 'work-order-asked');
  await landlord.getByRole('link', { name: `Message ${declinedName}` }).click();
  const thread = landlord.getByRole('region', { name: 'Conversation' });
  await expect(thread.getByText(`${name} · ${declinedName}`).first()).toBeVisible();
  await thread.getByRole('textbox', { name: 'Message' }).fill('Could you quote by Friday?');
  await thread.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(thread.getByText('Could you quote by Friday?')).toBeVisible();
  const conversationId = new URL(landlord.url()).searchParams.get('conversation')!;
  expect(conversationId).toBeTruthy();

  // The provider's menu button shows the unread message, live; the drawer's Chat entry opens it.
  await expect(menu.getByLabel('1 unread')).toBeVisible();
  await shoot(declined.page, 'phone-menu-unread');
  await declined.page.getByRole('button', { name: 'Open navigation' }).click();
  await declined.page.getByRole('link', { name: /^Chat/ }).click();
  await declined.page.getByText(`${name} · ${declinedName}`).first().click();
  await expect(declined.page.getByRole('region', { name: 'Conversation' }).getByText('Could you quote by Friday?')).toBeVisible();

  // Both quote; the landlord accepts the other provider's: the declined provider's conversation is 404.
  const quote = (page: typeof landlord, unitPrice: number) =>
    apiJson<{ id: string }>(page, 'POST', '/work-order-quotes', { workOrderId: workOrder.id, lineItems: [{ description: 'Replace cartridge', quantity: 1, unitPrice }], rate: 0, earliestStart: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10) });
  const accepted = await quote(chosen.page, 140);
  await quote(declined.page, 180);
  await apiJson(landlord, 'POST', `/work-orders/${workOrder.id}/accept-quote`, { quoteId: accepted.id });
  expect((await api(declined.page, 'GET', `/chat/conversations/${conversationId}`)).status()).toBe(404);
  expect((await api(declined.page, 'POST', `/chat/conversations/${conversationId}/messages`, { text: 'Still there?' })).status()).toBe(404);
  await landlord.goto(`/work-orders/${workOrder.id}`);
  await expect(landlord.getByRole('link', { name: `History with ${declinedName}` })).toBeVisible();
  await expect(landlord.getByRole('link', { name: `Message ${chosenName}` })).toBeVisible();

  // The property page: the request portal and the property's work order.
  await landlord.goto(`/properties/${property.id}`);
  await expect(landlord.getByRole('heading', { name: 'Requests', level: 2 })).toBeVisible();
  await expect(landlord.getByText('No requests for this property yet.', { exact: false })).toBeVisible();
  const orders = landlord.getByRole('region', { name: 'Work orders' });
  await expect(orders.getByRole('link', { name })).toBeVisible();
  await expect(orders.getByText('In progress')).toBeVisible();
  await shoot(landlord, 'property-page');

  // The provider completes with an invoice, the landlord confirms: the work order is closed.
  const invoice = await apiJson<{ id: string }>(chosen.page, 'POST', '/files', undefined, { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') });
  await apiJson(chosen.page, 'POST', `/work-orders/${workOrder.id}/complete`, { invoiceFileId: invoice.id });
  await apiJson(landlord, 'POST', `/work-orders/${workOrder.id}/confirm`, { rating: 5 });

  // Its conversation stays open to the owner and the chosen provider, and says until when.
  await landlord.goto(`/work-orders/${workOrder.id}`);
  await expect(landlord.getByText('Closed').first()).toBeVisible();
  await landlord.getByRole('link', { name: 'Message', exact: true }).click();
  const team = landlord.getByRole('region', { name: 'Conversation' });
  await expect(team.getByTestId('chat-notice')).toHaveText(new RegExp(`^This work order was closed on .+\\. You and ${chosenName} can still write here about it \\(warranty questions, a follow-up visit\\) until .+\\.$`));
  await team.getByRole('textbox', { name: 'Message' }).fill('The tap drips again, can you come back?');
  await team.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(team.getByText('The tap drips again, can you come back?')).toBeVisible();
  await shoot(landlord, 'closed-chat');

  for (const person of [owner, chosen, declined]) person.console.assertClean();
});
