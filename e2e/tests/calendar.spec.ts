/**
 * Issue 13 journey (calendar): a weekly Mon+Wed event with a 5-minute reminder, created in the browser
 * in New York time at 21:00 (02:00 UTC the next day, so the server's UTC weekdays are Tue+Thu), shows
 * on Monday and Wednesday in the month, week and day views; the secret ICS feed URL returns the series
 * as an RRULE, and node-ical's expansion of it equals GET /events; on a moved clock (the e2e clock hook
 * runs due one-off jobs too) the first reminder fires, the bell's count rises without a reload, and the
 * reminder notification opens `/calendar?event=<id>` with the event's info; the event is then deleted.
 */
import { expect, test, type Page } from './console-guard';
import ical from 'node-ical';
import { createCalendarEvent, linkFromOutbox } from './support.ts';

const password = 'cedar-house-5150';
test.use({ timezoneId: 'America/New_York' });

async function signUp(page: Page, email: string) {
  await page.goto('/sign-up');
  await page.getByLabel('Full name').fill('Cora Calendar');
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
  await expect(page).not.toHaveURL(/\/login/);
}

/** Clicks Next or Previous until a cell of `date` is shown (at most 12 steps). */
async function showDate(page: Page, date: string) {
  for (let step = 0; step < 12; step += 1) {
    if ((await page.locator(`[data-date="${date}"]`).count()) > 0) return;
    const shown = await page.locator('[data-date]').first().getAttribute('data-date');
    await page.getByRole('button', { name: shown && shown > date ? 'Previous' : 'Next' }).click();
  }
  throw new Error(`${date} never showed`);
}

const withEvent = (page: Page, date: string) => page.locator(`[data-date="${date}"]`).filter({ hasText: 'Yoga class' });

test('calendar: a weekly Mon+Wed event shows on its weekdays in month, week and day views, the ICS feed agrees with the API, and its reminder rings the bell live', async ({ page }) => {
  await signUp(page, `cora-${Date.now()}@example.com`);
  // The next Monday after today, in the browser's (New York) calendar.
  const days = await page.evaluate(() => {
    const d = new Date();
    d.setDate(d.getDate() + 1);
    while (d.getDay() !== 1) d.setDate(d.getDate() + 1);
    const fmt = (x: Date) => `${x.getFullYear()}-${String(x.getMonth() + 1).padStart(2, '0')}-${String(x.getDate()).padStart(2, '0')}`;
    const plus = (n: number) => fmt(new Date(d.getFullYear(), d.getMonth(), d.getDate() + n));
    return { mon: plus(0), tue: plus(1), wed: plus(2), nextMon: plus(7) };
  });

  await createCalendarEvent(page, { title: 'Yoga class', date: days.mon, starts: '21:00', ends: '22:00', weekdays: ['Mon', 'Wed'], reminder: '5 minutes before' });

  // Month view (the default on a desktop).
  await showDate(page, days.mon);
  await expect(withEvent(page, days.mon)).not.toHaveCount(0);
  await showDate(page, days.wed);
  await expect(withEvent(page, days.wed)).not.toHaveCount(0);
  await expect(withEvent(page, days.tue)).toHaveCount(0);

  // Week view.
  await page.getByText('Week', { exact: true }).click();
  await showDate(page, days.mon);
  await expect(withEvent(page, days.mon)).not.toHaveCount(0);
  await expect(withEvent(page, days.wed)).not.toHaveCount(0);
  await expect(withEvent(page, days.tue)).toHaveCount(0);

  // Day view: Monday has it, Tuesday not, Wednesday again.
  await page.getByText('Day', { exact: true }).click();
  await showDate(page, days.mon);
  await expect(page.getByText('Yoga class')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator(`[data-date="${days.tue}"]`).first()).toBeVisible();
  await expect(page.getByText('Yoga class')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Yoga class')).toBeVisible();

  // The ICS feed: a secret link made in the page; node-ical's occurrences equal GET /events.
  await page.getByText('Month', { exact: true }).click();
  await page.getByRole('button', { name: 'Create feed link' }).click();
  const url = await page.getByLabel('Calendar feed URL').inputValue();
  expect(url).toMatch(/\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
  const feed = await page.request.get(url);
  expect(feed.status()).toBe(200);
  const body = await feed.text();
  expect(body).toContain('RRULE:FREQ=WEEKLY;BYDAY=TU,TH');
  expect(body).toContain('TRIGGER:-PT5M');

  const token = await page.evaluate(() => localStorage.getItem('lintel.accessToken'));
  const startDate = days.mon;
  const endDate = new Date(Date.parse(`${days.nextMon}T00:00:00Z`) + 14 * 86_400_000).toISOString().slice(0, 10);
  const api = await page.request.get(`/api/events?startDate=${startDate}&endDate=${endDate}&filter=calendar&pageSize=100`, { headers: { authorization: `Bearer ${token}` } });
  expect(api.status()).toBe(200);
  const fromApi = ((await api.json()) as { results: Array<{ title: string; start: string }> }).results.map((e) => `${e.title} ${e.start}`);
  const event = Object.values(ical.sync.parseICS(body)).find((c) => c?.type === 'VEVENT') as ical.VEvent;
  const fromIcs = event.rrule!.between(new Date(`${startDate}T00:00:00Z`), new Date(Date.parse(`${endDate}T00:00:00Z`) + 86_400_000), true).map((d) => `${event.summary} ${d.toISOString()}`);
  expect(fromApi.length).toBeGreaterThanOrEqual(5);
  expect(fromIcs.sort()).toEqual(fromApi.sort());
  // Every occurrence is on a Monday or Wednesday evening in New York.
  const weekdays = await page.evaluate((starts) => starts.map((s) => new Date(s.split(' ').pop()!).getDay()), fromApi);
  expect([...new Set(weekdays)].sort()).toEqual([1, 3]);

  // The reminder fires on a moved clock (noon UTC of the first occurrence's UTC day, past its 5-minute
  // reminder): the bell's count rises without a reload, and the notification opens the event's info.
  const first = ((await api.json()) as { results: Array<{ id: string; start: string }> }).results[0]!;
  const id = first.id;
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  const clock = await page.request.post('/api/e2e/clock/run-jobs', { data: { date: first.start.slice(0, 10) } });
  expect(clock.ok(), await clock.text()).toBeTruthy();
  const due = ((await clock.json()) as { due: Array<{ name: string; status: string }> }).due.filter((run) => run.name === 'calendar.reminder');
  expect(due).toEqual([expect.objectContaining({ status: 'done' })]);
  const bell = page.getByRole('button', { name: 'Notifications, 1 unseen' });
  await expect(bell).toBeVisible();
  await expect(page.getByTestId('bell-count')).toHaveText('1');
  await bell.click();
  const reminder = page.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: /^Reminder \(unseen\): Yoga class/ });
  await expect(reminder).toBeVisible();
  // It goes to `/calendar?event=<id>`; the page opens that event's info and drops the parameter.
  await Promise.all([page.waitForURL(new RegExp(`/calendar\\?event=${id}$`)), reminder.click()]);
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // The event's info (as the reminder's link opens it); deleting it (confirmed) takes the series off the grid.
  const info = page.getByRole('dialog', { name: 'Yoga class' });
  await expect(info.getByText('Every Mon, Wed')).toBeVisible();
  await expect(info.getByText('Reminders: 5 minutes before')).toBeVisible();
  await info.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete event' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Event was successfully deleted')).toBeVisible();
  await showDate(page, days.mon);
  await expect(withEvent(page, days.mon)).toHaveCount(0);
});
