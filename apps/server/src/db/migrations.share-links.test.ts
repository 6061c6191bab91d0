/**
 * Migration 0026 (issue 25 item 5): the links already sent by e-mail for work orders, contacts and
 * lease-form templates keep working after their three tables move into `share_links` (same ids, token
 * hashes and expiries), and are then listed and revocable. The old tables are made again here with a
 * link each, then the migration's data statements and drops run.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../test/build-app.ts';
import { createProperty, createUser, type TestUser } from '../test/factories.ts';

let t: TestApp;
let owner: TestUser;
let reader: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t, { role: 'propertyManager' });
  reader = await createUser(t, { role: 'homeOwner' });
});
afterAll(() => t.close());

const migration = new URL('./migrations/0026_share_links_and_portal_quota.sql', import.meta.url);
const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, user?: TestUser, payload?: object) =>
  t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });

it('0026 moves the work-order, contact and template shares into share_links: the old links still open and can be revoked', async () => {
  const property = await createProperty(t, owner, { nickname: 'Old Mill', type: 'singleFamily' });
  const workOrder = json<{ id: string }>(await inject('POST', '/api/work-orders', owner, { name: 'Fence repair', category: 'plumbing', property: property.id }));
  const contact = json<{ id: string }>(await inject('POST', '/api/contacts', owner, { type: 'contact', fullName: 'Olga Mason' }));
  const template = json<{ id: string }>(await inject('POST', '/api/lease-form-templates', owner, { name: 'Old template', fees: [], clauses: [], defaultTerms: {} }));

  // The tables and rows a Lintel before 0026 had.
  const token = () => randomBytes(32).toString('base64url');
  const hash = (value: string) => createHash('sha256').update(value).digest('hex');
  const tokens = { workOrder: token(), contact: token(), template: token() };
  const later = new Date(Date.now() + 5 * 86_400_000).toISOString();
  for (const table of [
    'work_order_shares (id uuid primary key, work_order_id uuid not null, account_id uuid not null, email text not null, token_hash text not null, expires_at timestamptz not null, created_at timestamptz not null default now())',
    'contact_shares (id uuid primary key, contact_id uuid not null, account_id uuid not null, email text not null, token_hash text not null, expires_at timestamptz not null, created_at timestamptz not null default now())',
    'lease_form_template_shares (id uuid primary key, template_id uuid not null, email text not null, token_hash text not null, expires_at timestamptz not null, created_at timestamptz not null default now())',
  ]) {
    await t.deps.db.execute(sql.raw(`create table ${table}`));
  }
  await t.deps.db.execute(sql`insert into work_order_shares (id, work_order_id, account_id, email, token_hash, expires_at) values (gen_random_uuid(), ${workOrder.id}, ${owner.id}, 'wo@example.com', ${hash(tokens.workOrder)}, ${later})`);
  await t.deps.db.execute(sql`insert into contact_shares (id, contact_id, account_id, email, token_hash, expires_at) values (gen_random_uuid(), ${contact.id}, ${owner.id}, 'c@example.com', ${hash(tokens.contact)}, ${later})`);
  await t.deps.db.execute(sql`insert into lease_form_template_shares (id, template_id, email, token_hash, expires_at) values (gen_random_uuid(), ${template.id}, 't@example.com', ${hash(tokens.template)}, ${later})`);

  const statements = (await readFile(migration, 'utf8')).split('--> statement-breakpoint').map((statement) => statement.trim());
  const moves = statements.filter((statement) => /INSERT INTO "share_links"|^DROP TABLE/m.test(statement));
  expect(moves).toHaveLength(6);
  for (const statement of moves) await t.deps.db.execute(sql.raw(statement));

  expect((await inject('GET', `/api/work-orders/get-by-token/${tokens.workOrder}`)).statusCode).toBe(200);
  expect((await inject('GET', `/api/contacts/get-by-token/${tokens.contact}`, reader)).statusCode).toBe(200);
  expect((await inject('GET', `/api/lease-form-templates/get-by-token/${tokens.template}`)).statusCode).toBe(200);
  const [moved] = json<{ results: Array<{ id: string; email: string; expiresAt: string; lastUsedAt: string | null }> }>(await inject('GET', `/api/work-orders/${workOrder.id}/share-links`, owner)).results;
  expect(moved).toMatchObject({ email: 'wo@example.com', expiresAt: later, lastUsedAt: expect.any(String) });
  expect(json(await inject('GET', `/api/lease-form-templates/${template.id}/share-links`, owner))).toMatchObject({ results: [{ email: 't@example.com' }] });

  expect((await inject('DELETE', `/api/share-links/${moved!.id}`, owner)).statusCode).toBe(204);
  expect((await inject('GET', `/api/work-orders/get-by-token/${tokens.workOrder}`)).statusCode).toBe(404);
});
