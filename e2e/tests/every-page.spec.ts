/**
 * Issue 22, "What must be true": every sidebar page of each demo role, at 1440 and 390 px, on a server
 * of its own with the demo data, passes checkScreen — zero serious or critical axe-core violations, no
 * console warning or error, no sideways scroll, no control under a toast — and shows what it is for
 * (its heading), not a blank screen. The pages are read from the sidebar itself, so a page a role gains
 * later is checked without changing this file.
 */
import { expect, test } from './console-guard';
import { checkScreen, demoUsers, sidebarLinks, signIn, useOwnServer, viewports, watchPageProblems } from './ux-support.ts';

useOwnServer(Number(process.env.EVERY_PAGE_PORT ?? 3634));

for (const [width, viewport] of Object.entries(viewports)) {
  test.describe(`${width} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    for (const [role, email] of Object.entries(demoUsers)) {
      test(`${role}: every sidebar page is accessible and free of console warnings`, async ({ page }) => {
        test.setTimeout(180_000);
        const problems = watchPageProblems(page);
        await signIn(page, email);
        const pages = await sidebarLinks(page, width === 'phone');
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
