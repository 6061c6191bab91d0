/**
 * Helpers of the issue 11 journeys: a Lintel server of their own (demo data seeded, stopped and
 * started by the offline test), and the checks every screen must pass — no console error or CSP
 * violation, no sideways scroll, no control under a toast, zero serious axe-core violations — with a
 * screenshot kept under test-results/journeys (the CI artefact folder).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './console-guard';

const here = path.dirname(fileURLToPath(import.meta.url));
export const screenshotDir = path.join(here, '..', 'test-results', 'journeys');
export const DEMO_PASSWORD = 'Lintel-demo-2026';
export const demoUsers = {
  landlord: 'manager@demo.lintel.app',
  homeowner: 'owner@demo.lintel.app',
  tenant: 'tenant@demo.lintel.app',
  provider: 'pro@demo.lintel.app',
} as const;

export interface OwnServer {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** The built server (apps/server/dist) on `port` with a fresh data directory and the demo data. */
export function ownServer(port: number): OwnServer {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lintel-ux-'));
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  return {
    url,
    async start() {
      child = spawn(process.execPath, [path.join(here, '..', '..', 'apps', 'server', 'dist', 'main.js')], {
        env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: url, SEED_DEMO: '1', LOG_LEVEL: 'warn' },
        stdio: 'inherit',
      });
      await expect
        .poll(async () => (await fetch(`${url}/api/ready`).catch(() => null))?.status ?? 0, { timeout: 110_000, intervals: [250] })
        .toBe(200);
    },
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    },
  };
}

/** The widths the journeys check every screen at. */
export const viewports = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * A server of the spec file's own (the demo data) on `port`: the file's baseURL, started before its
 * tests and stopped after them.
 */
export function useOwnServer(port: number): OwnServer {
  const server = ownServer(port);
  test.use({ baseURL: server.url });
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await server.start();
  });
  test.afterAll(async () => server.stop());
  return server;
}

/** The sidebar's links as [label, path] (on a phone, from the drawer the menu button opens, closed again after). */
export async function sidebarLinks(page: Page, phone: boolean): Promise<Array<[string, string]>> {
  if (phone) await page.getByRole('button', { name: /open navigation|menu/i }).first().click();
  const nav = page.locator('.shell-nav').filter({ visible: true }).first();
  await expect(nav).toBeVisible();
  const links = await nav.locator('a[href^="/"]').evaluateAll((anchors) =>
    anchors.map((anchor) => [anchor.textContent?.trim() ?? '', new URL((anchor as HTMLAnchorElement).href).pathname] as [string, string]),
  );
  if (phone) await page.keyboard.press('Escape');
  return links;
}

/** Records console errors, page errors and CSP violations of a page from its first script on. */
export function watchPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  return problems;
}

/** Signs in through the sign-in screen and waits for the dashboard. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

/**
 * The checks of one screen, then its screenshot (`<name>.png`): no sideways scroll, no visible control
 * under a toast, zero serious/critical axe-core violations, and no console error or CSP violation so far.
 */
export async function checkScreen(page: Page, name: string, problems: string[]) {
  // Settle first; a page that never goes network-idle (Chromium's PDF viewer in My lease's iframe keeps a
  // request open at 1440 px) is checked after 15 s, once no loader shows, like any other.
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await expect(page.locator('[role="status"][aria-label^="Loading"], .mantine-Skeleton-root')).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name}: sideways scroll`).toBeLessThanOrEqual(0);
  const covered = await page.evaluate(() => {
    const toasts = Array.from(document.querySelectorAll('.mantine-Notification-root')).map((toast) => toast.getBoundingClientRect());
    const controls = Array.from(document.querySelectorAll('button, a[href], input, select, textarea, [role="button"]')).filter(
      (control) => !control.closest('.mantine-Notification-root') && (control as HTMLElement).offsetParent !== null,
    );
    return controls
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return toasts.some((toast) => box.left < toast.right && box.right > toast.left && box.top < toast.bottom && box.bottom > toast.top);
      })
      .map((control) => control.textContent?.trim() || control.getAttribute('aria-label') || control.tagName);
  });
  expect(covered, `${name}: controls under a toast`).toEqual([]);
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(' | ')}`);
  expect(serious, `${name}: serious axe violations`).toEqual([]);
  expect(problems, `${name}: console errors or CSP violations`).toEqual([]);
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/**
 * The lease PDF is really drawn (issue 11 item 1): the frame holds Chromium's PDF viewer, and its
 * pixels show a white page with dark text on it — not an empty box or a "blocked" page.
 */
export async function expectPdfRendered(page: Page, frame: ReturnType<Page['locator']>, name: string) {
  await expect(frame).toBeVisible();
  await expect
    .poll(() => page.frames().some((f) => f.url().startsWith('chrome-extension://') && f.url().includes('index.html')), { timeout: 15_000 })
    .toBe(true);
  const { default: sharp } = await import('sharp');
  await expect
    .poll(
      async () => {
        const { data, info } = await sharp(await frame.screenshot()).raw().toBuffer({ resolveWithObject: true });
        let white = 0;
        let dark = 0;
        for (let i = 0; i < data.length; i += info.channels) {
          const light = (data[i]! + data[i + 1]! + data[i + 2]!) / 3;
          if (light > 245) white += 1;
          else if (light < 35) dark += 1; // text; the viewer's toolbar and background are lighter
        }
        const pixels = info.width * info.height;
        return white / pixels > 0.2 && dark > 200;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await frame.screenshot({ path: path.join(screenshotDir, `pdf-${name}.png`) });
}
