/** Helpers for the journeys: read e-mails from the server's outbox, make images, sign tokens. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';

export const dataDir = () => process.env.E2E_DATA_DIR!;

/**
 * The first link containing `pathPart` in the newest e-mail to `to`, waiting for it to arrive; the
 * outbox is `<serverDataDir>/outbox` (the webServer's DATA_DIR unless a journey runs its own server).
 */
export async function linkFromOutbox(to: string, pathPart: string, serverDataDir: string | string[] = dataDir()): Promise<string> {
  // Several instances on one database: the mail job runs on whichever instance claims it (issue 20), so
  // the e-mail is in that instance's outbox.
  const outboxes = (Array.isArray(serverDataDir) ? serverDataDir : [serverDataDir]).map((dir) => path.join(dir, 'outbox'));
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (
          await Promise.all(outboxes.map(async (dir) => (await readdir(dir).catch(() => [] as string[])).map((name) => ({ dir, name }))))
        ).flat();
        for (const { dir, name } of files.sort((x, y) => y.name.localeCompare(x.name))) {
          const raw = (await readFile(path.join(dir, name), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
          if (!raw.includes(to)) continue;
          const match = raw.match(new RegExp(`https?://[^\\s"<>]*${pathPart}[^\\s"<>]*`));
          if (match) {
            link = match[0];
            return true;
          }
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return link!;
}

/** A real photo-sized PNG (a house-coloured gradient), as a Playwright file payload. */
export async function photoFile(name = 'front.png', colour = '#c9ada7') {
  const buffer = await sharp({ create: { width: 640, height: 420, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** The server's JWT secret (generated into DATA_DIR on first start). */
export async function jwtSecret(): Promise<string> {
  const secrets = JSON.parse(await readFile(path.join(dataDir(), 'secrets.json'), 'utf8')) as { jwtSecret: string };
  return secrets.jwtSecret;
}

export const E2E_PASSWORD = 'maple-court-1420';

/**
 * Verifies the e-mail through the outbox link and signs in through the sign-in page (lands on the
 * dashboard). `serverDataDir`: the DATA_DIR of the server the page talks to (as in linkFromOutbox).
 */
export async function verifyAndSignIn(page: Page, email: string, password = E2E_PASSWORD, serverDataDir: string | string[] = dataDir()) {
  const link = new URL(await linkFromOutbox(email, '/verify-email', serverDataDir));
  await page.goto(link.pathname + link.search);
  await expect(page.getByText(/verified/i).first()).toBeVisible();
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

/** Signs up as a landlord through the sign-up page, verifies and signs in (`serverDataDir` as in verifyAndSignIn). */
export async function signUpLandlord(page: Page, email: string, fullName: string, serverDataDir: string | string[] = dataDir()) {
  await page.goto('/sign-up');
  await page.getByLabel('Property manager / landlord').check();
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: /sign up/i }).click();
  await expect(page.getByText('You have successfully signed up').first()).toBeVisible();
  await verifyAndSignIn(page, email, E2E_PASSWORD, serverDataDir);
}

/**
 * A tenant accepts the e-mailed invitation in its own browser context: signs up from the link and, the
 * invitation having confirmed the address, is signed in at once (lands on the dashboard).
 */
export async function acceptTenantInvitation(browser: Browser, email: string, fullName: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const link = new URL(await linkFromOutbox(email, '/sign-up'));
  expect(link.searchParams.get('invitation')).toBeTruthy();
  await page.goto(link.pathname + link.search);
  // A new context's first page loads the whole app: slow on a loaded machine.
  await expect(page.getByText('You were invited to Lintel')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await page.getByLabel('Full name').fill(fullName);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: /sign up/i }).click();
  // The invitation confirmed the address: no verification e-mail.
  await expect(page).toHaveURL(/\/dashboard/);
  return page;
}

/** Calls the API as the page's signed-in user (set-up a journey is not about); returns the response. */
export async function apiAs(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('lintel.accessToken'));
  return page.request.fetch(`/api${path}`, { method, data, headers: { Authorization: `Bearer ${token}` } });
}

/** Like apiAs, expecting success; returns the JSON body. */
export async function apiOk<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const response = await apiAs(page, method, path, data);
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBeTruthy();
  return (await response.json()) as T;
}

const addDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Set-up a journey is not about, as the signed-in landlord `page`: a lease on `propertyId` signed on
 * paper (active since yesterday, for a year) with one tenant, invited by e-mail; the tenant accepts the
 * invitation in its own browser context. Returns the lease id and the tenant's signed-in page.
 */
export async function activeLeaseWithTenant(
  page: Page,
  browser: Browser,
  input: { propertyId: string; landlordName: string; tenantName: string; tenantEmail: string },
): Promise<{ leaseId: string; tenant: Page }> {
  const lease = await apiOk<{ id: string; tenants: Array<{ id: string }> }>(page, 'POST', '/leases', {
    propertyId: input.propertyId,
    term: 'one-year',
    startDate: addDays(-1),
    endDate: addDays(360),
    rentAmount: 1850,
    rentPayType: 'monthly',
    firstDay: 1,
    landlord: { fullName: input.landlordName },
    tenants: [{ fullName: input.tenantName, email: input.tenantEmail }],
    signedOffline: true,
  });
  await apiOk(page, 'POST', `/users/invite-user/${lease.tenants[0]!.id}?type=tenant`, {
    email: input.tenantEmail,
    fullName: input.tenantName,
  });
  return { leaseId: lease.id, tenant: await acceptTenantInvitation(browser, input.tenantEmail, input.tenantName) };
}

/**
 * Creates an event through the calendar's New event dialog as the signed-in `page`: `date` is
 * YYYY-MM-DD and `starts`/`ends` HH:mm in the browser's time zone, `weekdays` the repeat days as the
 * dialog labels them ('Mon', 'Wed'), `reminder` a Reminders option ('5 minutes before'). Waits for the
 * success message and resolves with the created event's id (POST /api/events).
 */
export async function createCalendarEvent(
  page: Page,
  event: { title: string; date: string; starts: string; ends: string; weekdays?: string[]; reminder: string },
): Promise<string> {
  await page.goto('/calendar');
  await page.getByRole('button', { name: 'New event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create event' });
  await dialog.getByLabel('Title').fill(event.title);
  await dialog.getByLabel(/^Date/).fill(event.date);
  await dialog.getByLabel('Starts').fill(event.starts);
  await dialog.getByLabel('End date').fill(event.date);
  await dialog.getByLabel('Ends').fill(event.ends);
  for (const day of event.weekdays ?? []) await dialog.getByText(day, { exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Reminders' }).click();
  await page.getByRole('option', { name: event.reminder, exact: true }).click();
  await dialog.getByLabel('Title').click();
  const created = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/events',
  );
  await dialog.getByRole('button', { name: 'Create' }).click();
  const response = await created;
  expect(response.status(), await response.text()).toBe(201);
  await expect(page.getByText('Event was successfully created')).toBeVisible();
  await expect(dialog).toBeHidden();
  return ((await response.json()) as { id: string }).id;
}

export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

/**
 * Issue 11 item 16: at the current (phone) width the page does not scroll sideways and each of
 * `locators` (a row's status badge, its row menu) lies inside the viewport's width, on screen
 * without scrolling sideways.
 */
export async function expectInViewWidth(page: Page, ...locators: Locator[]) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'sideways scroll').toBeLessThanOrEqual(0);
  // A phone card has room for its whole text: none of it is cut with an ellipsis.
  const cut = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.row-card .cell-text'))
      .filter((text) => text.scrollWidth > text.clientWidth + 1)
      .map((text) => text.textContent),
  );
  expect(cut, 'text cut short in phone cards').toEqual([]);
  const width = page.viewportSize()!.width;
  for (const locator of locators) {
    await expect(locator).toBeVisible();
    const box = (await locator.boundingBox())!;
    expect(box.x, `${locator} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${locator} ends on screen`).toBeLessThanOrEqual(width);
    // Not inside a box that scrolls sideways either (a table's own scroll container).
    const clipped = await locator.evaluate((element) => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        if (
          node.scrollWidth > node.clientWidth + 1 &&
          getComputedStyle(node).overflowX !== 'visible' &&
          getComputedStyle(node).overflowX !== 'hidden'
        )
          return true;
      }
      return false;
    });
    expect(clipped, `${locator} is not in a sideways-scrolling box`).toBe(false);
  }
}
