/**
 * Issue 12, the request portal: a landlord opens a property's portal link on the Requests page; a
 * visitor with that link and no account files a request with a photo from a phone-sized screen; the
 * landlord sees it in the in-review list flagged "From portal", with the photo in its details.
 */
import { expect, test, type Page } from './console-guard';
import { linkFromOutbox, photoFile } from './support.ts';

const password = 'birch-court-2200';
const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;

async function signUpLandlord(page: Page, email: string) {
  await page.goto('/sign-up');
  await page.getByLabel('Property manager / landlord').check();
  await page.getByLabel('Full name').fill('Robin Birch');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: /sign up/i }).click();
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

/** A property made through the API with the signed-in landlord's access token. */
async function addProperty(page: Page, nickname: string): Promise<string> {
  return page.evaluate(async (name) => {
    const response = await fetch('/api/properties', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('lintel.accessToken')}` },
      body: JSON.stringify({
        nickname: name,
        type: 'singleFamily',
        rentStatus: 'vacant',
        location: { address: '22 Birch Lane', city: 'Portland', state: 'OR', postalCode: '97205', country: 'USA' },
      }),
    });
    if (response.status !== 201) throw new Error(`property: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { id: string }).id;
  }, nickname);
}

test('a visitor without an account files a request with a photo through the property’s portal link; the landlord sees it flagged', async ({ page, browser }) => {
  const email = `landlord-${stamp()}@example.com`;
  await signUpLandlord(page, email);
  await addProperty(page, 'Birch Cottage');

  // The landlord picks the property on Requests: its portal card shows the link and the QR code.
  await page.goto('/requests');
  await page.getByRole('combobox', { name: 'Property' }).click();
  await page.getByRole('option', { name: 'Birch Cottage', exact: true }).click();
  const card = page.getByRole('region', { name: /Request portal/ });
  await expect(card.getByRole('img', { name: /QR code/ })).toBeVisible();
  const portalUrl = new URL(await card.getByLabel('Portal link').inputValue());
  expect(portalUrl.pathname).toMatch(/^\/portal\/[A-Za-z0-9_-]{43}$/);

  // A neighbour opens the link on a phone, without an account.
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await visitor.newPage();
  await phone.goto(portalUrl.pathname);
  await expect(phone.getByRole('heading', { name: 'Report a problem at Birch Cottage' })).toBeVisible();
  await phone.getByLabel('Your name').fill('Sam Neighbour');
  await phone.getByLabel('E-mail').fill('sam@example.com');
  await phone.getByRole('combobox', { name: 'Category' }).click();
  await phone.getByRole('option', { name: 'Plumbing', exact: true }).click();
  await phone.getByText('Emergency', { exact: true }).click();
  await phone.getByLabel('Description').fill('Water is coming through the garage ceiling');
  await phone.locator('input[type="file"]').setInputFiles(await photoFile('ceiling.png'));
  await expect(phone.getByRole('img', { name: 'ceiling.png' })).toBeVisible();
  await phone.getByRole('button', { name: 'Send request' }).click();
  await expect(phone.getByRole('heading', { name: 'Request sent' })).toBeVisible();
  await visitor.close();

  // The landlord's in-review list has it, flagged as from the portal, with the photo in the details.
  await page.reload();
  const row = page.getByRole('row', { name: /Plumbing/ });
  await expect(row).toBeVisible();
  await expect(row.getByText('From portal')).toBeVisible();
  await expect(row.getByText('Emergency')).toBeVisible();
  await row.getByRole('button', { name: /Open request Plumbing/ }).click();
  const details = page.getByRole('dialog', { name: 'Plumbing' });
  await expect(details.getByText('Water is coming through the garage ceiling')).toBeVisible();
  await expect(details.getByText(/Sam Neighbour/).first()).toBeVisible();
  await expect(details.getByRole('img', { name: 'ceiling.png' })).toBeVisible();
});
