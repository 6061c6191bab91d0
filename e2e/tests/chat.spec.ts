/**
 * Issue 14 journey: the landlord and the tenant of a signed lease chat in two browser contexts. The
 * landlord opens the lease's conversation with "Message"; the tenant sees the landlord typing; a
 * message with a photo reaches the tenant without a reload, counted unread in the sidebar and the
 * list until the tenant opens it, and the landlord sees it read; a third account gets 404.
 */
import { expect, test } from './console-guard';
import { activeLeaseWithTenant, apiAs, apiOk, photoFile, signUpLandlord } from './support.ts';

const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;

test('landlord and tenant chat live: photo, unread count, read receipt, typing; a stranger gets 404', async ({ page, browser, consoleGuard }) => {
  // The stranger's requests for the conversation are refused on purpose (404, checked below).
  consoleGuard.allow(/\/api\/chat\/conversations\S*: Failed to load resource: the server responded with a status of 404/);
  test.setTimeout(240_000);
  const id = stamp();
  const tenantEmail = `tom-${id}@example.com`;
  await signUpLandlord(page, `chat-landlord-${id}@example.com`, 'Lena Landlord');

  // Set-up the journey is not about: a home, a lease signed on paper, the tenant invited.
  const home = await apiOk<{ id: string }>(page, 'POST', '/properties', { nickname: 'Maple Cottage', type: 'singleFamily', location: { address: '12 Maple Lane', city: 'Portland' } });
  const { leaseId, tenant } = await activeLeaseWithTenant(page, browser, { propertyId: home.id, landlordName: 'Lena Landlord', tenantName: 'Tom Tenant', tenantEmail });

  // The landlord opens the conversation from the lease screen.
  await page.goto(`/leases/${leaseId}`);
  await page.getByRole('link', { name: 'Message' }).click();
  await expect(page).toHaveURL(/\/chat\?conversation=/);
  const conversationId = new URL(page.url()).searchParams.get('conversation')!;
  const landlordThread = page.getByRole('region', { name: 'Conversation' });
  await expect(landlordThread.getByRole('heading', { name: 'Maple Cottage' })).toBeVisible();
  await expect(page.getByText('No messages yet. Say hello.')).toBeVisible();

  // The tenant has the Chat page open (list only) in another context.
  await tenant.getByRole('link', { name: 'Chat' }).first().click();
  await expect(tenant).toHaveURL(/\/chat$/);
  const tenantList = tenant.getByRole('list', { name: 'Conversations' });
  await expect(tenantList.getByText('Maple Cottage')).toBeVisible();
  await expect(tenant.getByRole('navigation', { name: 'Main' }).getByTestId('chat-unread-badge')).toHaveCount(0);

  // A message with a photo: Enter sends it; it reaches the tenant live, unread.
  const composer = page.getByRole('textbox', { name: 'Message' });
  await page.locator('input[type=file]').setInputFiles(await photoFile('leak.png', '#4c6ef5'));
  await expect(page.getByRole('img', { name: 'leak.png' })).toBeVisible();
  await composer.fill('The plumber comes Tuesday at 9.');
  await composer.press('Shift+Enter');
  await composer.pressSequentially('Is that OK?');
  await composer.press('Enter');
  await expect(page.getByTestId('chat-message').filter({ hasText: 'Is that OK?' })).toBeVisible();
  await expect(composer).toHaveValue('');
  await expect(tenant.getByRole('navigation', { name: 'Main' }).getByTestId('chat-unread-badge')).toHaveText('1');
  await expect(tenantList.getByTestId('conversation-unread')).toHaveText('1');

  // The tenant opens it: the photo is there, the count falls, the landlord sees it read.
  await tenantList.getByText('Maple Cottage').click();
  const message = tenant.getByTestId('chat-message').filter({ hasText: 'The plumber comes Tuesday at 9.' });
  await expect(message).toBeVisible();
  await expect(message).toContainText('Is that OK?');
  const photo = message.getByRole('img', { name: 'leak.png' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(tenant.getByRole('navigation', { name: 'Main' }).getByTestId('chat-unread-badge')).toHaveCount(0);
  await expect(tenantList.getByTestId('conversation-unread')).toHaveCount(0);
  await expect(page.getByTestId('read-receipt')).toHaveText('Seen by Tom Tenant');

  // Typing shows on the other side, and the reply arrives live.
  await tenant.getByRole('textbox', { name: 'Message' }).pressSequentially('Tuesday works', { delay: 30 });
  await expect(page.getByTestId('typing-indicator')).toHaveText('Tom Tenant is typing…');
  await tenant.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(page.getByTestId('chat-message').filter({ hasText: 'Tuesday works' })).toBeVisible();
  await expect(page.getByTestId('typing-indicator')).toHaveText('');

  // A third account cannot open the conversation.
  const stranger = await (await browser.newContext()).newPage();
  await signUpLandlord(stranger, `chat-stranger-${id}@example.com`, 'Sam Stranger');
  expect((await apiAs(stranger, 'GET', `/chat/conversations/${conversationId}`)).status()).toBe(404);
  expect((await apiAs(stranger, 'POST', '/chat/conversations', { subject: { kind: 'lease', id: leaseId } })).status()).toBe(404);
  await stranger.goto(`/chat?conversation=${conversationId}`);
  await expect(stranger.getByRole('alert').filter({ hasText: 'Conversation not found' })).toBeVisible();
  await stranger.goto(`/chat?subject=lease:${leaseId}`);
  await expect(stranger.getByRole('alert').filter({ hasText: 'Conversation not found' })).toBeVisible();
});
