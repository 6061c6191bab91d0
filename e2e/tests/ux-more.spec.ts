/**
 * Issue 11, the items after the first pass: each role's first screen and navigation (item 6) and the
 * confirmations before destructive property actions (item 8), at desktop and phone width on a server
 * of its own with the demo data. Every screen passes checkScreen (no console error, CSP violation,
 * sideways scroll, control under a toast or serious axe violation) and leaves a screenshot.
 */
import { expect, test } from './console-guard';
import { checkScreen, demoUsers, sidebarLinks, signIn, useOwnServer, viewports, watchPageProblems } from './ux-support.ts';

useOwnServer(Number(process.env.UX_MORE_PORT ?? 3633));

for (const [width, viewport] of Object.entries(viewports)) {
  test.describe(`${width} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('visitor: the landing page leads to sign up, sign in and the configurator', async ({ page }) => {
      const problems = watchPageProblems(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/home and your rentals/);
      await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/sign-up');
      await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
      await checkScreen(page, `more-visitor-landing-${width}`, problems);
      await page.getByRole('link', { name: 'Try the configurator' }).click();
      await expect(page).toHaveURL(/\/configurator$/);
    });

    test('homeowner: a home-owner sidebar, no Get started once every step is done, no renting screens', async ({ page }) => {
      const problems = watchPageProblems(page);
      await signIn(page, demoUsers.homeowner);
      await checkScreen(page, `more-homeowner-dashboard-${width}`, problems);
      // The demo homeowner has a home, a configured window, inventory and contacts (issue 21's demo data):
      // the checklist is done, so it is gone, not an empty card (issue 22 item 3).
      await expect(page.getByRole('region', { name: 'Get started' })).toHaveCount(0);
      const labels = (await sidebarLinks(page, width === 'phone')).map(([label]) => label);
      expect(labels).toEqual(expect.arrayContaining(['Dashboard', 'Properties', 'Windows & doors', 'Inventory']));
      for (const renting of ['Tenants', 'Leases', 'Applications', 'Payments']) expect(labels).not.toContain(renting);
      await page.goto('/leases');
      await expect(page.getByText('Leases are managed by property managers.', { exact: false })).toBeVisible();
    });

    test('landlord: archiving a leased property asks first and says the lease keeps running', async ({ page }) => {
      const problems = watchPageProblems(page);
      await signIn(page, demoUsers.landlord);
      await page.goto('/properties');
      await page.getByRole('link', { name: /Maple Court/ }).first().click();
      await page.getByRole('button', { name: 'Archive', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Archive property' });
      await expect(dialog).toContainText('the lease keeps running and rent stays due');
      await checkScreen(page, `more-landlord-archive-${width}`, problems);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Archive', exact: true })).toBeVisible();
    });

    test('landlord: the browser Back button closes the tenant details modal and stays on Tenants (issue 11 item 7)', async ({ page }) => {
      const problems = watchPageProblems(page);
      await signIn(page, demoUsers.landlord);
      await page.goto('/dashboard');
      await page.goto('/tenants');
      await page.getByText('Priya Raman', { exact: true }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Tenant details' });
      await expect(dialog).toBeVisible();
      await checkScreen(page, `more-landlord-tenant-details-${width}`, problems);
      await page.goBack();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/tenants$/);
      await page.goBack();
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  });
}
