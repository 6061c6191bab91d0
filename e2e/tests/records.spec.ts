/**
 * Issue 5 journeys (household records): inventory groups and items with photos, grouped and
 * ungrouped, bulk deleted; contacts shared by link and added by a second user who signs in from the
 * link; documents uploaded into folders with counts that follow moves and deletes; photos uploaded at
 * property, unit and room level, one moved between rooms.
 */
import { expect, test, type Browser, type Page } from './console-guard';
import { expectInViewWidth, linkFromOutbox, photoFile, PHONE_VIEWPORT } from './support.ts';

const password = 'cedar-house-5150';

async function signUpAndVerify(page: Page, email: string, fullName: string) {
  await page.goto('/sign-up');
  await page.getByLabel('Property manager / landlord').check();
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: /sign up|create account/i }).click();
  await expect(page.getByText('You have successfully signed up').first()).toBeVisible();
  const link = new URL(await linkFromOutbox(email, '/verify-email'));
  await page.goto(link.pathname + link.search);
  await expect(page.getByText(/verified/i).first()).toBeVisible();
}

async function signIn(page: Page, email: string, landing = /\/dashboard/) {
  await page.goto('/login');
  await fillSignIn(page, email);
  await expect(page).toHaveURL(landing);
}

async function fillSignIn(page: Page, email: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function newUser(browser: Browser, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.com`;
  await signUpAndVerify(page, email, name);
  await signIn(page, email);
  return { page, email, context };
}

/** Calls the API as the signed-in user (for set-up the journey is not about). */
async function apiPost<T>(page: Page, path: string, body: unknown): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('lintel.accessToken'));
  const response = await page.request.post(`/api${path}`, {
    data: body,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: RegExp, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A small but real PDF (the server checks the type by its magic bytes). */
function pdfFile(name: string) {
  const body =
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body) };
}

test('inventory: a group and items with photos, grouped and ungrouped, then bulk deleted', async ({ browser }) => {
  test.setTimeout(120_000);
  const { page, context } = await newUser(browser, 'Ines Inventory');
  await page.goto('/inventory');
  await expect(page.getByRole('heading', { name: 'No inventory yet' })).toBeVisible();

  // A group with one of the seven icons; the server's message is the toast.
  await page.getByRole('button', { name: 'New group' }).click();
  const groupDialog = page.getByRole('dialog', { name: 'Create group' });
  await groupDialog.getByLabel('Group name').fill('Kitchen appliances');
  await groupDialog.getByRole('radio', { name: 'Basket' }).click();
  await groupDialog.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByText('Group was successfully created').first()).toBeVisible();
  const chip = page
    .getByRole('navigation', { name: 'Inventory groups' })
    .getByRole('button', { name: /Kitchen appliances/ });
  await expect(chip).toHaveAccessibleName('Kitchen appliances, 0 items');

  // Items with what an insurance claim needs, two with photos.
  const items = [
    { name: 'Dishwasher', price: '649.99', serial: 'DW-2025-114', photos: ['#8ecae6'] },
    { name: 'Espresso machine', price: '899', serial: 'EM-77', photos: ['#ffb703'] },
    { name: 'Cordless drill', price: '129', serial: 'CD-9', photos: [] },
  ];
  for (const item of items) {
    await page.getByRole('button', { name: 'Add item', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add inventory item' });
    await dialog.getByLabel('Name').fill(item.name);
    await dialog.getByLabel('Price').fill(item.price);
    await dialog.getByLabel('Serial number').fill(item.serial);
    await dialog.getByLabel('Purchase date').fill('2025-03-14');
    await dialog.getByLabel('Warranty end').fill('2027-03-14');
    // Each of the item's photos (none for the drill) is attached and previewed.
    for (const colour of item.photos) {
      await dialog
        .locator('input[type=file]')
        .nth(1)
        .setInputFiles(await photoFile(`${item.name}.png`, colour));
      await expect(dialog.getByRole('img', { name: `${item.name}.png` })).toBeVisible();
    }
    await dialog.getByRole('button', { name: 'Add item' }).click();
    await expect(dialog).toBeHidden();
    // Spec point 4: a created item goes first.
    await expect(page.getByRole('table').locator('tbody tr').first()).toContainText(item.name);
  }
  await expect(page.getByText('3 items')).toBeVisible();

  // Photos open in the gallery modal.
  await page.getByRole('button', { name: 'View 1 photos of Dishwasher' }).click();
  const gallery = page.getByRole('dialog', { name: 'Dishwasher' });
  // The photo's alt names the item (and its room), not the file (issue 30 item 14).
  await expect(gallery.getByRole('img', { name: /^Dishwasher\b/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(gallery).toBeHidden();

  // Group two items.
  await page.getByRole('checkbox', { name: 'Select Dishwasher' }).check();
  await page.getByRole('checkbox', { name: 'Select Espresso machine' }).check();
  await page.getByRole('region', { name: 'Selection' }).getByRole('button', { name: 'Add to group' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add to group' });
  await addDialog.getByText(/Kitchen appliances/).click();
  await addDialog.getByRole('button', { name: 'Add to group' }).click();
  await expect(page.getByText('Items were added to the group').first()).toBeVisible();
  await expect(chip).toHaveAccessibleName('Kitchen appliances, 2 items');
  await expect(page.getByRole('region', { name: 'Selection' })).toBeHidden();

  // The group's own view, then ungroup everything in it.
  await chip.click();
  await expect(page.getByRole('table').getByText('Dishwasher')).toBeVisible();
  await expect(page.getByRole('table').getByText('Cordless drill')).toBeHidden();
  await page.getByRole('button', { name: 'Ungroup all' }).click();
  await expect(page.getByText('Items were ungrouped').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This group is empty' })).toBeVisible();
  await expect(chip).toHaveAccessibleName('Kitchen appliances, 0 items');

  // Bulk delete everything; the selection clears and 'no inventory' shows.
  await page.getByRole('button', { name: 'All items', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Select all loaded items' }).check();
  await expect(page.getByRole('region', { name: 'Selection' })).toContainText('3 selected');
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await page.getByRole('dialog', { name: 'Delete items' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Items deleted successfully').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No inventory yet' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Selection' })).toBeHidden();
  await context.close();
});

test('contacts: create, share by link, and a second user adds it after signing in from the link', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await newUser(browser, 'Carla Contacts');
  const page = owner.page;
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { name: 'No contacts yet' })).toBeVisible();

  await page.getByRole('button', { name: 'Create contact' }).first().click();
  let dialog = page.getByRole('dialog', { name: 'Create contact' });
  await dialog.getByLabel('Full name').fill('Ana Ruiz');
  await dialog.getByLabel('E-mail').fill('ana@ruiz-plumbing.example');
  await dialog.getByLabel('Phone numbers').fill('+1 503 555 0100');
  await dialog.getByRole('button', { name: 'Create contact' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Create contact' }).first().click();
  dialog = page.getByRole('dialog', { name: 'Create contact' });
  await dialog.getByText('Company', { exact: true }).click();
  await dialog.getByLabel('Company name').fill('Bright Electric');
  await dialog.getByRole('button', { name: 'Create contact' }).click();
  await expect(dialog).toBeHidden();

  // The default view is the table; a new contact goes first.
  await expect(page.getByRole('table').locator('tbody tr').first()).toContainText('Bright Electric');
  await expect(page.getByRole('table').getByText('Ana Ruiz')).toBeVisible();

  // Share Ana by e-mail link.
  const friend = `friend-${Date.now()}@example.com`;
  await page.getByRole('button', { name: 'Actions for Ana Ruiz' }).click();
  await page.getByRole('menuitem', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share contact' });
  await share.getByLabel("Recipient's e-mail").fill(friend);
  await share.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('Contact was successfully shared').first()).toBeVisible();
  const shared = new URL(await linkFromOutbox(friend, '/contacts/shared/'));
  await owner.context.close();

  // The friend signs up, opens the link signed out, signs in and lands back on it.
  const context = await browser.newContext();
  const second = await context.newPage();
  await signUpAndVerify(second, friend, 'Frank Friend');
  await second.goto(shared.pathname);
  await expect(second).toHaveURL(/\/login/);
  await fillSignIn(second, friend);
  await expect(second).toHaveURL(new RegExp(shared.pathname));
  await expect(second.getByText('Shared by Carla Contacts')).toBeVisible();
  await second.getByRole('button', { name: 'Add to my contacts' }).click();
  await expect(second.getByText('Contact was successfully added to your list').first()).toBeVisible();
  await second.getByRole('link', { name: 'Go to my contacts' }).click();
  await expect(second.getByRole('table').getByText('Ana Ruiz')).toBeVisible();
  await context.close();
});

test('documents: uploads into folders, with counts that follow moves and deletes', async ({ browser }) => {
  test.setTimeout(120_000);
  const { page, context } = await newUser(browser, 'Dora Documents');
  await page.goto('/documents');
  await expect(page.getByRole('heading', { name: 'No documents yet' })).toBeVisible();
  const folders = page.getByRole('navigation', { name: 'Document folders' });

  for (const name of ['Insurance', 'Manuals']) {
    await folders.getByRole('button', { name: 'New folder' }).click();
    await folders.getByLabel('Folder name').fill(name);
    await folders.getByRole('button', { name: 'Create' }).click();
    await expect(folders.getByRole('button', { name: `${name}, 0 documents` })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Upload documents' }).first().click();
  const upload = page.getByRole('dialog', { name: 'Upload documents' });
  await upload
    .locator('input[type=file]')
    .setInputFiles([pdfFile('home-policy.pdf'), await photoFile('boiler-label.png', '#adb5bd')]);
  await expect(upload.getByText('home-policy.pdf')).toBeVisible();
  await expect(upload.getByRole('img', { name: 'boiler-label.png' })).toBeVisible();
  await choose(page, upload, /^Folder/, 'Insurance');
  await upload.getByRole('button', { name: 'Add 2 documents' }).click();
  await expect(upload).toBeHidden();
  await expect(folders.getByRole('button', { name: 'Insurance, 2 documents' })).toBeVisible();
  await expect(folders.getByRole('button', { name: 'All documents, 2 documents' })).toBeVisible();

  // Issue 11 item 16: on a phone each document is a card with its type and row menu on screen, and
  // the filters wait behind one button.
  const desktop = page.viewportSize()!;
  await page.setViewportSize(PHONE_VIEWPORT);
  const card = page.getByRole('listitem').filter({ hasText: 'home-policy.pdf' });
  await expectInViewWidth(page, card.getByText('PDF', { exact: true }), card.getByRole('button', { name: 'Actions for home-policy.pdf' }));
  await expect(page.getByLabel('Type')).toBeHidden();
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('dialog', { name: 'Sort and filter' }).getByRole('combobox', { name: 'Type' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.setViewportSize(desktop);

  // Preview the PDF in the browser.
  await page.getByRole('button', { name: 'home-policy.pdf', exact: true }).click();
  const preview = page.getByRole('dialog', { name: 'home-policy.pdf' });
  await expect(preview.locator('iframe[title="Preview of home-policy.pdf"]')).toBeVisible();
  await page.keyboard.press('Escape');

  // Move one to Manuals: the counts follow.
  await page.getByRole('button', { name: 'Actions for boiler-label.png' }).click();
  await page.getByRole('menuitem', { name: 'Move to folder' }).click();
  const move = page.getByRole('dialog', { name: 'Move to folder' });
  await move.getByRole('radio', { name: 'Manuals' }).check();
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(move).toBeHidden();
  await expect(folders.getByRole('button', { name: 'Insurance, 1 document' })).toBeVisible();
  await expect(folders.getByRole('button', { name: 'Manuals, 1 document' })).toBeVisible();

  // Inside a folder, then delete: the counts drop.
  await folders.getByRole('button', { name: 'Manuals, 1 document' }).click();
  await expect(page.getByRole('table').getByText('boiler-label.png')).toBeVisible();
  await expect(page.getByRole('table').getByText('home-policy.pdf')).toBeHidden();
  await page.getByRole('button', { name: 'Actions for boiler-label.png' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete document' }).getByRole('button', { name: 'Delete' }).click();
  await expect(folders.getByRole('button', { name: 'Manuals, 0 documents' })).toBeVisible();
  await expect(folders.getByRole('button', { name: 'All documents, 1 document' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This folder is empty' })).toBeVisible();
  await context.close();
});

test('gallery: photos at property, unit and room level, one moved between rooms', async ({ browser }) => {
  test.setTimeout(120_000);
  const { page, context } = await newUser(browser, 'Gus Gallery');
  const building = await apiPost<{ id: string }>(page, '/properties', {
    nickname: 'Cedar House',
    type: 'multiFamily',
    location: { address: '5150 Cedar Street', city: 'Portland' },
  });
  await apiPost(page, '/properties', { nickname: 'Unit A', type: 'unit', parentId: building.id });
  await apiPost(page, `/properties/${building.id}/rooms`, { name: 'Kitchen' });
  await apiPost(page, `/properties/${building.id}/rooms`, { name: 'Bedroom' });

  await page.goto('/gallery');
  const cedar = page.getByRole('region', { name: 'Cedar House', exact: true });
  await expect(cedar).toContainText('0 photos');

  // Property level, from the header button.
  await page.getByRole('button', { name: 'Upload photos' }).first().click();
  let upload = page.getByRole('dialog', { name: 'Upload photos' });
  await choose(page, upload, /^Property/, 'Cedar House');
  await upload.locator('input[type=file]').setInputFiles(await photoFile('facade.png', '#588157'));
  await expect(upload.getByRole('img', { name: 'facade.png' })).toBeVisible();
  await upload.getByRole('button', { name: 'Add to gallery' }).click();
  await expect(page.getByText('Images were added to the gallery').first()).toBeVisible();
  await expect(cedar).toContainText('1 photo');

  // Unit level: drill into the units, upload on the unit's card.
  await cedar.getByRole('button', { name: 'Units' }).click();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Cedar House');
  const unit = page.getByRole('region', { name: 'Unit A · Cedar House' });
  await unit.getByRole('button', { name: 'Upload photos' }).click();
  upload = page.getByRole('dialog', { name: 'Upload photos' });
  await upload.locator('input[type=file]').setInputFiles(await photoFile('unit-a.png', '#3a5a40'));
  await expect(upload.getByRole('img', { name: 'unit-a.png' })).toBeVisible();
  await upload.getByRole('button', { name: 'Add to gallery' }).click();
  await expect(unit).toContainText('1 photo');

  // Room level: the building's rooms.
  await page.getByRole('button', { name: 'All properties' }).click();
  await page.getByRole('region', { name: 'Cedar House', exact: true }).getByRole('button', { name: 'Rooms' }).click();
  const kitchen = page.getByRole('region', { name: 'Kitchen · Cedar House' });
  const bedroom = page.getByRole('region', { name: 'Bedroom · Cedar House' });
  await kitchen.getByRole('button', { name: 'Upload photos' }).click();
  upload = page.getByRole('dialog', { name: 'Upload photos' });
  await upload.locator('input[type=file]').setInputFiles(await photoFile('kitchen.png', '#e9c46a'));
  await expect(upload.getByRole('img', { name: 'kitchen.png' })).toBeVisible();
  await upload.getByRole('button', { name: 'Add to gallery' }).click();
  await expect(kitchen).toContainText('1 photo');
  await expect(bedroom).toContainText('0 photos');

  // Move the kitchen photo to the bedroom.
  await kitchen.getByRole('checkbox', { name: 'Select photo 1 of Kitchen · Cedar House' }).check();
  await page.getByRole('region', { name: 'Selection' }).getByRole('button', { name: 'Move' }).click();
  const move = page.getByRole('dialog', { name: 'Move image' });
  await choose(page, move, /^Property/, 'Cedar House');
  await choose(page, move, /^Room/, 'Bedroom');
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(page.getByText('Images were moved').first()).toBeVisible();
  await expect(kitchen).toContainText('0 photos');
  await expect(bedroom).toContainText('1 photo');

  // The photo opens in the gallery modal.
  await bedroom.getByRole('button', { name: 'Open photo 1 of Bedroom · Cedar House' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Bedroom · Cedar House' }).getByRole('img', { name: 'kitchen.png' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await context.close();
});
