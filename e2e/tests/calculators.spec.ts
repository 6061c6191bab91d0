/**
 * Issue 14 journeys: a landlord computes a mortgage (numbers on the server, the standard explanation
 * without AI_*, the amortisation chart), reopens it from the history after a reload and deletes it;
 * then reads a guide, scrolls, reloads, and the reader is back where they were.
 */
import { expect, test, type Page } from './console-guard';
import { linkFromOutbox } from './support.ts';

const password = 'cedar-house-5150';

async function signUpAndSignIn(page: Page, email: string) {
  await page.goto('/sign-up');
  await page.getByLabel('Property manager / landlord').check();
  await page.getByLabel('Full name').fill('Casey Calc');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: /sign up|create account/i }).click();
  await expect(page.getByText('You have successfully signed up').first()).toBeVisible();
  const link = new URL(await linkFromOutbox(email, '/verify-email'));
  await page.goto(link.pathname + link.search);
  await expect(page.getByText(/verified/i).first()).toBeVisible();
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

test('mortgage: compute, explanation and chart, reopen from history, delete; a guide keeps its reading position', async ({ page }) => {
  await signUpAndSignIn(page, `calc-${Date.now()}@example.com`);

  await page.goto('/calculators');
  await expect(page.getByRole('heading', { name: 'Calculators', level: 1 })).toBeVisible();
  await page.getByLabel('Home price').fill('250000');
  await page.getByLabel('Down payment').fill('50000');
  await page.getByLabel('Interest rate').fill('6');
  await page.getByLabel('Loan term').fill('30');
  await page.getByRole('button', { name: 'Calculate and explain' }).click();
  const result = page.getByTestId('calculator-result');
  // 200,000 at 6 % over 30 years: 1,199.10 a month.
  await expect(result.locator('[data-figure="monthlyPayment"]')).toHaveText('$1,199.10');
  await expect(page.getByTestId('explanation')).toContainText('$1,199.10');
  await expect(page.getByTestId('explanation-source')).toHaveText("Explained from Lintel's guidance for these figures");
  await expect(page.getByTestId('chart-amortisation')).toBeVisible();
  await expect(page.getByTestId('chart-amortisation').locator('svg').first()).toBeVisible();

  const history = page.getByTestId('calculator-history');
  await expect(history.getByText('$1,199.10 a month')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('calculator-result')).toHaveCount(0);
  await page.getByRole('button', { name: /^Open \$200,000\.00 over 30 years/ }).click();
  await expect(page.getByTestId('calculator-result').locator('[data-figure="monthlyPayment"]')).toHaveText('$1,199.10');
  await expect(page.getByLabel('Home price')).toHaveValue('$250,000');

  await page.getByRole('button', { name: /^Delete \$200,000\.00 over 30 years/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No calculations yet')).toBeVisible();

  await page.goto('/guides');
  await page.getByLabel('Search guides').fill('U-factor');
  const card = page.getByRole('article', { name: 'Choosing windows and doors' });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: 'Read' }).click();
  await expect(page.getByRole('heading', { name: 'Choosing windows and doors', level: 1 })).toBeVisible();
  await page.getByRole('heading', { name: '4. What it costs and what it saves' }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  // The reader saves its position on the frame after a scroll: wait until the saved position is where
  // the page is (and past the fold), then reload.
  const savedAtScroll = () =>
    page.evaluate(() => {
      const saved = Object.keys(localStorage)
        .filter((key) => key.startsWith('lintel.reader.'))
        .map((key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { scrollY?: number }).scrollY);
      return saved.includes(Math.round(window.scrollY)) ? Math.round(window.scrollY) : -1;
    });
  let position = -1;
  await expect.poll(async () => (position = await savedAtScroll())).toBeGreaterThan(600);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Choosing windows and doors', level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(position - 40);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(position + 40);

  // The guides list shows how far the guide was read, and offers to continue (issue 22 low).
  await page.goto('/guides');
  const readCard = page.getByRole('article', { name: 'Choosing windows and doors' });
  await expect(readCard.getByText(/^\d+ % read$|^Finished$/)).toBeVisible();
  await expect(readCard.getByRole('link', { name: /^(Continue|Read again)$/ })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasNot: page.getByText(/% read|Finished/) }).first().getByRole('link', { name: 'Read', exact: true })).toBeVisible();
});
