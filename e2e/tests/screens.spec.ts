/**
 * Issue 22, the screens a new user meets: one journey per found item, at the widths the issue names, on
 * a server of its own with the demo data (item 2, time zones, is the calendar journey's; item 10, the
 * calendar's contrast, is every-page.spec.ts's axe run on every sidebar page).
 */
import { expect, test, type Page } from './console-guard';
import { checkScreen, demoUsers, ownServer, signIn, watchPageProblems } from './ux-support.ts';

const server = ownServer(Number(process.env.SCREENS_PORT ?? 3635));
test.use({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  await server.start();
});
test.afterAll(async () => server.stop());

/** YYYY-MM-DD of today + `days` in the browser's calendar. */
const browserDate = (page: Page, days: number) =>
  page.evaluate((plus) => {
    const d = new Date();
    d.setDate(d.getDate() + plus);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  }, days);

/** The boxes of the visible toasts and of a control, and whether any toast covers it. */
async function toastCovers(page: Page, control: ReturnType<Page['locator']>): Promise<boolean> {
  const box = await control.boundingBox();
  if (!box) return false;
  const toasts = await page.locator('.mantine-Notification-root').evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON() as DOMRect));
  return toasts.some((t) => box.x < t.right && box.x + box.width > t.left && box.y < t.bottom && box.y + box.height > t.top);
}

test('item 1: a new event moved to tomorrow keeps its end on the same day; a wrong end time is flagged on the end time', async ({ page }) => {
  await signIn(page, demoUsers.landlord);
  await page.goto('/calendar');
  await page.getByRole('button', { name: 'New event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create event' });
  const tomorrow = await browserDate(page, 1);
  const field = (name: string) => dialog.getByRole('textbox', { name, exact: true });
  await field('Title').fill('Boiler check');
  await field('Date').fill(tomorrow);
  await field('Starts').fill('10:00');
  await field('Ends').fill('11:00');
  // The end date follows the start date (it stayed on today, issue 22 item 1).
  await expect(field('End date')).toHaveValue(tomorrow);
  // An end before the start is refused on the field that is wrong, and nothing is created.
  await field('Ends').fill('09:30');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(field('Ends')).toHaveAttribute('aria-invalid', 'true');
  await expect(field('Date')).not.toHaveAttribute('aria-invalid', 'true');
  await field('Ends').fill('11:00');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Boiler check').first()).toBeVisible();
});

test('items 3 and 7: a finished Get started leaves no empty card; at tablet width the sidebar is a rail and the Portfolio reads cleanly', async ({ page }) => {
  await signIn(page, demoUsers.landlord);
  // The demo landlord has done every step: no checklist, and no empty widget frame in its place.
  await expect(page.getByRole('region', { name: 'Get started' })).toHaveCount(0);
  const empties = await page.locator('.lintel-widget-cell').evaluateAll((cells) => cells.filter((cell) => (cell.textContent ?? '').trim() === '').length);
  expect(empties).toBe(0);

  await page.setViewportSize({ width: 820, height: 1180 });
  await page.reload();
  const nav = page.locator('.shell-nav').filter({ visible: true }).first();
  await expect(nav).toBeVisible();
  const navWidth = (await nav.boundingBox())!.width;
  expect(navWidth, 'the sidebar is a rail at 820 px').toBeLessThan(120);
  // Labels of the Portfolio figures do not run into each other.
  const labels = page.getByText(/^(Properties|Units)$/i);
  const boxes = await labels.evaluateAll((nodes) => nodes.filter((n) => (n as HTMLElement).offsetParent).map((n) => n.getBoundingClientRect().toJSON() as DOMRect));
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!;
      const b = boxes[j]!;
      expect(a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top, 'Portfolio labels overlap').toBe(true);
    }
  const problems = watchPageProblems(page);
  await checkScreen(page, 'screens-dashboard-tablet', problems);
});

test('item 4: calculators refuse a negative rate in the form, in plain words, with no toast and nothing saved', async ({ page }) => {
  await signIn(page, demoUsers.homeowner);
  await page.goto('/calculators');
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/')) requests.push(request.url());
  });
  await page.getByLabel('Home price').fill('250000');
  await page.getByLabel('Down payment').fill('50000');
  await page.getByLabel('Interest rate').fill('-1');
  await page.getByLabel('Loan term').fill('30');
  await page.getByRole('button', { name: 'Calculate and explain' }).click();
  const rate = page.getByLabel('Interest rate');
  await expect(rate).toHaveAttribute('aria-invalid', 'true');
  const message = await page.locator(`#${await rate.getAttribute('aria-describedby')}`).first().textContent();
  expect(message ?? '').not.toMatch(/expected|number to be|Invalid body/i);
  expect(message ?? '').toMatch(/negative|at least|0/i);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  expect(requests).toEqual([]);
  // Copy (item 9): no badge nobody can read on a result.
  await rate.fill('6');
  await page.getByRole('button', { name: 'Calculate and explain' }).click();
  await expect(page.getByTestId('calculator-result')).toBeVisible();
  await expect(page.getByText(/standard explanation/i)).toHaveCount(0);
});

