/**
 * Bench data, seeded with set-based SQL so it takes seconds: 1,000 property-manager accounts with
 * 100 properties each, plus one account with 50,000. Rows are inserted in created_at order across
 * all accounts (as real data arrives over time), so an account's rows are spread over the heap.
 * Works on any PostgreSQL (external or the embedded server) through the app's own Drizzle handle.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/platform/db.ts';

/** BENCH_SMOKE=1 (CI): a small seed so the whole bench runs in about a minute and cannot rot. */
const SMOKE = process.env.BENCH_SMOKE === '1';
export const SMALL_ACCOUNTS = SMOKE ? 60 : 1_000;
export const SMALL_ACCOUNT_PROPERTIES = 100;
export const BIG_ACCOUNT_PROPERTIES = SMOKE ? 2_000 : 50_000;
export const BIG_ACCOUNT_EMAIL = 'big@bench.lintel';

export interface SeededAccounts {
  /** Ids of the first accounts holding 100 properties each (for rotating tokens). */
  small: string[];
  /** The account holding 50,000 properties. */
  big: string;
}

const statements = [
  sql`insert into users (id, email, full_name, role, email_verified_at, created_at, updated_at)
      select gen_random_uuid(), format('bench-%s@bench.lintel', lpad(g::text, 4, '0')), format('Bench Manager %s', g),
             'propertyManager', now(), now() - interval '3 years', now()
      from generate_series(1, ${SMALL_ACCOUNTS}::int) g`,
  sql`insert into users (id, email, full_name, role, email_verified_at, created_at, updated_at)
      values (gen_random_uuid(), ${BIG_ACCOUNT_EMAIL}, 'Bench Big Manager', 'propertyManager', now(), now() - interval '3 years', now())`,
  sql`with src as (
        select u.id as account_id, g as n
        from users u cross join generate_series(1, ${SMALL_ACCOUNT_PROPERTIES}::int) g
        where u.email like 'bench-%'
        union all
        select u.id, g
        from users u cross join generate_series(1, ${BIG_ACCOUNT_PROPERTIES}::int) g
        where u.email = ${BIG_ACCOUNT_EMAIL}
      ), timed as (
        select account_id, n, now() - random() * interval '730 days' as created_at from src
      )
      insert into properties (id, account_id, parent_id, nickname, type, is_studio, location, rent_status,
                              units_count, rooms_details, property_tax, insurance, hoa_fee, sizes, archived_at,
                              created_at, updated_at)
      select gen_random_uuid(), account_id, null, format('Property %s', n),
             (array['singleFamily', 'apartment', 'cottage', 'multiFamily'])[1 + n % 4],
             false,
             jsonb_build_object('address', format('%s Bench Street', n), 'city', 'Toronto', 'state', 'ON',
                                'postalCode', 'M5V 2T6', 'country', 'Canada'),
             (array['vacant', 'leased', 'ownerOccupied'])[1 + n % 3],
             0,
             case when n % 4 = 3 then null
                  else jsonb_build_object('bedroom', 1 + n % 4, 'bathroom', 1 + n % 2, 'den', n % 2) end,
             (1000 + n % 5000)::numeric(12, 2), 900.00, 0.00,
             jsonb_build_object('sqFt', 800 + n % 2000),
             null,
             created_at, created_at
      from timed
      order by created_at`,
];

type Rows<T> = { rows: T[] };

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  // node-postgres and PGlite both answer { rows }.
  const result = (await db.execute(query)) as unknown as Rows<T>;
  return result.rows;
}

/** Inserts the bench accounts and properties, then VACUUM ANALYZE; returns the account ids. */
export async function seedBenchData(db: Database, tokenAccounts = 50): Promise<SeededAccounts> {
  for (const statement of statements) await db.execute(statement);
  await db.execute(sql`vacuum analyze`);
  const small = await rows<{ id: string }>(
    db,
    sql`select id from users where email like 'bench-%' order by email limit ${tokenAccounts}`,
  );
  const [big] = await rows<{ id: string }>(db, sql`select id from users where email = ${BIG_ACCOUNT_EMAIL}`);
  if (!big || small.length === 0) throw new Error('Seed did not create the bench accounts');
  // Only the bench accounts' properties (the demo accounts have their own).
  const [counted] = await rows<{ total: number | string }>(
    db,
    sql`select count(*) as total from properties p join users u on u.id = p.account_id where u.email like '%@bench.lintel'`,
  );
  const expected = SMALL_ACCOUNTS * SMALL_ACCOUNT_PROPERTIES + BIG_ACCOUNT_PROPERTIES;
  if (Number(counted?.total) !== expected) throw new Error(`Seeded ${String(counted?.total)} properties, expected ${expected}`);
  return { small: small.map((row) => row.id), big: big.id };
}

