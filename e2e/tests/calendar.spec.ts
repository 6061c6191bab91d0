/**
 * Issue 13 journey (calendar): a weekly Mon+Wed event with a 5-minute reminder, created in the browser
 * in New York time at 21:00 (02:00 UTC the next day; the event is saved in New York's zone, so its
 * weekdays stay Mon+Wed and the feed writes them with TZID=America/New_York), shows
 * on Monday and Wednesday in the month, week and day views; the secret ICS feed URL returns the series
 * as an RRULE, and node-ical's expansion of it equals GET /events; on a moved clock (the e2e clock hook
 * runs due one-off jobs too) the first reminder fires, the bell's count rises without a reload, and the
 * reminder notification opens `/calendar?event=<id>` with the event's info; the event is then deleted.
 */
import { expect, test, type Page } from './console-guard';
import ical from 'node-ical';
import { apiOk, createCalendarEvent, linkFromOutbox, signUpLandlord } from './support.ts';

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

/** Clicks Next or Previous until a cell of `date` is shown (at most `steps` steps). */
async function showDate(page: Page, date: string, steps = 12) {
  for (let step = 0; step < steps; step += 1) {
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
  expect(body).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO,WE');
  expect(body).toContain(`DTSTART;TZID=America/New_York:${days.mon.replaceAll('-', '')}T210000`);
  expect(body).toContain('BEGIN:VTIMEZONE\r\nTZID:America/New_York');
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

/**
 * Issue 22 item 2: a Monday-Wednesday 09:00 series made in New York in January (EST) still reads 09:00
 * in April (EDT) — in the month grid (the browser is in New York), in GET /events (asked in the New
 * York zone; each occurrence names its zone) and in the ICS feed as node-ical expands it.
 */
test('calendar: a Monday-Wednesday 09:00 New York series reads 09:00 in January and in April in the grid, the API and the ICS feed', async ({ page }) => {
  await signUp(page, `tz-${Date.now()}@example.com`);
  // The first Monday of next January and a Monday-Wednesday of that April, as dates.
  const year = new Date().getFullYear() + 1;
  const mondayIn = (month: number) => {
    let day = 1;
    while (new Date(Date.UTC(year, month - 1, day)).getUTCDay() !== 1) day += 1;
    return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  };
  const january = mondayIn(1);
  const april = mondayIn(4);
  const plusDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

  const id = await createCalendarEvent(page, { title: 'NY standup', date: january, starts: '09:00', ends: '10:00', weekdays: ['Mon', 'Tue', 'Wed'], reminder: '5 minutes before' });

  // The month grid, in January and in April: Monday to Wednesday at 9, never Thursday.
  for (const monday of [january, april]) {
    await showDate(page, monday, 24);
    // Each day's chip is a button named by its time and title ("9:00am NY standup": the locale's 12-hour clock, issue 30 item 14).
    for (const n of [0, 1, 2]) await expect(page.locator(`[data-date="${plusDays(monday, n)}"]`).getByRole('button', { name: 'NY standup' })).toHaveAccessibleName('9:00am NY standup');
    await expect(page.locator(`[data-date="${plusDays(monday, 3)}"]`).filter({ hasText: 'NY standup' })).toHaveCount(0);
  }

  // GET /events in the viewer's zone: 09:00 New York time in both months, and the zone is named.
  const token = await page.evaluate(() => localStorage.getItem('lintel.accessToken'));
  const localTime = (iso: string) => new Intl.DateTimeFormat('en-GB', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
  for (const monday of [january, april]) {
    const response = await page.request.get(`/api/events?startDate=${monday}&endDate=${plusDays(monday, 2)}&timeZone=America/New_York&filter=calendar`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status()).toBe(200);
    const results = ((await response.json()) as { results: Array<{ id: string; start: string; timeZone: string }> }).results;
    expect(results.map((e) => [e.id, e.timeZone, localTime(e.start)])).toEqual([0, 1, 2].map(() => [id, 'America/New_York', '09:00']));
  }

  // The ICS feed: DTSTART with TZID and a VTIMEZONE; node-ical's occurrences are at 09:00 in New York.
  await page.getByRole('button', { name: 'Create feed link' }).click();
  const url = await page.getByLabel('Calendar feed URL').inputValue();
  const body = await (await page.request.get(url)).text();
  expect(body).toContain(`DTSTART;TZID=America/New_York:${january.replaceAll('-', '')}T090000`);
  expect(body).toContain('BEGIN:VTIMEZONE\r\nTZID:America/New_York');
  const event = Object.values(ical.sync.parseICS(body)).find((c) => c?.type === 'VEVENT' && c.summary === 'NY standup') as ical.VEvent;
  for (const monday of [january, april]) {
    const starts = event.rrule!.between(new Date(`${monday}T00:00:00Z`), new Date(`${plusDays(monday, 7)}T00:00:00Z`), true);
    expect(starts.map((d) => localTime(d.toISOString()))).toEqual(['09:00', '09:00', '09:00']);
  }
});

/**
 * Issue 22 item 2 and issue 21 item 15: a landlord sets their time zone in the profile (a searchable
 * select), the new-event form starts in it, and the calendar feed, told to carry rent due dates next to
 * its URL, serves the lease's rent-due entries as GET /events shows them.
 */
test('calendar: the profile zone is the new-event default, and a feed subscribed with rent due carries the rent-due entries', async ({ page }) => {
  test.setTimeout(180_000);
  const email = `fern-${Date.now()}@example.com`;
  await signUpLandlord(page, email, 'Fern Feed');
  // The first sign-in stored the browser's zone.
  expect((await apiOk<{ timeZone: string | null }>(page, 'GET', '/users/me')).timeZone).toBe('America/New_York');

  await page.goto('/settings');
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await zone.click();
  await zone.fill('Chicago');
  await page.getByRole('option', { name: 'America/Chicago' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Account settings updated successfully').first()).toBeVisible();
  expect((await apiOk<{ timeZone: string | null }>(page, 'GET', '/users/me')).timeZone).toBe('America/Chicago');

  await page.goto('/calendar');
  await page.getByRole('button', { name: 'New event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create event' });
  // The dialog's code loads on first use: slow under load.
  await expect(dialog.getByLabel('Title')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/Chicago');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // A lease signed on paper (set-up): its rent schedule shows in the calendar as rent-due entries.
  const home = await apiOk<{ id: string }>(page, 'POST', '/properties', { nickname: 'Fern House', type: 'singleFamily', location: { address: '5 Fern Way', city: 'Portland' } });
  const start = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + 360 * 86_400_000).toISOString().slice(0, 10);
  await apiOk(page, 'POST', '/leases', {
    propertyId: home.id, term: 'one-year', startDate: start, endDate: end, rentAmount: 1850, rentPayType: 'monthly', firstDay: 1,
    landlord: { fullName: 'Fern Feed' }, tenants: [{ fullName: 'Rowan Renter', email: `rowan-${Date.now()}@example.com` }], signedOffline: true,
  });
  let rent: Array<{ title: string; start: string; source: string }> = [];
  await expect(async () => {
    const listed = await apiOk<{ results: Array<{ title: string; start: string; source: string }> }>(page, 'GET', `/events?startDate=${start}&endDate=${end}&filter=rentDue&pageSize=100`);
    rent = listed.results;
    expect(rent.length).toBeGreaterThan(0);
  }).toPass({ timeout: 30_000 });

  // Subscribe: a feed link, then "Rent due" ticked beside it.
  await page.goto('/calendar');
  await page.getByRole('button', { name: 'Create feed link' }).click();
  const url = await page.getByLabel('Calendar feed URL').inputValue();
  const sources = page.getByRole('group', { name: 'The feed carries' });
  await expect(sources.getByRole('checkbox', { name: 'My events' })).toBeChecked();
  // The box shows what the server stored: it turns on once PUT /calendar/feed answers.
  await sources.getByRole('checkbox', { name: 'Rent due' }).click();
  await expect(page.getByText('Calendar feed updated').first()).toBeVisible();
  await expect(sources.getByRole('checkbox', { name: 'Rent due' })).toBeChecked();

  const feed = await page.request.get(url);
  expect(feed.status()).toBe(200);
  const entries = Object.values(ical.sync.parseICS(await feed.text())).filter((c) => c?.type === 'VEVENT') as ical.VEvent[];
  const first = rent[0]!;
  const found = entries.find((e) => e.summary === first.title && new Date(e.start).toISOString().slice(0, 10) === first.start.slice(0, 10));
  expect(found, `${first.title} on ${first.start}`).toBeDefined();
  expect(entries.filter((e) => String(e.summary).startsWith('Rent')).length).toBe(rent.length);
});

