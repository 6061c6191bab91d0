/**
 * Configurator journey (issue 6): a visitor configures a casement window with a grid and a wood frame
 * (an answer is auto-changed), an exterior door whose out-of-range size is clamped, keeps both in the
 * cart across a reload, signs up (role and redirect survive), signs in back to the cart, saves it one
 * project type at a time (spec point 4: the window's cart, then the door's) and requests quotes for both. The 3D preview shows the chosen colour and panel count and is not blank.
 */
import { expect, test } from './console-guard';
import type { Locator } from './console-guard';
import sharp from 'sharp';
import { linkFromOutbox } from './support.ts';

const CHERRY = { r: 0x8b, g: 0x3f, b: 0x2b };

/** Distinct colours and how many pixels are close to `target` in an element's screenshot. */
async function canvasStats(locator: Locator, target: { r: number; g: number; b: number }) {
  const { data, info } = await sharp(await locator.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true });
  const colours = new Set<number>();
  let near = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    colours.add((r >> 3) * 1024 + (g >> 3) * 32 + (b >> 3));
    // Lit faces of the frame: the stain's hue (red well above green and blue), within the shading range.
    if (
      r > g + 30 &&
      r > b + 30 &&
      Math.abs(r - target.r) < 90 &&
      Math.abs(g - target.g) < 60 &&
      Math.abs(b - target.b) < 60
    )
      near += 1;
  }
  return { colours: colours.size, near, pixels: data.length / info.channels };
}

