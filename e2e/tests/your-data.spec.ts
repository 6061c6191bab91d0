/**
 * Issue 30 item 15 journey ("Your data, yours"): a landlord exports their data from Settings → Your
 * data, watches it build, downloads the zip and every file in it matches manifest.json (size and
 * SHA-256), the uploaded photo among them; then closes the account, a sign-in during the grace period
 * cancels the closing, and after closing again and the jobs' clock moved past the 7 days, sign-in fails.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { expect, test, type Page } from './console-guard';
import { apiOk, E2E_PASSWORD, linkFromOutbox, photoFile, signUpLandlord } from './support.ts';

const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
const addDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function closeAccount(page: Page, email: string) {
  await page.goto('/settings?tab=your-data');
  const close = page.getByRole('button', { name: 'Close my account' });
  await expect(close).toBeDisabled();
  await page.getByLabel('Type your e-mail address to confirm').fill(email);
  await close.click();
  await expect(page.getByText('Your account is closing').or(page.getByRole('button', { name: 'Sign in' }))).toBeVisible();
}

test('your data: export with progress, download, manifest matches the files; closing cancelled by sign-in, then erased after the grace period', async ({ page, consoleGuard }) => {
  test.setTimeout(120_000);
  // Closing ends every session: the open page's next requests and the failed sign-in answer 401.
  consoleGuard.allow(/status of 401/);
  const email = `your-data-${stamp()}@example.com`;
  await signUpLandlord(page, email, 'Yara Datawell');
  // Records of a few kinds and a file, so the zip has something of each.
  const photo = await photoFile('porch.png');
  const token = await page.evaluate(() => localStorage.getItem('lintel.accessToken'));
  const upload = await page.request.post('/api/files', { multipart: { file: photo }, headers: { Authorization: `Bearer ${token}` } });
  expect(upload.ok(), await upload.text()).toBeTruthy();
  const file = (await upload.json()) as { id: string };
  await apiOk(page, 'POST', '/contacts', { type: 'contact', fullName: 'Ana Ruiz' });
  await apiOk(page, 'POST', '/document-folders', { name: 'Taxes' });

  // Export from Settings → Your data: the progress shows, then the download.
  await page.goto('/settings?tab=your-data');
  await page.getByRole('button', { name: 'Export my data' }).click();
  await expect(page.getByText(/Building your export|is ready/).first()).toBeVisible();
  const downloadButton = page.getByRole('button', { name: 'Download the zip' });
  await expect(downloadButton).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
  expect(download.suggestedFilename()).toMatch(/^lintel-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await JSZip.loadAsync(await readFile((await download.path())!));
  const manifest = JSON.parse(await zip.file('manifest.json')!.async('string')) as { files: Array<{ path: string; size: number; sha256: string }> };
  const entries = Object.values(zip.files).filter((entry) => !entry.dir && entry.name !== 'manifest.json').map((entry) => entry.name).sort();
  expect(entries).toEqual(manifest.files.map((entry) => entry.path).sort());
  for (const entry of manifest.files) {
    const bytes = await zip.file(entry.path)!.async('nodebuffer');
    expect(bytes.length, entry.path).toBe(entry.size);
    expect(createHash('sha256').update(bytes).digest('hex'), entry.path).toBe(entry.sha256);
  }
  expect(entries).toEqual(expect.arrayContaining(['records/users.json', 'records/contacts.json', 'records/contacts.csv', 'records/document_folders.json']));
  const photoPath = entries.find((name) => name.startsWith(`files/${file.id}/`));
  expect(photoPath).toBeTruthy();
  const served = await page.request.get(`/api/files/${file.id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(await zip.file(photoPath!)!.async('nodebuffer')).toEqual(await served.body());
  // The e-mail links back to the tab.
  expect(await linkFromOutbox(email, 'tab=your-data&export=')).toContain('/settings?tab=your-data&export=');

  // Close the account: signing in during the grace period cancels it.
  await closeAccount(page, email);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/settings?tab=your-data');
  await expect(page.getByRole('button', { name: 'Close my account' })).toBeVisible();

  // Close again; the erase job on a clock 8 days ahead erases it, and sign-in fails.
  await closeAccount(page, email);
  const jobs = await page.request.post('/api/e2e/clock/run-jobs', { data: { date: addDays(8) } });
  expect(jobs.ok(), await jobs.text()).toBeTruthy();
  expect(((await jobs.json()) as { results: Record<string, { erased?: number }> }).results['accountData.erase']).toMatchObject({ erased: 1 });
  await signIn(page, email);
  await expect(page.getByText('Incorrect e-mail or password').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