/** Calendar accounts (issue 23): each has 2,000 events, 200 of them weekly, long descriptions, 6 reminders. */
export const CALENDAR_ACCOUNTS = 4;
export const CALENDAR_EVENTS = 2_000;
export const CALENDAR_WEEKLY = 200;

/**
 * Inserts CALENDAR_ACCOUNTS accounts with CALENDAR_EVENTS events each around the current month (one-off
 * events over 90 days from 30 days ago; weekly ones Monday/Wednesday/Friday from 30 days ago on).
 * Answers the account ids.
 */
export async function seedCalendarAccounts(db: Database): Promise<string[]> {
  await db.execute(sql`insert into users (id, email, full_name, role, email_verified_at, created_at, updated_at)
      select gen_random_uuid(), format('calendar-%s@bench.lintel', g), format('Bench Calendar %s', g), 'propertyManager', now(), now(), now()
      from generate_series(1, ${CALENDAR_ACCOUNTS}::int) g`);
  await db.execute(sql`with base as (select date_trunc('month', now()) - interval '30 days' + interval '9 hours' as t0)
      insert into calendar_events (id, account_id, owner_id, type, title, description, all_day, starts_at, ends_at,
                                   repeat_days, repeat_until, series_ends_at, reminders, created_at, updated_at)
      select gen_random_uuid(), u.id, u.id, 'event', format('Bench event %s', n), repeat(format('Long description of event %s. ', n), 60), false,
             base.t0 + (n % 90) * interval '1 day' + (n % 8) * interval '1 hour',
             base.t0 + (n % 90) * interval '1 day' + (n % 8) * interval '1 hour' + interval '1 hour',
             case when n <= ${CALENDAR_WEEKLY} then array[(array['mon', 'wed', 'fri'])[1 + n % 3]] else '{}'::text[] end,
             null,
             case when n <= ${CALENDAR_WEEKLY} then null else base.t0 + (n % 90) * interval '1 day' + (n % 8) * interval '1 hour' + interval '1 hour' end,
             array['fiveMinutes', 'tenMinutes', 'fifteenMinutes', 'thirtyMinutes', 'oneHour', 'twoHours'],
             now(), now()
      from users u cross join generate_series(1, ${CALENDAR_EVENTS}::int) n cross join base
      where u.email like 'calendar-%@bench.lintel'`);
  const accounts = await rows<{ id: string }>(db, sql`select id from users where email like 'calendar-%@bench.lintel' order by email`);
  if (accounts.length !== CALENDAR_ACCOUNTS) throw new Error('Seed did not create the calendar accounts');
  await db.execute(sql`analyze calendar_events`);
  return accounts.map((row) => row.id);
}

/** Issue 23: the rows of each list on the lists account (100,000; 2,000 in a smoke run). */
export const LIST_ROWS = SMOKE ? 2_000 : 100_000;
export const LISTS_ACCOUNT_EMAIL = 'lists@bench.lintel';
export const LISTS_PROVIDER_EMAIL = 'lists-provider@bench.lintel';

export interface ListsAccount {
  /** The property manager owning LIST_ROWS tenant requests, work orders, contacts, notifications and conversations. */
  manager: string;
  /** The service provider assigned to all those work orders: their inbox holds LIST_ROWS rows. */
  provider: string;
}

/**
 * One property-manager account with LIST_ROWS rows in each list the issue names (tenant requests,
 * work orders, notifications, contacts, chat conversations) over 20 properties, and one service
 * provider assigned to every work order (the work-order inbox). Rows are spread over two years of
 * created_at. Set-based SQL; then VACUUM ANALYZE of those tables (the visibility map lets the deep pages
 * read their ids with index-only scans, as autovacuum would have allowed on a live database).
 */
