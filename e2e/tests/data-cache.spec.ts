/**
 * Issue 20 journey: the browser's one data cache. Two people with the same conversation open: one
 * chat message costs at most 4 API requests in the two tabs together (counted from the send until the
 * message shows on the other side, and until both tabs have handled the live events it sets off), and it
 * shows without a reload. A landlord accepting a quote sends one POST and no GET, and the page shows the
 * accepted quote, the declined one and the work order's new status.
 */
import { expect, test } from './console-guard';
import type { Browser, Page } from './console-guard';
import { activeLeaseWithTenant, apiAs, apiOk, linkFromOutbox, signUpLandlord } from './support.ts';

const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;

/** Records every /api/ request `pages` make while counting is on (method and path). */
function countApiRequests(pages: Page[]) {
  const seen: string[] = [];
  let on = false;
  for (const page of pages) {
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (on && url.pathname.startsWith('/api/')) seen.push(`${request.method()} ${url.pathname}`);
    });
  }
  return {
    start: () => {
      seen.length = 0;
      on = true;
    },
    stop: () => {
      on = false;
      return [...seen];
    },
  };
}

/**
 * The types of the live events `page` receives on its WebSocket (/api/live), in arrival order. Attach it
 * before the page opens the socket (before a `goto`): a socket opened earlier is not seen.
 */
function liveEventsOf(page: Page): string[] {
  const types: string[] = [];
  page.on('websocket', (socket) => {
    if (!new URL(socket.url()).pathname.endsWith('/api/live')) return;
    socket.on('framereceived', ({ payload }) => {
      const frame = JSON.parse(String(payload)) as { type?: string; event?: { type?: string } };
      if (frame.type === 'event' && frame.event?.type) types.push(frame.event.type);
    });
  });
  return types;
}

/**
 * Resolves once `page` has run its pending work: the microtasks and one task after the next frame, so
 * the requests a handled live event starts have been sent before counting stops.
 */
function pageSettled(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/** As apiOk, for PATCH. */
async function apiPatch(page: Page, path: string, data: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('lintel.accessToken'));
  const response = await page.request.fetch(`/api${path}`, { method: 'PATCH', data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `PATCH ${path}: ${response.status()} ${await response.text()}`).toBeTruthy();
}

async function signUpProvider(browser: Browser, name: string, email: string, company: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/sign-up');
  await page.getByRole('radio', { name: 'Service provider' }).check();
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('maple-court-1420');
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByText('You have successfully signed up').first()).toBeVisible();
  const link = new URL(await linkFromOutbox(email, '/verify-email'));
  await page.goto(link.pathname + link.search);
  await expect(page.getByText(/verified/i).first()).toBeVisible();
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('maple-court-1420');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/sign-up\/steps$/);
  await page.getByLabel('Company name').fill(company);
  const trades = page.getByRole('combobox', { name: 'Trades' });
  await trades.fill('Plumbing');
  await trades.press('Enter');
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('link', { name: 'Inbox', exact: true })).toBeVisible();
  return page;
}

test('one chat message is at most 4 API requests in two tabs and shows live', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const id = stamp();
  await signUpLandlord(page, `cache-landlord-${id}@example.com`, 'Lena Landlord');
  const home = await apiOk<{ id: string }>(page, 'POST', '/properties', { nickname: 'Cedar House', type: 'singleFamily', location: { address: '3 Cedar Road', city: 'Portland' } });
  const { leaseId, tenant } = await activeLeaseWithTenant(page, browser, { propertyId: home.id, landlordName: 'Lena Landlord', tenantName: 'Tom Tenant', tenantEmail: `cache-tom-${id}@example.com` });
  const conversation = await apiOk<{ id: string }>(page, 'POST', '/chat/conversations', { subject: { kind: 'lease', id: leaseId } });

  // The tenant's account joins the lease once the invitation is taken up (delivered off the request).
  await expect.poll(async () => (await apiAs(tenant, 'POST', '/chat/conversations', { subject: { kind: 'lease', id: leaseId } })).status(), { timeout: 20_000 }).toBe(200);

  // Both have the conversation open.
  const pageEvents = liveEventsOf(page);
  const tenantEvents = liveEventsOf(tenant);
  await page.goto(`/chat?conversation=${conversation.id}`);
  await tenant.goto(`/chat?conversation=${conversation.id}`);
  for (const side of [page, tenant]) {
    await expect(side.getByRole('region', { name: 'Conversation' }).getByRole('heading', { name: 'Cedar House' })).toBeVisible();
    await expect(side.getByText('No messages yet. Say hello.')).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  await tenant.waitForLoadState('networkidle');

  const requests = countApiRequests([page, tenant]);
  requests.start();
  const composer = page.getByRole('textbox', { name: 'Message' });
  await composer.fill('The plumber comes Tuesday at 9.');
  await composer.press('Enter');
  await expect(tenant.getByTestId('chat-message').filter({ hasText: 'The plumber comes Tuesday at 9.' })).toBeVisible();
  await expect(page.getByTestId('read-receipt')).toHaveText('Seen by Tom Tenant');
  // Anything the message still sets off counts too: both tabs receive the message and the read receipt
  // over the live channel, and whatever they do about them is sent before counting stops.
  for (const events of [pageEvents, tenantEvents]) {
    await expect.poll(() => events).toEqual(expect.arrayContaining(['chat.messagePosted', 'chat.messageRead']));
  }
  await Promise.all([pageSettled(page), pageSettled(tenant)]);
  const made = requests.stop();
  expect(made.length, made.join('\n')).toBeLessThanOrEqual(4);
  expect(made).toContain(`POST /api/chat/conversations/${conversation.id}/messages`);
});

