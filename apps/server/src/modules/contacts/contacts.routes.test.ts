import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, linkFromOutbox, type TestApp } from '../../test/build-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';

let t: TestApp;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t, { role: 'homeOwner' });
  other = await createUser(t, { role: 'serviceProvider' });
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: TestUser, payload?: unknown) =>
  t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });

type Contact = { id: string; displayName: string; category: { name: string } | null; subCategory: { name: string } | null };
type Category = { id: number; name: string; hasSubCategories: boolean; isCustom: boolean };

async function createContact(user: TestUser, body: Record<string, unknown> = {}) {
  const response = await inject('POST', '/api/contacts', user, { type: 'contact', fullName: 'Ana Ruiz', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return json<Contact>(response);
}

describe('categories', () => {
  it('lists the catalogue per entity, the Contractor trades, and adds the account\'s own', async () => {
    const contact = json<{ categories: Category[] }>(await inject('GET', '/api/categories?entity=contact', owner));
    const contractor = contact.categories.find((c) => c.name === 'Contractor')!;
    expect(contractor.hasSubCategories).toBe(true);
    expect(contact.categories.map((c) => c.name)).toEqual(expect.arrayContaining(['Family', 'Neighbour', 'Insurance', 'Emergency']));
    const inventory = json<{ categories: Category[] }>(await inject('GET', '/api/categories?entity=inventory', owner));
    expect(inventory.categories.map((c) => c.name)).toEqual(expect.arrayContaining(['Appliances', 'Electronics', 'Jewellery']));
    const trades = json<{ subCategories: Category[] }>(await inject('GET', '/api/contractor-sub-categories', owner));
    expect(trades.subCategories.map((c) => c.name)).toEqual(expect.arrayContaining(['Plumber', 'Electrician', 'HVAC', 'Roofer']));

    const created = await inject('POST', '/api/categories', owner, { name: 'Babysitter', entity: 'contact' });
    expect(created.statusCode).toBe(201);
    expect(json<{ category: Category }>(created).category).toMatchObject({ name: 'Babysitter', isCustom: true });
    expect((await inject('POST', '/api/categories', owner, { name: 'babysitter', entity: 'contact' })).statusCode).toBe(409);
    expect((await inject('POST', '/api/categories', owner, { name: 'family', entity: 'contact' })).statusCode).toBe(409);
    const mine = json<{ categories: Category[] }>(await inject('GET', '/api/categories?entity=contact', owner));
    expect(mine.categories.map((c) => c.name)).toContain('Babysitter');
    const theirs = json<{ categories: Category[] }>(await inject('GET', '/api/categories?entity=contact', other));
    expect(theirs.categories.map((c) => c.name)).not.toContain('Babysitter');

    expect((await inject('POST', '/api/categories', owner, { name: '', entity: 'contact' })).statusCode).toBe(422);
    expect((await inject('GET', '/api/categories?entity=car', owner)).statusCode).toBe(422);
    expect((await inject('POST', '/api/categories', owner, { name: 'X', entity: 'contact', parentId: 999999 })).statusCode).toBe(422);
    expect((await inject('POST', '/api/categories', other, { name: 'Skis', entity: 'inventory' })).statusCode).toBe(403);
    expect((await inject('GET', '/api/categories', await createUser(t, { role: 'tenant' }))).statusCode).toBe(403);
    expect((await inject('GET', '/api/categories')).statusCode).toBe(401);
  });
});

describe('contacts', () => {
  it('creates a person and a company with a contractor trade, lists newest first, edits and deletes', async () => {
    const user = await createUser(t, { role: 'propertyManager' });
    const empty = json<{ results: unknown[]; meta: { hasContacts: boolean } }>(await inject('GET', '/api/contacts', user));
    expect(empty).toMatchObject({ results: [], meta: { hasContacts: false } });
    const trades = json<{ subCategories: Category[] }>(await inject('GET', '/api/contractor-sub-categories', user)).subCategories;
    const categories = json<{ categories: Category[] }>(await inject('GET', '/api/categories', user)).categories;
    const contractor = categories.find((c) => c.name === 'Contractor')!;
    const plumber = trades.find((c) => c.name === 'Plumber')!;

    await createContact(user, { fullName: 'Bea Lund', email: 'BEA@example.com', phoneNumbers: ['+1 (555) 010-2000'] });
    const company = await createContact(user, { type: 'company', fullName: null, companyName: 'Pipe Pros', categoryId: contractor.id, subCategoryId: plumber.id });
    expect(company).toMatchObject({ displayName: 'Pipe Pros', category: { name: 'Contractor' }, subCategory: { name: 'Plumber' } });

    const list = json<{ results: Contact[]; pagination: Record<string, number>; meta: { hasContacts: boolean } }>(await inject('GET', '/api/contacts?pageSize=1', user));
    expect(list.results.map((c) => c.displayName)).toEqual(['Pipe Pros']);
    expect(list.pagination).toEqual({ page: 1, pageSize: 1, total: 2, totalPages: 2 });
    const az = json<{ results: Contact[] }>(await inject('GET', '/api/contacts?sortBy=nameAsc', user));
    expect(az.results.map((c) => c.displayName)).toEqual(['Bea Lund', 'Pipe Pros']);
    const search = json<{ results: Contact[] }>(await inject('GET', '/api/contacts?search=bea%40', user));
    expect(search.results.map((c) => c.displayName)).toEqual(['Bea Lund']);
    const byCategory = json<{ results: Contact[] }>(await inject('GET', `/api/contacts?categoryId=${contractor.id}`, user));
    expect(byCategory.results).toHaveLength(1);

    const edited = await inject('PUT', `/api/contacts/${company.id}`, user, { companyName: 'Pipe Pros Ltd', categoryId: null });
    expect(json(edited)).toMatchObject({ displayName: 'Pipe Pros Ltd', category: null, subCategory: null });
    expect((await inject('PUT', `/api/contacts/${company.id}`, user, { companyName: '' })).statusCode).toBe(422);
    expect((await inject('PUT', `/api/contacts/${company.id}`, user, { categoryId: 999999 })).statusCode).toBe(422);
    expect((await inject('DELETE', `/api/contacts/${company.id}`, user)).statusCode).toBe(204);
    expect((await inject('DELETE', `/api/contacts/${company.id}`, user)).statusCode).toBe(404);
  });

  it('422 with details for a nameless person, a bad e-mail or phone, a trade without its category and a wrong-entity category', async () => {
    const response = await inject('POST', '/api/contacts', owner, { type: 'contact', email: 'nope' });
    expect(response.statusCode).toBe(422);
    expect(json<{ details: Array<{ path: string }> }>(response).details.map((d) => d.path)).toEqual(expect.arrayContaining(['email']));
    expect((await inject('POST', '/api/contacts', owner, { type: 'contact' })).statusCode).toBe(422);
    expect((await inject('POST', '/api/contacts', owner, { type: 'contact', fullName: 'X', phoneNumbers: ['call me'] })).statusCode).toBe(422);
    expect((await inject('POST', '/api/contacts', owner, { type: 'contact', fullName: 'X', subCategoryId: 20 })).statusCode).toBe(422);
    const inventoryCategory = json<{ categories: Category[] }>(await inject('GET', '/api/categories?entity=inventory', owner)).categories[0]!;
    const wrong = await inject('POST', '/api/contacts', owner, { type: 'contact', fullName: 'X', categoryId: inventoryCategory.id });
    expect(wrong.statusCode).toBe(422);
    expect(json<{ details: Array<{ path: string }> }>(wrong).details[0]?.path).toBe('categoryId');
  });

  it('another account\'s contact and category read as missing; tenants 403; no token 401', async () => {
    const theirs = await createContact(other, { fullName: 'Secret Person' });
    expect((await inject('PUT', `/api/contacts/${theirs.id}`, owner, { fullName: 'Mine' })).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/contacts/${theirs.id}`, owner)).statusCode).toBe(404);
    expect((await inject('POST', '/api/contacts/share-contact', owner, { contactId: theirs.id, email: 'x@example.com' })).statusCode).toBe(404);
    const custom = json<{ category: Category }>(await inject('POST', '/api/categories', other, { name: 'Their own', entity: 'contact' })).category;
    expect((await inject('POST', '/api/contacts', owner, { type: 'contact', fullName: 'X', categoryId: custom.id })).statusCode).toBe(422);
    const list = json<{ results: Contact[] }>(await inject('GET', '/api/contacts?pageSize=100', owner));
    expect(list.results.map((c) => c.displayName)).not.toContain('Secret Person');
    const tenant = await createUser(t, { role: 'tenant' });
    expect((await inject('GET', '/api/contacts', tenant)).statusCode).toBe(403);
    expect((await inject('POST', '/api/contacts', tenant, { type: 'contact', fullName: 'X' })).statusCode).toBe(403);
    expect((await inject('GET', '/api/contacts')).statusCode).toBe(401);
  });

  it('a list page costs the same number of queries whatever its length (no N+1)', async () => {
    const user = await createUser(t, { role: 'homeOwner' });
    for (let i = 0; i < 12; i += 1) await createContact(user, { fullName: `Person ${i}`, categoryId: 1, subCategoryId: 20 });
    t.queries.length = 0;
    await inject('GET', '/api/contacts?pageSize=2', user);
    const small = t.queries.length;
    t.queries.length = 0;
    const response = await inject('GET', '/api/contacts?pageSize=12', user);
    expect(json<{ results: unknown[] }>(response).results).toHaveLength(12);
    expect(t.queries.length).toBe(small);
    expect(small).toBeLessThanOrEqual(3);
  });
});

describe('sharing a contact by link', () => {
  it('e-mails a link; a signed-in user of any role sees only that contact and adds it to their list once', async () => {
    const contact = await createContact(owner, { fullName: 'Carl Sparks', categoryId: 1, subCategoryId: 21, notes: 'Great electrician' });
    await createContact(owner, { fullName: 'Not shared' });
    const shared = await inject('POST', '/api/contacts/share-contact', owner, { contactId: contact.id, email: 'friend@example.com' });
    expect(shared.statusCode).toBe(200);
    expect(json(shared)).toEqual({ message: 'Contact was successfully shared' });
    const link = await linkFromOutbox(t.dataDir, 'friend@example.com', '/contacts/shared/');
    expect(link.origin).toBe('http://lintel.test');
    const token = link.pathname.split('/').pop()!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const friend = await createUser(t, { role: 'homeOwner' });
    const tenant = await createUser(t, { role: 'tenant' });
    const seenByTenant = await inject('GET', `/api/contacts/get-by-token/${token}`, tenant);
    expect(seenByTenant.statusCode).toBe(200);
    const view = json<{ contact: Record<string, unknown>; sharedBy: { fullName: string } }>(seenByTenant);
    expect(view.contact).toMatchObject({ displayName: 'Carl Sparks', isOwn: false, subCategory: { name: 'Electrician' } });
    expect(view.contact).not.toHaveProperty('categoryId');
    expect(view.sharedBy.fullName).toMatch(/Test homeOwner/);
    expect(json<{ contact: { isOwn: boolean } }>(await inject('GET', `/api/contacts/get-by-token/${token}`, owner)).contact.isOwn).toBe(true);
    expect((await inject('GET', `/api/contacts/get-by-token/${token}`)).statusCode).toBe(401);
    expect((await inject('GET', `/api/contacts/get-by-token/${'y'.repeat(43)}`, friend)).statusCode).toBe(404);
    expect((await inject('GET', '/api/contacts/get-by-token/bad!token', friend)).statusCode).toBe(422);

    const added = await inject('POST', `/api/contacts/add/${token}`, friend);
    expect(added.statusCode).toBe(201);
    expect(json(added)).toMatchObject({ message: 'Contact was successfully added to your list', contact: { displayName: 'Carl Sparks', notes: 'Great electrician' } });
    const list = json<{ results: Contact[] }>(await inject('GET', '/api/contacts', friend));
    expect(list.results.map((c) => c.displayName)).toEqual(['Carl Sparks']);
    expect((await inject('POST', `/api/contacts/add/${token}`, friend)).statusCode).toBe(409);
    expect((await inject('POST', `/api/contacts/add/${token}`, owner)).statusCode).toBe(409);
    expect((await inject('POST', `/api/contacts/add/${token}`, tenant)).statusCode).toBe(403);

    // Deleting the contact ends the link; the copy stays.
    await inject('DELETE', `/api/contacts/${contact.id}`, owner);
    expect((await inject('GET', `/api/contacts/get-by-token/${token}`, friend)).statusCode).toBe(404);
    expect(json<{ results: Contact[] }>(await inject('GET', '/api/contacts', friend)).results).toHaveLength(1);
  });

  it('"Copy link" makes a link like the e-mailed one: listed, previewed without an account (name and sharer only), revocable', async () => {
    const contact = await createContact(owner, { fullName: 'Copy Cat', email: 'copy.cat@example.com' });
    const made = await inject('POST', `/api/contacts/${contact.id}/share-links`, owner);
    expect(made.statusCode, made.body).toBe(201);
    const { url, link } = json<{ url: string; link: { id: string; email: string | null; expiresAt: string } }>(made);
    expect(link.email).toBeNull();
    const token = new URL(url).pathname.split('/').pop()!;
    expect(new URL(url).pathname).toBe(`/contacts/shared/${token}`);
    const listed = json<{ results: Array<{ id: string }> }>(await inject('GET', `/api/contacts/${contact.id}/share-links`, owner));
    expect(listed.results.map((row) => row.id)).toContain(link.id);
    // The sign-in page a guest lands on says what was shared and by whom, and nothing more.
    const preview = await inject('GET', `/api/contacts/share-preview/${token}`);
    expect(preview.statusCode).toBe(200);
    expect(json(preview)).toEqual({ contactName: 'Copy Cat', sharedBy: { fullName: expect.stringMatching(/Test homeOwner/) }, expiresAt: link.expiresAt });
    expect(preview.body).not.toContain('copy.cat@example.com');
    // Another account's contact is missing; a tenant may not share.
    expect((await inject('POST', `/api/contacts/${contact.id}/share-links`, other)).statusCode).toBe(404);
    expect((await inject('POST', `/api/contacts/${contact.id}/share-links`, await createUser(t, { role: 'tenant' }))).statusCode).toBe(403);
    // Revoked: the preview and the link answer 404.
    expect((await inject('DELETE', `/api/share-links/${link.id}`, owner)).statusCode).toBe(204);
    expect((await inject('GET', `/api/contacts/share-preview/${token}`)).statusCode).toBe(404);
    expect((await inject('GET', `/api/contacts/get-by-token/${token}`, other)).statusCode).toBe(404);
  });

  it('an expired link is refused; a bad share request is 422', async () => {
    const contact = await createContact(owner, { fullName: 'Old Link' });
    await inject('POST', '/api/contacts/share-contact', owner, { contactId: contact.id, email: 'late@example.com' });
    const token = (await linkFromOutbox(t.dataDir, 'late@example.com', '/contacts/shared/')).pathname.split('/').pop()!;
    const { sql } = await import('drizzle-orm');
    await t.deps.db.execute(sql`update share_links set expires_at = now() - interval '1 second' where subject_id = ${contact.id}`);
    expect((await inject('GET', `/api/contacts/get-by-token/${token}`, other)).statusCode).toBe(404);
    expect((await inject('POST', `/api/contacts/add/${token}`, other)).statusCode).toBe(404);
    const bad = await inject('POST', '/api/contacts/share-contact', owner, { contactId: contact.id, email: 'not-an-email' });
    expect(bad.statusCode).toBe(422);
    expect(json<{ details: Array<{ path: string }> }>(bad).details[0]?.path).toBe('email');
  });
});