test('visitor configures a window and a door, signs up, saves the cart and requests quotes', async ({ page }) => {
  // Two models, a sign-up, two saves and a four-step checkout: about 60 s on a busy 2-core machine.
  test.setTimeout(150_000);
  const email = `cfg-${Date.now()}@example.com`;
  const password = 'Sturdy-lintel-2026';

  // Window: casement (default), wood frame, cherry stain, colonial grid, 48" x 48".
  await page.goto('/configurator');
  await page.getByRole('button', { name: /^Window/ }).click();
  await expect(page.getByRole('heading', { name: 'Configure your window' })).toBeVisible();
  await page.getByRole('button', { name: /Frame material/ }).click();
  await page.getByRole('button', { name: /Solid wood/ }).click();
  const woodStep = page.getByRole('button', { name: /Wood stain/ });
  await expect(woodStep.getByText('Auto Changed')).toBeVisible();
  await woodStep.click();
  await expect(page.getByRole('group', { name: 'Wood stain' }).getByText('Natural pine (clear coat)')).toBeVisible();
  await page.getByRole('button', { name: /^Cherry/ }).click();
  await page.getByRole('button', { name: /Grid pattern/ }).click();
  await page.getByRole('button', { name: /^Colonial/ }).click();
  await expect(page.getByRole('button', { name: /Grid type/ }).getByText('Auto Changed')).toBeVisible();
  await page.getByLabel('Width (in)').fill('48');
  await page.getByLabel('Height (in)').fill('48');
  await page
    .getByRole('button', { name: /Layout/ })
    .first()
    .click();
  // After the 1 s debounce the fitting layouts arrive and the first (2 panels) is active.
  await expect(page.getByRole('button', { name: /2 Panels/ })).toHaveAttribute('aria-pressed', 'true', {
    timeout: 5000,
  });

  const preview = page.getByTestId('preview-3d');
  await expect(preview).toHaveAttribute('data-panels', '2');
  await expect(preview).toHaveAttribute('data-frame-outside', '#8b3f2b');
  await expect(preview.locator('canvas')).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await canvasStats(preview, CHERRY)).colours, { timeout: 20_000 }).toBeGreaterThan(20);
  const stats = await canvasStats(preview, CHERRY);
  expect(stats.near).toBeGreaterThan(stats.pixels * 0.02);
  await preview.screenshot({ path: test.info().outputPath('window-3d-preview.png') });

  await page.getByRole('button', { name: /Summary/ }).click();
  await expect(page.getByTestId('model-name')).toHaveText('Casement');
  await expect(page.getByRole('table', { name: 'Your choices' }).getByText('Cherry')).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/configurator\/cart$/);
  await expect(page.getByTestId('cart-item')).toHaveCount(1);

  // Exterior door: an out-of-range width is clamped on blur.
  await page.goto('/configurator/exteriorDoor');
  await expect(page.getByTestId('door-size-help')).toHaveText(
    'Single door width must be 30" to 69" and height 80" to 96"',
  );
  await page.getByLabel('Width (in)').fill('20');
  await page.getByLabel('Height (in)').click();
  await expect(page.getByLabel('Width (in)')).toHaveValue('30');
  await page.getByLabel('Height (in)').fill('120');
  await page.getByLabel('Width (in)').click();
  await expect(page.getByLabel('Height (in)')).toHaveValue('96');
  await page.getByRole('button', { name: /Summary/ }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-item')).toHaveCount(2);

  // The cart survives a reload.
  await page.reload();
  await expect(page.getByTestId('cart-item')).toHaveCount(2);
  const total = await page.getByTestId('cart-total').textContent();
  expect(total).toMatch(/^\$[\d,]+\.\d{2}$/);

  // A visitor's opening: the panel says photos need an account before any file picker opens (issue 21 item 13).
  await page.getByTestId('cart-item').first().getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('complementary', { name: 'Opening details' });
  await expect(details.getByText('Photos are kept with your account')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Upload files' })).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Sign up to attach photos' })).toBeVisible();

  // Sign up to save: the role (homeowner by default) and the redirect url persist across a reload.
  await page.getByRole('button', { name: 'Sign up to save' }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
  await page.reload();
  const unauth = await page.evaluate(() => JSON.parse(localStorage.getItem('lintel.unauthUser') ?? '{}'));
  expect(unauth).toMatchObject({ role: 'homeOwner', redirectUrl: '/configurator/cart' });
  await page.getByLabel('Full name').fill('Casey Configurator');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByText('You have successfully signed up').first()).toBeVisible();

  await page.goto(await linkFromOutbox(email, '/verify-email'));
  await expect(page.getByText(/verified/i).first()).toBeVisible();
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  // Back to the cart, signed in (the app shell's sidebar is there), with both openings.
  await expect(page).toHaveURL(/\/configurator\/cart$/);
  await expect(page.getByRole('link', { name: 'Windows & doors' })).toBeVisible();
  await expect(page.getByTestId('cart-item')).toHaveCount(2);

  // Save the cart of one project type (spec point 4): the window leaves the cart, the door stays.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const saveDialog = page.getByRole('dialog');
  await saveDialog.getByRole('radio', { name: /^Window/ }).check();
  await saveDialog.getByRole('button', { name: 'Save 1 Window model' }).click();
  await expect(page.getByText('Saved to your projects')).toBeVisible();
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
  await expect(page.getByTestId('cart-item')).toContainText('Exterior Door');
  // Then the door's: the cart is empty and both are saved projects.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saveDialog.getByRole('radio')).toHaveCount(0);
  await saveDialog.getByRole('button', { name: 'Save 1 Exterior Door model' }).click();
  await expect(page.getByTestId('cart-item')).toHaveCount(0);
  await expect(page.getByText('2 project models are saved')).toBeVisible();

  // Request quotes: dates, location, parking, replace-existing per type.
  await page.getByRole('button', { name: 'Request quotes' }).click();
  await expect(page).toHaveURL(/\/configurator\/checkout$/);
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await page.getByLabel('Available from').fill('2027-03-01');
  await page.getByLabel('Available until').fill('2027-03-20');
  await continueButton.click();
  await page.getByLabel('Installation address').fill('12 Elm Street, Springfield');
  await continueButton.click();
  await page.getByLabel('Parking for the installers').fill('Driveway, room for a van');
  await continueButton.click();
  await page
    .getByRole('radiogroup', { name: /Window/ })
    .getByLabel('Yes, replace')
    .check();
  await page
    .getByRole('radiogroup', { name: /Exterior Door/ })
    .getByLabel('No, new opening')
    .check();
  await page.getByRole('button', { name: 'Request quotes' }).click();
  await expect(page.getByText('Quote request sent')).toBeVisible();

  // The saved projects list shows both, under the default 'Active' filter.
  await page.getByRole('link', { name: 'View projects' }).click();
  await expect(page.getByRole('region', { name: 'Window', exact: true }).getByText('Casement')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Exterior Door', exact: true })).toBeVisible();
});
