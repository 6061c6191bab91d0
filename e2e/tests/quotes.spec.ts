/**
 * Quotes journey: a homeowner saves a configured window and requests quotes; a service provider
 * signs up through the UI (role, e-mail verification, company step with a trade), finds the request,
 * sends a quote from its preview; the homeowner accepts it; the provider's list shows it Approved
 * with only Export left in its row menu.
 */
import { expect, test } from './console-guard';
import type { Browser, Page } from './console-guard';
import { expectInViewWidth, linkFromOutbox, PHONE_VIEWPORT } from './support.ts';

const password = 'Sturdy-lintel-2026';

async function signUp(browser: Browser, input: { name: string; email: string; role: 'Homeowner' | 'Service provider' }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/sign-up');
  if (input.role !== 'Homeowner') await page.getByRole('radio', { name: input.role }).check();
  await page.getByLabel('Full name').fill(input.name);
  await page.getByLabel('E-mail').fill(input.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByText('You have successfully signed up').first()).toBeVisible();
  await page.goto(await linkFromOutbox(input.email, '/verify-email'));
  await expect(page.getByText(/verified/i).first()).toBeVisible();
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(input.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  return page;
}

test('homeowner requests quotes for a saved window, a service provider sends one, the homeowner accepts it', async ({ browser }) => {
  // Two people sign up and configure through the UI: minutes on a loaded machine.
  test.setTimeout(300_000);
  const stamp = Date.now();
  const homeownerName = `Quinn Homeowner ${stamp}`;
  const company = `Becker Windows ${stamp}`;

  // Homeowner: sign up, configure a casement window, save it and request quotes.
  const owner = await signUp(browser, { name: homeownerName, email: `owner-${stamp}@example.com`, role: 'Homeowner' });
  await expect(owner.getByRole('link', { name: 'Quote requests' })).toBeVisible();
  await owner.goto('/configurator');
  await owner.getByRole('button', { name: /^Window/ }).click();
  await expect(owner.getByRole('heading', { name: 'Configure your window' })).toBeVisible();
  await owner.getByLabel('Width (in)').fill('36');
  await owner.getByLabel('Height (in)').fill('48');
  await owner.getByRole('button', { name: /Summary/ }).click();
  await owner.getByRole('button', { name: 'Add to cart' }).click();
  await expect(owner).toHaveURL(/\/configurator\/cart$/);
  await owner.getByRole('button', { name: 'Save', exact: true }).click();
  await owner.getByRole('dialog').getByRole('button', { name: 'Save 1 Window model' }).click();
  await expect(owner.getByText('Saved to your projects')).toBeVisible();
  await owner.getByRole('button', { name: 'Request quotes' }).click();
  const continueButton = owner.getByRole('button', { name: 'Continue' });
  await owner.getByLabel('Available from').fill('2027-04-01');
  await owner.getByLabel('Available until').fill('2027-04-30');
  await continueButton.click();
  await owner.getByLabel('Installation address').fill('48 Birch Lane, Springfield');
  await continueButton.click();
  await owner.getByLabel('Parking for the installers').fill('Street parking, no permit needed');
  await continueButton.click();
  await owner.getByRole('radiogroup', { name: /Window/ }).getByLabel('Yes, replace').check();
  await owner.getByRole('button', { name: 'Request quotes' }).click();
  await expect(owner.getByText('Quote request sent')).toBeVisible();
  await owner.getByRole('link', { name: 'See quotes' }).click();
  const ownerRequest = owner.getByRole('article').filter({ hasText: '48 Birch Lane' });
  await expect(ownerRequest.getByText('Waiting for quotes')).toBeVisible();
  await expect(ownerRequest.getByText('No quotes yet.')).toBeVisible();

  // Service provider: sign up with the role, verify, fill the company step with a trade.
  const providerEmail = `provider-${stamp}@example.com`;
  const provider = await signUp(browser, { name: 'Pat Provider', email: providerEmail, role: 'Service provider' });
  await expect(provider).toHaveURL(/\/sign-up\/steps$/);
  await provider.getByLabel('Company name').fill(company);
  const trades = provider.getByRole('combobox', { name: 'Trades' });
  await trades.fill('Windows');
  await trades.press('Enter');
  await provider.getByRole('button', { name: 'Finish' }).click();
  await expect(provider.getByRole('link', { name: 'Quotes', exact: true })).toBeVisible();

  // The request is in their inbox (their trade covers windows), with what the homeowner gave.
  await provider.getByRole('link', { name: 'Inbox', exact: true }).click();
  await expect(provider.getByText(/Open requests for Window/)).toBeVisible();
  const incoming = provider.getByRole('article', { name: `Quote request from ${homeownerName}` });
  // Before they are hired the installer sees the area, not the street (issue 30 item 10).
  await expect(incoming.getByText('Springfield', { exact: true })).toBeVisible();
  await expect(incoming.getByText('48 Birch Lane')).toHaveCount(0);
  await expect(incoming.getByText('Street parking, no permit needed')).toBeVisible();
  await expect(incoming.getByText('Window: replace existing')).toBeVisible();
  await incoming.getByRole('link', { name: 'Create quote' }).click();

  // Create the quote, preview it and send it.
  await provider.getByLabel('Amount (before tax)').fill('1850');
  await provider.getByLabel('Memo').fill('Supply and install, removal of the old unit, 10-year warranty.');
  await provider.getByRole('button', { name: 'Preview quote' }).click();
  const preview = provider.getByRole('dialog', { name: 'Preview quote' });
  await expect(preview.getByText('$1,850.00').first()).toBeVisible();
  await preview.getByRole('button', { name: 'Send quote' }).click();
  await expect(provider).toHaveURL(/\/quotes$/);
  const row = provider.getByRole('row').filter({ hasText: homeownerName });
  await expect(row.getByText('Waiting Response')).toBeVisible();
  await expect(provider.getByRole('group', { name: 'Quotes sent' }).getByText('1', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Actions for the quote for ${homeownerName}` }).click();
  await expect(provider.getByRole('menuitem')).toHaveText(['Edit', 'Follow Up', 'Archive', 'Export']);
  await provider.keyboard.press('Escape');
  // Issue 11 item 16: on a phone the quote is a card with its status and row menu on screen.
  const desktop = provider.viewportSize()!;
  await provider.setViewportSize(PHONE_VIEWPORT);
  const card = provider.getByRole('listitem').filter({ hasText: homeownerName });
  await expectInViewWidth(provider, card.getByText('Waiting Response'), card.getByRole('button', { name: `Actions for the quote for ${homeownerName}` }));
  await provider.setViewportSize(desktop);

  // The homeowner sees the quote (and was e-mailed) and accepts it.
  await linkFromOutbox(`owner-${stamp}@example.com`, '/quote-requests/');
  await owner.reload();
  const received = ownerRequest.getByRole('region', { name: `Quote from ${company}` });
  await expect(received.getByText('$1,850.00', { exact: true })).toBeVisible();
  await expect(received.getByText(/10-year warranty/)).toBeVisible();
  // Issue 11 item 13: no longer "Waiting for quotes" once one arrived.
  await expect(ownerRequest.getByText('1 quote to review')).toBeVisible();
  await received.getByRole('button', { name: 'Accept quote' }).click();
  await owner.getByRole('dialog', { name: 'Accept this quote?' }).getByRole('button', { name: 'Accept' }).click();
  await expect(ownerRequest.getByText('Quote accepted')).toBeVisible();
  await expect(received.getByText('Approved')).toBeVisible();
  await expect(received.getByRole('button', { name: 'Accept quote' })).toHaveCount(0);

  // The provider's list shows it Approved: Export is the only row action left.
  await provider.reload();
  await expect(row.getByText('Approved')).toBeVisible();
  await row.getByRole('button', { name: `Actions for the quote for ${homeownerName}` }).click();
  await expect(provider.getByRole('menuitem')).toHaveText(['Export']);
  await provider.screenshot({ path: test.info().outputPath('quotes-list.png'), fullPage: true });
  await provider.keyboard.press('Escape');

  // Issue 11 item 18: the installer kicks the job off with a start date; the homeowner confirms it and,
  // once done, marks the job completed. The project moves through Kick Off and Start Date Confirmed.
  await row.getByRole('link', { name: homeownerName }).click();
  const job = provider.getByRole('region', { name: 'Job' });
  await job.getByRole('textbox', { name: /^Start date/ }).fill(`${new Date().getUTCFullYear() + 1}-06-05`);
  await job.getByRole('button', { name: 'Propose start date' }).click();
  await expect(job.getByText(/proposed, waiting for confirmation/)).toBeVisible();
  await provider.screenshot({ path: test.info().outputPath('kick-off.png'), fullPage: true });
  await owner.reload();
  const ownerJob = ownerRequest.getByRole('region', { name: 'Job' });
  await ownerJob.getByRole('button', { name: 'Confirm start date' }).click();
  await expect(ownerJob.getByText(/confirmed\.$/)).toBeVisible();
  await owner.goto('/configurator/projects');
  await owner.getByLabel('Status').first().click();
  await owner.getByRole('option', { name: 'Start Date Confirmed' }).click();
  await expect(owner.getByRole('region', { name: 'Window' }).getByRole('article')).toHaveCount(1);
  await owner.goBack();
  await ownerRequest.getByRole('region', { name: 'Job' }).getByRole('button', { name: 'Mark completed' }).click();
  await expect(ownerRequest.getByRole('region', { name: 'Job' }).getByText(/^Completed on/)).toBeVisible();
  await owner.screenshot({ path: test.info().outputPath('job-completed.png'), fullPage: true });
});
