/** Helpers of the handoff journeys (issue 21): people signed in at once, each failing on a console warning or error. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { notOurs } from './console-guard.ts';
import { dataDir, linkFromOutbox } from './support.ts';

const password = 'Sturdy-lintel-2026';

/**
 * Collects the page's console warnings and errors (but those console-guard.ts accepts everywhere) and uncaught exceptions; call `assertClean()` at
 * the end of a journey (it fails listing them). A journey must not pass with a warning on the way.
 */
export function watchConsole(page: Page, who: string): { assertClean: () => void } {
  const problems: string[] = [];
  page.on('console', (message) => {
    // Messages that are not Lintel's (console-guard.ts `notOurs`: headless GL, three's deprecation) do not count.
    if ((message.type() === 'warning' || message.type() === 'error') && !notOurs.some((pattern) => pattern.test(message.text()))) {
      problems.push(`${who} console ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`${who} uncaught: ${error.stack ?? error.message}`));
  return { assertClean: () => expect(problems, problems.join('\n')).toEqual([]) };
}

/**
 * A new browser context signed up, verified and signed in with `role`; a provider finishes the company
 * step with `company` and `trades` (Plumbing unless given). A homeowner is the sign-up page's default role.
 */
export async function signUpAs(browser: Browser, input: { name: string; email: string; role: 'Property manager / landlord' | 'Service provider' | 'Homeowner'; company?: string; trades?: string[] }) {
  const page = await (await browser.newContext()).newPage();
  const console = watchConsole(page, input.name);
  await page.goto('/sign-up');
  if (input.role !== 'Homeowner') await page.getByRole('radio', { name: input.role }).check();
  await page.getByLabel('Full name').fill(input.name);
  await page.getByLabel('E-mail').fill(input.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByText('You have successfully signed up').first()).toBeVisible();
  const link = new URL(await linkFromOutbox(input.email, '/verify-email'));
  await page.goto(link.pathname + link.search);
  await expect(page.getByText(/verified/i).first()).toBeVisible();
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(input.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  if (input.company) {
    await expect(page).toHaveURL(/\/sign-up\/steps$/);
    await page.getByLabel('Company name').fill(input.company);
    const trades = page.getByRole('combobox', { name: 'Trades' });
    for (const trade of input.trades ?? ['Plumbing']) {
      await trades.fill(trade);
      await trades.press('Enter');
    }
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('link', { name: 'Inbox', exact: true })).toBeVisible();
  } else if (input.role === 'Homeowner') {
    await expect(page.getByRole('link', { name: 'Quote requests' })).toBeVisible();
  } else {
    await expect(page).toHaveURL(/\/dashboard/);
  }
  return { page, console };
}

/** With HANDOFF_SHOTS=<dir>, saves the screen at 1440 and 390 px wide (design review); otherwise nothing. */
export async function shoot(page: Page, name: string) {
  const dir = process.env.HANDOFF_SHOTS;
  if (!dir) return;
  const before = page.viewportSize();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // The layout at the new width is painted two frames later; transitions are finished by the screenshot.
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true, animations: 'disabled' });
  }
  if (before) await page.setViewportSize(before);
}

/** Calls the API as the page's signed-in user (set-up a journey is not about), any method; `multipart` uploads one file. */
export async function api(page: Page, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, data?: unknown, multipart?: { name: string; mimeType: string; buffer: Buffer }) {
  const token = await page.evaluate(() => localStorage.getItem('lintel.accessToken'));
  return page.request.fetch(`/api${path}`, { method, ...(multipart ? { multipart: { file: multipart } } : data === undefined ? {} : { data }), headers: { Authorization: `Bearer ${token}` } });
}

/** Like api, expecting success; returns the JSON body. */
export async function apiJson<T>(...args: Parameters<typeof api>): Promise<T> {
  const response = await api(...args);
  expect(response.ok(), `${args[1]} ${args[2]}: ${response.status()} ${await response.text()}`).toBeTruthy();
  return (await response.json()) as T;
}

/** The decoded text of an .eml the outbox holds (quoted-printable or base64 body, as nodemailer writes it). */
function decodeMail(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split);
  const body = raw.slice(split).trim();
  const decoded = /content-transfer-encoding:\s*base64/i.test(headers)
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
  return `${headers}\n\n${decoded}`;
}

/**
 * Waits for an e-mail to `to` in the server's outbox whose text contains `text` (a notification's
 * summary, say), and returns that text. Fails after 15 s (the mail job runs after the commit).
 */
export async function mailTo(to: string, text: string): Promise<string> {
  const outbox = path.join(dataDir(), 'outbox');
  let found = '';
  await expect
    .poll(
      async () => {
        for (const name of await readdir(outbox).catch(() => [] as string[])) {
          const raw = await readFile(path.join(outbox, name), 'utf8');
          if (!raw.includes(to)) continue;
          const mail = decodeMail(raw);
          if (mail.includes(text)) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000, message: `an e-mail to ${to} saying "${text}"` },
    )
    .toBe(true);
  return found;
}

/**
 * Waits for the bell of `page` to count an unseen notification (no reload: it arrives live), opens the
 * notifications and returns the notice titled `title` whose summary matches `summary`; Escape closes them.
 */
export async function bellNotice(page: Page, title: string, summary: RegExp): Promise<Locator> {
  const bell = page.getByRole('button', { name: /Notifications, \d+ unseen/ });
  await expect(bell).toBeVisible({ timeout: 15_000 });
  await bell.click();
  const notice = page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('button', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(unseen\\): ${summary.source}`) });
  await expect(notice).toBeVisible();
  return notice;
}
