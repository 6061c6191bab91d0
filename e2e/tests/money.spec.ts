/**
 * Issue 4 journey: a lease signed on paper creates its rent schedule; the landlord records a partial
 * payment (Partial Paid), then the rest (Paid), and gets the PDF receipt; the daily job run with a
 * moved clock marks the next rent overdue and charges its late fee; statistics and the chart reflect
 * it; the payments of the range download as CSV with the right rows.
 */
import { expect, test, type Page } from './console-guard';
import { linkFromOutbox } from './support.ts';

const password = 'maple-court-1420';
const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** YYYY-MM-DD of the first day of the month `offset` months from today's (UTC, the server's calendar). */
function firstOfMonth(offset: number): { date: string; name: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  return { date: first.toISOString().slice(0, 10), name: `${monthNames[first.getUTCMonth()]} ${first.getUTCFullYear()}` };
}
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const today = () => new Date().toISOString().slice(0, 10);

async function signUpLandlord(page: Page, email: string, fullName: string) {
  await page.goto('/sign-up');
  await page.getByLabel('Property manager / landlord').check();
  await page.getByLabel('Full name').fill(fullName);
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

/** A building with one unit through the properties screens; returns the unit's id. */
async function addBuildingWithUnit(page: Page, building: string, unit: string): Promise<string> {
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
  const buildingId = new URL(page.url()).pathname.split('/').pop()!;
  const details = await api<{ units: { id: string; nickname: string }[] }>(page, 'GET', `/properties/${buildingId}`);
  return details.units.find((item) => item.nickname === unit)!.id;
}

/** A call with the signed-in user's access token (set-up the UI has no screen for: a lease signed on paper). */
async function api<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('lintel.accessToken'));
  const response = await page.request.fetch(`/api${path}`, { method, data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBeTruthy();
  return (await response.json()) as T;
}

async function downloadText(page: Page, click: () => Promise<void>): Promise<{ name: string; body: Buffer }> {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  return { name: file.suggestedFilename(), body: Buffer.concat(chunks) };
}

/** Picks an option of a Mantine select (scrolled into view first: the list opens below the field). */
async function pick(page: Page, combobox: ReturnType<Page['getByRole']>, option: string) {
  await expect(async () => {
    await combobox.scrollIntoViewIfNeeded();
    await combobox.click();
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

test('rent schedule, partial then full payment, receipt, late fee on a moved clock, statistics and CSV', async ({ page }) => {
  test.setTimeout(240_000);
  const id = stamp();
  await signUpLandlord(page, `money-${id}@example.com`, 'Lena Landlord');
  const unitId = await addBuildingWithUnit(page, 'Maple Court', 'Unit 1A');

  // A lease signed on paper is active at once and creates its rent schedule (rent due on the 1st).
  const first = firstOfMonth(1);
  const second = firstOfMonth(2);
  await api(page, 'POST', '/leases', {
    propertyId: unitId,
    term: 'one-year',
    startDate: first.date,
    endDate: addDays(firstOfMonth(13).date, -1),
    rentAmount: 1850,
    lateFee: { amount: 75, amountType: 'fixed', dueDays: 5 },
    rentPayType: 'monthly',
    firstDay: 1,
    landlord: { fullName: 'Lena Landlord' },
    tenants: [{ fullName: 'Tom Tenant', email: `tom-${id}@example.com` }],
    signedOffline: true,
  });

  await page.getByRole('link', { name: 'Payments' }).first().click();
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  await pick(page, page.getByRole('combobox', { name: 'Sort by' }), 'Due date, soonest first');
  const rent1 = `Rent ${first.name}`;
  const rent2 = `Rent ${second.name}`;
  await expect(row(page, rent1).getByText('Unpaid')).toBeVisible();

  // A partial payment: the server says Partial Paid and the row follows.
  await row(page, rent1).getByRole('button', { name: `Record payment: ${rent1}` }).click();
  let dialog = page.getByRole('dialog', { name: 'Add payment' });
  await expect(dialog.getByLabel('Amount')).toHaveValue('1850');
  await dialog.getByLabel('Amount').fill('500');
  await pick(page, dialog.getByRole('combobox', { name: 'Payment method' }), 'E-transfer');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  let success = page.getByRole('dialog', { name: 'Payment recorded' });
  await expect(success.getByText('$500.00 paid of $1,850.00')).toBeVisible();
  await expect(success.getByText('Partial Paid')).toBeVisible();
  await success.getByRole('button', { name: 'Done' }).click();
  await expect(row(page, rent1).getByText('Partial Paid')).toBeVisible();
  await expect(row(page, rent1).getByText('$500.00')).toBeVisible();

  // The rest: Paid, and its receipt as a PDF.
  await row(page, rent1).getByRole('button', { name: `Record payment: ${rent1}` }).click();
  dialog = page.getByRole('dialog', { name: 'Add payment' });
  await expect(dialog.getByLabel('Amount')).toHaveValue('1350');
  await dialog.getByLabel('Amount').fill('1,350.00');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  success = page.getByRole('dialog', { name: 'Payment recorded' });
  await expect(success.getByText('$1,850.00 paid of $1,850.00')).toBeVisible();
  await expect(success.getByText('Paid', { exact: true })).toBeVisible();
  await success.getByRole('button', { name: 'Generate receipt' }).click();
  await expect(page.getByText('Receipt generated successfully').first()).toBeVisible();
  const receipt = await downloadText(page, () => success.getByRole('link', { name: 'Download receipt (PDF)' }).click());
  expect(receipt.name).toMatch(/\.pdf$/);
  expect(receipt.body.subarray(0, 5).toString()).toBe('%PDF-');
  await success.getByRole('button', { name: 'Done' }).click();
  await expect(row(page, rent1).getByText('Paid', { exact: true })).toBeVisible();
  await expect(row(page, rent2).getByText('Unpaid')).toBeVisible();

  // The daily job on a moved clock: the next rent is past its grace days, overdue, with its late fee.
  const jobDay = addDays(second.date, 6);
  const job = await page.request.post('/api/e2e/clock/run-jobs', { data: { date: jobDay } });
  expect(job.ok(), await job.text()).toBeTruthy();
  await pick(page, page.getByRole('combobox', { name: 'Status' }), 'Overdue');
  await expect(page.getByText('1 transaction', { exact: true })).toBeVisible();
  await expect(row(page, rent2).getByText('Overdue')).toBeVisible();
  await pick(page, page.getByRole('combobox', { name: 'Status' }), 'Unpaid');
  await expect(row(page, `Late fee: ${rent2}`)).toBeVisible();
  await expect(row(page, `Late fee: ${rent2}`).getByText('$75.00')).toBeVisible();

  // Statistics from today to the moved clock's day: received, overdue, and the month in the chart.
  const statistics = page.getByRole('region', { name: 'Statistics' });
  await pick(page, statistics.getByRole('combobox', { name: 'Range' }), 'Custom');
  await statistics.getByLabel('From').fill(today());
  await statistics.getByLabel('To').fill(jobDay);
  await expect(statistics.getByRole('group', { name: 'Received' }).getByText('$1,850.00')).toBeVisible();
  await expect(statistics.getByRole('group', { name: 'Overdue' }).getByText('$1,850.00')).toBeVisible();
  await expect(statistics.getByRole('group', { name: 'Income due' }).getByText('$3,775.00')).toBeVisible();
  const thisMonth = new Intl.DateTimeFormat('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(new Date());
  await expect(statistics.getByTestId('income-expense-chart')).toHaveAttribute('aria-label', new RegExp(`${thisMonth}: income \\$1,850\\.00`));
  await expect(statistics.getByTestId('cashflow-chart')).toHaveAttribute('aria-label', new RegExp(`${thisMonth}: \\$1,850\\.00`));

  // Download payments by date range (last month, up to today) as CSV: the two payments.
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const downloadDialog = page.getByRole('dialog', { name: 'Download payments' });
  await expect(downloadDialog.getByText(/Payments made/)).toBeVisible();
  const csv = await downloadText(page, () => downloadDialog.getByRole('button', { name: 'Download' }).click());
  expect(csv.name).toMatch(/^payments-.*\.csv$/);
  const lines = csv.body.toString('utf8').trim().split(/\r?\n/);
  expect(lines[0]).toMatch(/^Date,Amount,Transaction/);
  expect(lines).toHaveLength(3);
  const amounts = lines.slice(1).map((line) => line.split(',')[1]).sort();
  expect(amounts).toEqual(['1350.00', '500.00']);
  for (const line of lines.slice(1)) {
    expect(line).toContain(rent1);
    expect(line).toContain(today());
    expect(line).toContain('Maple Court · Unit 1A');
  }

  // The Payments tab: each payment's own status, its place as "Property · Unit", and the receipt in one click.
  await expect(downloadDialog).toBeHidden();
  await page.getByRole('tab', { name: 'Payments' }).click();
  const payments = page.getByRole('table', { name: 'Payments' });
  await expect(payments.getByText('Confirmed')).toHaveCount(2);
  await expect(payments.getByText('Maple Court · Unit 1A').first()).toBeVisible();
  const oneClick = await downloadText(page, () => payments.getByRole('button', { name: /^Receipt for the payment of \$1,350\.00/ }).click());
  expect(oneClick.name).toMatch(/\.pdf$/);
  expect(oneClick.body.subarray(0, 5).toString()).toBe('%PDF-');
});