export async function seedListsAccount(db: Database): Promise<ListsAccount> {
  await db.execute(sql`insert into users (id, email, full_name, role, email_verified_at, created_at, updated_at) values
      (gen_random_uuid(), ${LISTS_ACCOUNT_EMAIL}, 'Bench Lists Manager', 'propertyManager', now(), now() - interval '3 years', now()),
      (gen_random_uuid(), ${LISTS_PROVIDER_EMAIL}, 'Bench Lists Provider', 'serviceProvider', now(), now() - interval '3 years', now())`);
  const [manager] = await rows<{ id: string }>(db, sql`select id from users where email = ${LISTS_ACCOUNT_EMAIL}`);
  const [provider] = await rows<{ id: string }>(db, sql`select id from users where email = ${LISTS_PROVIDER_EMAIL}`);
  if (!manager || !provider) throw new Error('Seed did not create the lists account');
  await db.execute(sql`insert into properties (id, account_id, parent_id, nickname, type, is_studio, location, rent_status, units_count,
                                          property_tax, insurance, hoa_fee, sizes, created_at, updated_at)
      select gen_random_uuid(), ${manager.id}, null, format('Lists property %s', n), 'singleFamily', false,
             jsonb_build_object('address', format('%s List Street', n), 'city', 'Toronto', 'state', 'ON', 'postalCode', 'M5V 2T6', 'country', 'Canada'),
             'leased', 0, 1000.00, 900.00, 0.00, jsonb_build_object('sqFt', 1200), now() - interval '3 years', now() - interval '3 years'
      from generate_series(1, 20) n`);
  await db.execute(sql`with props as (select id, nickname, row_number() over (order by id) - 1 as i from properties where account_id = ${manager.id})
      insert into tenant_requests (id, account_id, property_id, building_id, property_name, status, category_id, description, urgency, created_at, updated_at)
      select gen_random_uuid(), ${manager.id}, p.id, p.id, p.nickname, (array['in-review', 'ongoing', 'completed', 'rejected'])[1 + n % 4], 1,
             format('The tap in the kitchen drips (request %s)', n), (array['low', 'medium', 'emergency'])[1 + n % 3],
             now() - (n::double precision / ${LIST_ROWS}) * interval '730 days', now()
      from generate_series(1, ${LIST_ROWS}::int) n join props p on p.i = n % 20`);
  await db.execute(sql`with props as (select id, row_number() over (order by id) - 1 as i from properties where account_id = ${manager.id})
      insert into work_orders (id, account_id, name, category, description, priority, timing, status, property_id, provider_id, created_at, updated_at)
      select gen_random_uuid(), ${manager.id}, format('Work order %s', n), 'plumbing', 'Fix the leak', (array['low', 'medium', 'high'])[1 + n % 3],
             'asSoonAsPossible', 'inProgress', p.id, ${provider.id},
             now() - (n::double precision / ${LIST_ROWS}) * interval '730 days', now()
      from generate_series(1, ${LIST_ROWS}::int) n join props p on p.i = n % 20`);
  await db.execute(sql`insert into notifications (id, user_id, type, title, body, link, seen_at, created_at)
      select gen_random_uuid(), ${manager.id}, 'calendarReminder', format('Reminder %s', n), 'An event starts soon', '/calendar',
             case when n % 3 = 0 then null else now() end, now() - (n::double precision / ${LIST_ROWS}) * interval '730 days'
      from generate_series(1, ${LIST_ROWS}::int) n`);
  await db.execute(sql`insert into contacts (id, account_id, type, full_name, display_name, email, created_at, updated_at)
      select gen_random_uuid(), ${manager.id}, 'contact', format('Contact %s', lpad(n::text, 6, '0')), format('Contact %s', lpad(n::text, 6, '0')),
             format('contact-%s@example.com', n), now() - (n::double precision / ${LIST_ROWS}) * interval '730 days', now()
      from generate_series(1, ${LIST_ROWS}::int) n`);
  await db.execute(sql`insert into chat_conversations (id, account_id, subject_kind, subject_id, subject_key, title, created_at, activity_at)
      select gen_random_uuid(), ${manager.id}, 'direct', null, format('bench:%s:%s', ${manager.id}::text, n), format('Conversation %s', n),
             now() - (n::double precision / ${LIST_ROWS}) * interval '730 days', now() - (n::double precision / ${LIST_ROWS}) * interval '730 days'
      from generate_series(1, ${LIST_ROWS}::int) n`);
  await db.execute(sql`insert into chat_participants (conversation_id, user_id, name, unread_count, activity_at, created_at)
      select c.id, ${manager.id}, 'Bench Lists Manager', 0, c.activity_at, c.created_at from chat_conversations c where c.account_id = ${manager.id}`);
  for (const table of ['tenant_requests', 'work_orders', 'notifications', 'contacts', 'chat_conversations', 'chat_participants']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  return { manager: manager.id, provider: provider.id };
}