test('item 5: rent-due entries name the unit, and their details the amount and the tenant', async ({ page }) => {
  await signIn(page, demoUsers.landlord);
  await page.goto('/calendar');
  // One chip per unit, the unit first: three units of one building differ even when cut short.
  const chips = page.getByRole('button', { name: /^Rent · Unit \S+ · / });
  await expect(chips.first()).toBeVisible();
  const names = await chips.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? node.textContent ?? ''));
  expect(new Set(names).size).toBeGreaterThan(1);
  await chips.first().click();
  const info = page.getByRole('dialog');
  await expect(info).toContainText(/\$[\d,]+\.\d\d due/);
  await page.keyboard.press('Escape');
});

test('item 6: Esc closes a dialog and gives focus back to the button that opened it; focus is clearly drawn', async ({ page }) => {
  await signIn(page, demoUsers.landlord);
  await page.goto('/calendar');
  const opener = page.getByRole('button', { name: 'New event' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Create event' });
  await expect(dialog).toBeVisible();
  const title = dialog.getByRole('textbox', { name: 'Title', exact: true });
  await title.focus();
  // A focused field has a visible ring, not a 1 px colour change.
  const ring = await title.evaluate((input) => {
    const style = getComputedStyle(input);
    return { outline: parseFloat(style.outlineWidth) || 0, shadow: style.boxShadow };
  });
  expect(ring.outline >= 2 || (ring.shadow !== 'none' && ring.shadow !== '')).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('item 8: the toast after accepting a request does not cover Create work order', async ({ page, browser }) => {
  // The tenant files a request; the landlord accepts it.
  const tenant = await (await browser.newContext({ baseURL: server.url })).newPage();
  await signIn(tenant, demoUsers.tenant);
  await tenant.goto('/requests');
  await tenant.getByRole('button', { name: 'New request' }).click();
  const form = tenant.getByRole('dialog', { name: 'New request' });
  await form.getByRole('combobox', { name: 'Category' }).click();
  await tenant.getByRole('option', { name: 'Plumbing' }).click();
  const description = `The kitchen tap drips all night ${Date.now()}`;
  await form.getByRole('textbox', { name: 'Description' }).fill(description);
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form).toBeHidden();
  await tenant.context().close();

  await signIn(page, demoUsers.landlord);
  await page.goto('/requests');
  const row = page.getByRole('row').filter({ hasText: description });
  await row.getByRole('button', { name: /^Open request/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
  const next = dialog.getByRole('button', { name: 'Create work order' });
  await expect(next).toBeVisible();
  await expect(page.locator('.mantine-Notification-root').first()).toBeVisible();
  expect(await toastCovers(page, next)).toBe(false);
  await next.click();
  await expect(page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Create work order' }) }).last()).toBeVisible();
});

test('item 9: the contact Share dialog says the link goes to the person below, and money reads without an "UNPAID $0.00"', async ({ page }) => {
  await signIn(page, demoUsers.homeowner);
  await page.goto('/contacts');
  const row = page.getByRole('row').nth(1);
  await row.getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: /Share/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Share contact' });
  await expect(dialog).toContainText(/e-mail the person below a link/i);
  await expect(dialog).not.toContainText(/We'll e-mail a link to/);
  await page.keyboard.press('Escape');

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, demoUsers.landlord);
  await page.goto('/payments');
  // The figures say what they mean: "Due, not late" beside "Overdue", not an "Unpaid $0.00".
  await expect(page.getByRole('group', { name: 'Overdue' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Due, not late' })).toBeVisible();
  await expect(page.getByRole('group', { name: /^Unpaid$/i })).toHaveCount(0);
});

test('item 9: on a phone the configurator offers one 3D preview, above the option cards', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/configurator');
  await page.getByRole('button', { name: /^Window/ }).click();
  await expect(page.getByRole('heading', { name: 'Configure your window', level: 1 })).toBeVisible();
  // One way to the 3D view ("See 3D" and "Preview in 3D" side by side was the defect).
  await expect(page.getByRole('button', { name: /3D/ }).filter({ visible: true })).toHaveCount(1);
  const preview = page.getByRole('region', { name: '3D preview' });
  const firstChoice = page.getByRole('button', { name: /^Casement/ });
  const previewBox = (await preview.boundingBox())!;
  const choiceBox = (await firstChoice.boundingBox())!;
  expect(previewBox.y, 'the preview comes before the option cards').toBeLessThan(choiceBox.y);
});
