/**
 * Issue 3 journeys. 1: a landlord adds a tenant, creates a lease on a unit with a late-fee rule and an
 * existing plus a new tenant, and sends it for signature; both tenants, invited by e-mail from the
 * outbox, sign up, see and sign the lease; the landlord signs; both sides download the signed PDF; the
 * landlord terminates it and the list shows the terminated lease. 2: an applicant fills the
 * application wizard with co-signers = yes (step numbering checked) and the landlord approves it.
 */
import { expect, test, type Page } from './console-guard';
import { acceptTenantInvitation, expectInViewWidth, linkFromOutbox, PHONE_VIEWPORT, signUpLandlord } from './support.ts';

const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;

/** A building with one unit, through the properties screens. */
async function addBuildingWithUnit(page: Page, building: string, unit: string) {
  await page.goto('/properties');
  await page.getByRole('button', { name: 'Add your first property' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add property' });
  await addDialog.getByLabel('Nickname').fill(building);
  await addDialog.getByRole('combobox', { name: 'Type', exact: true }).click();
  await page.getByRole('option', { name: 'Apartment', exact: true }).click();
  await addDialog.getByLabel('Address').fill('1420 Maple Avenue');
  await addDialog.getByLabel('City').fill('Portland');
  await addDialog.getByRole('button', { name: /add property/i }).click();
  await expect(addDialog).toBeHidden();
  await page.getByRole('link', { name: building }).first().click();
  await page.getByRole('region', { name: 'Units' }).getByRole('button', { name: /add unit/i }).click();
  const unitDialog = page.getByRole('dialog').last();
  await unitDialog.getByLabel('Nickname').fill(unit);
  await unitDialog.getByRole('button', { name: /save|create|add/i }).last().click();
  await expect(page.getByRole('region', { name: 'Units' }).getByText(unit)).toBeVisible();
}

/** On My lease: open the signing page, sign with a typed name, consent, and come back. */
async function tenantSigns(page: Page, fullName: string) {
  // The dashboard shows the tenant's lease waiting for them.
  await expect(page.getByRole('region', { name: 'My lease' }).getByText('Maple Court · Unit 1A')).toBeVisible();
  const nav = page.getByRole('navigation').first();
  await expect(page.getByRole('link', { name: 'My lease' }).first()).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Leases', exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'My lease' }).first().click();
  await expect(page.getByRole('heading', { name: 'Maple Court · Unit 1A' })).toBeVisible();
  await expect(page.getByText('Your signature is needed')).toBeVisible();
  await page.getByRole('link', { name: 'Sign lease' }).first().click();
  await expect(page.getByRole('heading', { name: /Sign the lease for/ })).toBeVisible();
  await page.getByText('Type', { exact: true }).click();
  await page.getByLabel('Type your full name').fill(fullName);
  await page.getByLabel(/I agree to sign this lease electronically/).check();
  await page.getByRole('button', { name: 'Sign lease' }).click();
  await expect(page).toHaveURL(/\/my-lease$/);
  await expect(page.getByText('Your signature is needed')).toHaveCount(0);
}

async function downloadSignedPdf(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download signed PDF' }).first().click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/-signed\.pdf$/);
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
}

test('a lease is created, sent, signed by both tenants and the landlord, downloaded and terminated', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const id = stamp();
  const landlordEmail = `landlord-${id}@example.com`;
  const tomEmail = `tom-${id}@example.com`;
  const ninaEmail = `nina-${id}@example.com`;
  await signUpLandlord(page, landlordEmail, 'Lena Landlord');
  await addBuildingWithUnit(page, 'Maple Court', 'Unit 1A');

  // Add a tenant.
  await page.getByRole('link', { name: 'Tenants' }).first().click();
  await page.getByRole('button', { name: 'Add your first tenant' }).click();
  const tenantDialog = page.getByRole('dialog', { name: 'Add tenant' });
  await tenantDialog.getByLabel('Full name').fill('Tom Tenant');
  await tenantDialog.getByLabel('E-mail').fill(tomEmail);
  await tenantDialog.getByLabel('Phone number').fill('(503) 555-0142');
  await tenantDialog.getByRole('button', { name: 'Add tenant' }).click();
  await expect(tenantDialog).toBeHidden();
  await expect(page.getByRole('table').getByText('Tom Tenant')).toBeVisible();

  // Create a lease on the unit: late fee, the existing tenant plus a new one.
  await page.getByRole('link', { name: 'Leases' }).first().click();
  await page.getByRole('button', { name: 'Add lease' }).first().click();
  const leaseDialog = page.getByRole('dialog', { name: 'Add lease' });
  await leaseDialog.getByRole('combobox', { name: 'Property' }).click();
  await page.getByRole('option', { name: 'Maple Court' }).click();
  await leaseDialog.getByRole('combobox', { name: 'Unit' }).click();
  await page.getByRole('option', { name: 'Unit 1A' }).click();
  await expect(leaseDialog.getByLabel('End date')).not.toHaveValue('');
  await leaseDialog.getByRole('button', { name: 'Next' }).click();
  await leaseDialog.getByRole('textbox', { name: 'Rent', exact: true }).fill('1850');
  await leaseDialog.getByRole('textbox', { name: 'Deposit', exact: true }).fill('1850');
  await leaseDialog.getByLabel('Charge a late fee').check();
  await leaseDialog.getByRole('textbox', { name: 'Late fee amount' }).fill('75');
  await leaseDialog.getByRole('button', { name: 'Next' }).click();
  await leaseDialog.getByLabel('Existing tenants').click();
  await page.getByRole('option', { name: /Tom Tenant/ }).click();
  await leaseDialog.getByLabel('New tenant 1 name').fill('Nina Newcomer');
  await leaseDialog.getByLabel('New tenant 1 e-mail').fill(ninaEmail);
  await leaseDialog.getByRole('button', { name: 'Next' }).click();
  await leaseDialog.getByRole('button', { name: 'Next' }).click();
  await expect(leaseDialog.getByLabel('Landlord name')).toHaveValue('Lena Landlord');
  await leaseDialog.getByRole('button', { name: 'Create lease' }).click();
  await expect(leaseDialog).toBeHidden();
  await expect(page).toHaveURL(/\/leases\/[0-9a-f-]{36}$/);
  const leaseUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: 'Maple Court · Unit 1A' })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/\$75\.00 after 5 grace days/)).toBeVisible();

  // Send for signature, then invite both tenants (neither has an account yet).
  await page.getByRole('button', { name: 'Send for signature' }).click();
  // Issue 11 item 8: sending freezes the lease, so the shared dialog asks first.
  const confirmSend = page.getByRole('dialog', { name: 'Send this lease for signature?' });
  await expect(confirmSend.getByText(/can't be edited once sent/)).toBeVisible();
  await confirmSend.getByRole('button', { name: 'Send for signature' }).click();
  await expect(page.getByText('Pending signature', { exact: true }).first()).toBeVisible();
  const invites = page.getByRole('region', { name: 'Invite tenants' });
  await invites.getByRole('button', { name: 'Invite Tom Tenant' }).click();
  await expect(invites.getByRole('button', { name: 'Invite Tom Tenant' })).toBeHidden();
  await expect(invites.getByText('Invitation sent to Tom Tenant.')).toBeVisible();
  await invites.getByRole('button', { name: 'Invite Nina Newcomer' }).click();
  await expect(invites.getByText('Invitation sent to Nina Newcomer.')).toBeVisible();

  // Both tenants accept their invitation, see the lease and sign it.
  const tom = await acceptTenantInvitation(browser, tomEmail, 'Tom Tenant');
  await tenantSigns(tom, 'Tom Tenant');
  const nina = await acceptTenantInvitation(browser, ninaEmail, 'Nina Newcomer');
  await tenantSigns(nina, 'Nina Newcomer');
  await nina.context().close();

  // The landlord signs by drawing.
  await page.goto(leaseUrl);
  await page.getByRole('link', { name: 'Sign lease' }).click();
  const pad = page.getByRole('img', { name: /Signature drawing area/ });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 24; step += 1) await page.mouse.move(box.x + 30 + step * 10, box.y + box.height / 2 + Math.sin(step / 2) * 25);
  await page.mouse.up();
  await page.getByLabel(/I agree to sign this lease electronically/).check();
  await page.getByRole('button', { name: 'Sign lease' }).click();
  await expect(page).toHaveURL(new RegExp(`${leaseUrl}$`));
  await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();
  const signatures = page.getByRole('region', { name: 'Signatures' });
  await expect(signatures.getByText('Signed', { exact: true })).toHaveCount(3);
  // Issue 11 item 16: on a phone each signer is a card with its status on screen, no sideways scroll.
  const desktop = page.viewportSize()!;
  await page.setViewportSize(PHONE_VIEWPORT);
  await expectInViewWidth(page, ...(await signatures.getByText('Signed', { exact: true }).all()));
  await page.setViewportSize(desktop);
  await expect(page.getByRole('region', { name: 'Audit trail' }).getByText('All parties signed')).toBeVisible();

  // Both sides download the signed PDF.
  await downloadSignedPdf(page);
  await tom.goto('/my-lease');
  await expect(tom.getByText('Active', { exact: true }).first()).toBeVisible();
  await downloadSignedPdf(tom);
  await tom.context().close();

  // The landlord terminates it; the list shows the terminated lease.
  await page.getByRole('button', { name: 'Terminate lease' }).click();
  const terminate = page.getByRole('dialog', { name: 'Terminate lease' });
  await terminate.getByLabel('Reason').fill('Tenants moved for work');
  await terminate.getByRole('button', { name: 'Terminate lease' }).click();
  await expect(terminate).toBeHidden();
  await expect(page.getByText('Terminated', { exact: true }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Leases', exact: true }).first().click();
  const row = page.getByRole('row', { name: /Maple Court · Unit 1A/ });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Terminated')).toBeVisible();
});

test('an applicant fills the application wizard with co-signers and the landlord approves it', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const id = stamp();
  const landlordEmail = `apps-${id}@example.com`;
  await signUpLandlord(page, landlordEmail, 'Ari Landlord');
  await addBuildingWithUnit(page, 'Birch House', 'Flat 2');

  // The landlord sends the property's application link.
  await page.getByRole('link', { name: 'Applications' }).first().click();
  await page.getByRole('button', { name: 'Send application link' }).click();
  const request = page.getByRole('dialog', { name: 'Application request' });
  await request.getByRole('combobox', { name: 'Property' }).click();
  await page.getByRole('option', { name: 'Birch House' }).click();
  await request.getByLabel('Applicant e-mail (optional)').fill(`ada-${id}@example.com`);
  await request.getByRole('button', { name: 'Send link' }).click();
  const url = await request.getByLabel('Application link').inputValue();
  expect(url).toContain('/apply/');
  expect(await linkFromOutbox(`ada-${id}@example.com`, '/apply/')).toBe(url);
  await request.getByRole('button', { name: 'Done' }).click();

  // The applicant, without an account.
  const context = await browser.newContext();
  const applicant = await context.newPage();
  await applicant.goto(new URL(url).pathname);
  await expect(applicant.getByRole('heading', { name: 'Rental application' })).toBeVisible();
  const steps = applicant.getByRole('navigation', { name: 'Application steps' }).getByRole('button');
  await expect(steps).toHaveCount(6);
  await expect(steps.nth(1)).toHaveAccessibleName('Step 2: Terms');
  await expect(steps.nth(1)).toBeDisabled();

  await applicant.getByLabel('Full name').fill('Ada Applicant');
  await expect(applicant.getByLabel('E-mail')).toHaveValue(`ada-${id}@example.com`);
  await applicant.getByLabel('Phone number').fill('+1 503 555 0199');
  await applicant.getByLabel('Date of birth').fill('1992-05-14');
  await applicant.getByRole('combobox', { name: 'ID type' }).click();
  await applicant.getByRole('option', { name: 'Provincial issued ID' }).click();
  await applicant.getByLabel('ID number').fill('BC-4455');
  await applicant.getByRole('combobox', { name: 'Issued in' }).click();
  await applicant.getByRole('option', { name: 'Canada' }).click();
  await applicant.getByRole('radio', { name: 'Yes' }).check();

  // Co-Signers becomes step 2 and the rest renumber; they stay disabled until reached.
  await expect(steps).toHaveCount(7);
  const names = await steps.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
  expect(names).toEqual([
    'Step 1: Basic Info',
    'Step 2: Co-Signers',
    'Step 3: Terms',
    'Step 4: Address',
    'Step 5: Financial',
    'Step 6: Add. Info',
    'Step 7: Summary',
  ]);
  await expect(steps.nth(2)).toBeDisabled();
  await applicant.getByRole('button', { name: 'Next' }).click();
  await expect(applicant.getByRole('heading', { name: 'Step 2 of 7: Co-Signers' })).toBeVisible();
  await applicant.getByLabel('Co-signer 1 name').fill('Carl Cosigner');
  await applicant.getByLabel('Co-signer 1 e-mail').fill('carl@example.com');
  await applicant.getByLabel('Co-signer 1 phone').fill('503-555-0111');
  await applicant.getByRole('button', { name: 'Next' }).click();

  await expect(applicant.getByRole('heading', { name: 'Step 3 of 7: Terms' })).toBeVisible();
  await applicant.getByLabel('Desired move-in date').fill('2027-01-01');
  await applicant.getByRole('button', { name: 'Next' }).click();

  await expect(applicant.getByRole('heading', { name: 'Step 4 of 7: Address' })).toBeVisible();
  await applicant.getByLabel('Current address').fill('88 Cedar Street');
  await applicant.getByLabel('City').fill('Vancouver');
  await applicant.getByRole('combobox', { name: 'Country' }).click();
  await applicant.getByRole('option', { name: 'Canada' }).click();
  await applicant.getByRole('combobox', { name: 'Reason for leaving' }).click();
  await applicant.getByRole('option', { name: 'Relocating for a new job or a transfer' }).click();
  await applicant.getByRole('button', { name: 'Next' }).click();

  await expect(applicant.getByRole('heading', { name: 'Step 5 of 7: Financial' })).toBeVisible();
  await applicant.getByRole('combobox', { name: 'Employment status' }).click();
  await applicant.getByRole('option', { name: 'Employed', exact: true }).click();
  await applicant.getByRole('textbox', { name: 'Monthly income', exact: true }).fill('6200');
  await applicant.getByRole('button', { name: 'Next' }).click();

  await expect(applicant.getByRole('heading', { name: 'Step 6 of 7: Add. Info' })).toBeVisible();
  await applicant.getByRole('radiogroup', { name: 'Have you ever been evicted?' }).getByRole('radio', { name: 'No' }).check();
  await applicant.getByRole('radiogroup', { name: 'Have you ever filed for bankruptcy?' }).getByRole('radio', { name: 'No' }).check();
  await applicant.getByRole('button', { name: 'Next' }).click();

  await expect(applicant.getByRole('heading', { name: 'Step 7 of 7: Summary' })).toBeVisible();
  await expect(steps.nth(6)).toBeEnabled();
  await applicant.getByLabel(/The information I gave is true/).check();
  await applicant.getByRole('button', { name: 'Submit application' }).click();
  await expect(applicant.getByText('Application sent')).toBeVisible();
  await context.close();

  // The landlord reviews and approves: the applicant becomes a tenant.
  await page.reload();
  await page.getByRole('link', { name: 'Ada Applicant' }).click();
  await expect(page.getByRole('region', { name: 'Co-Signers' }).getByText(/Carl Cosigner/)).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Ada Applicant is now one of your tenants.')).toBeVisible();
  await page.getByRole('link', { name: 'Tenants' }).first().click();
  await expect(page.getByRole('table').getByText('Ada Applicant')).toBeVisible();
});
