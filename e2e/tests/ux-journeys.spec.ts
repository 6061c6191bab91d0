/**
 * Issue 11: a journey per role (visitor, landlord, tenant, homeowner, service provider) at desktop
 * (1440×900) and phone (390×844) width, on a server of its own with the demo data. Every screen passes
 * checkScreen — no console error or CSP violation, no sideways scroll, no control under a toast, zero
 * serious axe-core violations — and leaves a screenshot in test-results/journeys (CI artefact).
 */
import { expect, test, type Locator, type Page } from './console-guard';
import { checkScreen, demoUsers, signIn, useOwnServer, viewports, watchPageProblems } from './ux-support.ts';
import { expectInViewWidth } from './support.ts';

useOwnServer(Number(process.env.UX_JOURNEYS_PORT ?? 3632));

interface Screen {
  path: string;
  /** Something that shows once the screen has its data. */
  ready: (page: Page) => Locator;
  /** What must be on screen without scrolling sideways (a row's status and menu; issue 11 item 16). */
  inView?: (page: Page) => Locator[];
}

/** Opens each path and checks it. */
async function walk(page: Page, problems: string[], prefix: string, screens: Screen[]) {
  for (const screen of screens) {
    await page.goto(screen.path);
    await expect(screen.ready(page).first()).toBeVisible();
    if (screen.inView) await expectInViewWidth(page, ...screen.inView(page));
    await checkScreen(page, `${prefix}${screen.path.replace(/\//g, '_')}`, problems);
  }
}

/** A list row's status badge and row menu, whether the row is a table row or a phone card. */
const statusAndMenu = (row: Locator) => [row.locator('.mantine-Badge-root').first(), row.getByRole('button', { name: /^Actions for/ })];

for (const [width, viewport] of Object.entries(viewports)) {
  test.describe(`${width} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('visitor: sign-in, sign-up and the configurator without an account', async ({ page }) => {
      const problems = watchPageProblems(page);
      await walk(page, problems, `visitor-${width}`, [
        { path: '/login', ready: (p) => p.getByRole('button', { name: 'Sign in' }) },
        { path: '/sign-up', ready: (p) => p.getByRole('button', { name: /sign up/i }) },
        { path: '/configurator', ready: (p) => p.getByRole('heading', { level: 1 }) },
      ]);
    });

    test('landlord: dashboard, properties, leases and a lease, tenants, payments', async ({ page }) => {
      test.setTimeout(120_000);
      const problems = watchPageProblems(page);
      await signIn(page, demoUsers.landlord);
      await walk(page, problems, `landlord-${width}`, [
        { path: '/dashboard', ready: (p) => p.getByRole('heading', { level: 1 }) },
        {
          path: '/properties',
          ready: (p) => p.getByRole('link', { name: /Maple Court/ }),
          inView: (p) => statusAndMenu(p.locator('tr, [role="listitem"]').filter({ hasText: 'Maple Court' }).first()),
        },
        {
          path: '/leases',
          ready: (p) => p.getByText(/Priya Raman/),
          inView: (p) => statusAndMenu(p.locator('tr, [role="listitem"]').filter({ hasText: 'Priya Raman' })),
        },
        { path: '/tenants', ready: (p) => p.getByText(/Priya Raman/) },
        { path: '/payments', ready: (p) => p.getByRole('heading', { level: 1 }) },
      ]);
    });

    test('tenant: dashboard, My lease, my payments', async ({ page }) => {
      const problems = watchPageProblems(page);
      await signIn(page, demoUsers.tenant);
      await walk(page, problems, `tenant-${width}`, [
        { path: '/dashboard', ready: (p) => p.getByRole('heading', { level: 1 }) },
        { path: '/my-lease', ready: (p) => p.locator('iframe.lease-pdf') },
        { path: '/my-payments', ready: (p) => p.getByRole('heading', { level: 1 }) },
      ]);
    });

    test('homeowner: dashboard, inventory, contacts, documents', async ({ page }) => {
      const problems = watchPageProblems(page);
      await signIn(page, demoUsers.homeowner);
      await walk(page, problems, `homeowner-${width}`, [
        { path: '/dashboard', ready: (p) => p.getByRole('heading', { level: 1 }) },
        { path: '/inventory', ready: (p) => p.getByText(/Refrigerator/) },
        { path: '/contacts', ready: (p) => p.getByText(/Elena Ruiz/) },
        { path: '/documents', ready: (p) => p.getByRole('heading', { level: 1 }) },
      ]);
    });

    test('service provider: dashboard, requests for quotes, quotes', async ({ page }) => {
      const problems = watchPageProblems(page);
      await signIn(page, demoUsers.provider);
      await walk(page, problems, `provider-${width}`, [
        { path: '/dashboard', ready: (p) => p.getByRole('heading', { level: 1 }) },
        { path: '/quotes/requests', ready: (p) => p.getByRole('heading', { level: 1 }) },
        { path: '/quotes', ready: (p) => p.getByRole('heading', { level: 1 }) },
      ]);
    });
  });
}