test('accepting a quote is one POST and no GET; the page shows the accepted and declined quotes and the new status', async ({ browser }) => {
  test.setTimeout(240_000);
  const id = stamp();
  const first = `Pipe Pros ${id}`;
  const second = `Drain Masters ${id}`;
  const pipePros = await signUpProvider(browser, 'Pat Pipe', `cache-pipe-${id}@example.com`, first);
  const drains = await signUpProvider(browser, 'Dana Drain', `cache-drain-${id}@example.com`, second);
  const landlord = await (await browser.newContext()).newPage();
  await signUpLandlord(landlord, `cache-wo-landlord-${id}@example.com`, 'Lena Landlord');

  // Set-up the journey is not about: a work order, two providers asked, both quoted.
  const home = await apiOk<{ id: string }>(landlord, 'POST', '/properties', { nickname: 'Birch Court', type: 'singleFamily', location: { address: '8 Birch Street', city: 'Portland' } });
  const workOrder = await apiOk<{ id: string }>(landlord, 'POST', '/work-orders', { name: `Dripping tap ${id}`, category: 'plumbing', property: home.id });
  const providerIds = await Promise.all([pipePros, drains].map(async (provider) => (await apiOk<{ id: string }>(provider, 'GET', '/users/me')).id));
  await apiPatch(landlord, `/work-orders/request-quote/${workOrder.id}`, { providerIds });
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  for (const [provider, price] of [[pipePros, 180], [drains, 240]] as const) {
    await apiOk(provider, 'POST', '/work-order-quotes', { workOrderId: workOrder.id, lineItems: [{ description: 'Replace washer', quantity: 1, unitPrice: price }], rate: 0, earliestStart: tomorrow });
  }

  const landlordEvents = liveEventsOf(landlord);
  await landlord.goto(`/work-orders/${workOrder.id}`);
  const comparison = landlord.getByRole('list', { name: 'Quotes side by side' });
  await expect(comparison.getByRole('listitem')).toHaveCount(2);
  await expect(landlord.getByText('Quotes requested').first()).toBeVisible();
  await landlord.waitForLoadState('networkidle');

  const requests = countApiRequests([landlord]);
  await comparison.getByRole('button', { name: `Accept the quote from ${first}` }).click();
  requests.start();
  await landlord.getByRole('dialog', { name: 'Accept this quote?' }).getByRole('button', { name: 'Accept quote' }).click();
  await expect(comparison.getByRole('listitem', { name: `Quote from ${first}` }).getByText('Accepted')).toBeVisible();
  await expect(comparison.getByRole('listitem', { name: `Quote from ${second}` }).getByText('Declined')).toBeVisible();
  await expect(landlord.getByText('In progress').first()).toBeVisible();
  await expect(landlord.getByRole('region', { name: 'Assignees' })).toContainText(first);
  // The events of the change (one per quote, in the work order's room) arrive: nothing is asked again.
  await expect.poll(() => landlordEvents).toEqual(expect.arrayContaining(['workOrder.quoteDeclined', 'workOrder.quoteAccepted']));
  await pageSettled(landlord);
  const made = requests.stop();
  expect(made, made.join('\n')).toEqual([`POST /api/work-orders/${workOrder.id}/accept-quote`]);
});
