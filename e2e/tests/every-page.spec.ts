/**
 * Issue 22, "What must be true": every sidebar page of each demo role, at 1440 and 390 px, on a server
 * of its own with the demo data, passes checkScreen — zero serious or critical axe-core violations, no
 * console warning or error, no sideways scroll, no control under a toast — and shows what it is for
 * (its heading), not a blank screen. The pages are read from the sidebar itself, so a page a role gains
 * later is checked without changing this file.
 */
import { expect, test, type Page } from './console-guard';
import { checkScreen, demoUsers, ownServer, signIn, watchPageProblems } from './ux-support.ts';

const server = ownServer(Number(process.env.EVERY_PAGE_PORT ?? 3634));
test.use({ baseURL: server.url });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  await server.start();
});
test.afterAll(async () => server.stop());

const viewports = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/** The sidebar's links as [label, path] (on a phone, from the drawer the menu button opens). */
async function sidebarPages(page: Page, phone: boolean): Promise<Array<[string, string]>> {
  if (phone) await page.getByRole('button', { name: /open navigation|menu/i }).first().click();
  const nav = page.locator('.shell-nav').filter({ visible: true }).first();
  await expect(nav).toBeVisible();
  const links = await nav.locator('a[href^="/"]').evaluateAll((anchors) =>
    anchors.map((anchor) => [anchor.textContent?.trim() ?? '', new URL((anchor as HTMLAnchorElement).href).pathname] as [string, string]),
  );
  if (phone) await page.keyboard.press('Escape');
  return links;
}

for (const [width, viewport] of Object.entries(viewports)) {
  test.describe(`${width} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    for (const [role, email] of Object.entries(demoUsers)) {
      test(`${role}: every sidebar page is accessible and free of console warnings`, async ({ page }) => {
        test.setTimeout(180_000);
        const problems = watchPageProblems(page);
        await signIn(page, email);
        const pages = await sidebarPages(page, width === 'phone');
        expect(pages.length, `${role} has a sidebar`).toBeGreaterThan(3);
        for (const [label, pathname] of pages) {
          await page.goto(pathname);
          await expect(page.getByRole('heading', { level: 1 }).first(), `${label} has a heading`).toBeVisible();
          await checkScreen(page, `every-${role}-${pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${width}`, problems);
        }
      });
    }
  });
}
