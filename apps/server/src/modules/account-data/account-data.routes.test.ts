import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { sql } from 'drizzle-orm';
import { accountExportManifestSchema, type AccountExport } from '@lintel/shared';
import { buildTestApp, json, readOutbox, type TestApp } from '../../test/build-app.ts';
import { createProperty, createUser, multipart, TEST_PASSWORD, uploadFile, type TestUser } from '../../test/factories.ts';
import { leaseChat, postChat } from '../../test/chat-factories.ts';
import { pdfBytes } from '../../test/upload-bodies.ts';
import { importAccountExport } from './index.ts';
import { rowsOf } from './account-data.catalog.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST', url: string, user?: { headers: Record<string, string> }, payload?: unknown) =>
  t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });

async function uploadPdf(user: TestUser, bytes: Buffer) {
  const body = multipart('inspection report.pdf', bytes);
  const response = await t.app.inject({ method: 'POST', url: '/api/files', headers: { ...user.headers, ...body.headers }, payload: body.payload });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ id: string }>(response);
}

/** Starts an export as `user`, runs the job, and answers the finished export and the zip's bytes. */
async function exportOf(user: TestUser): Promise<{ done: AccountExport; zip: Buffer }> {
  const started = await inject('POST', '/api/account-data/exports', user);
  expect(started.statusCode, started.body).toBe(202);
  const queued = json<AccountExport>(started);
  expect(queued).toMatchObject({ status: 'queued', percent: 0, downloadPath: null });
  await t.deps.jobs.runDue(new Date(), ['accountData.export']);
  await t.settle();
  const failure = rowsOf<{ error: string | null }>(await t.deps.db.execute(sql`select error from account_exports where id = ${queued.id}`))[0];
  expect(failure?.error ?? null).toBeNull();
  const done = json<AccountExport>(await inject('GET', `/api/account-data/exports/${queued.id}`, user));
  expect(done).toMatchObject({ status: 'ready', percent: 100 });
  const download = await inject('GET', done.downloadPath!.replace(/^\/api/, '/api'), user);
  expect(download.statusCode).toBe(200);
  expect(download.headers['content-type']).toBe('application/zip');
  expect(download.headers['content-disposition']).toMatch(/^attachment; filename="lintel-export-\d{4}-\d{2}-\d{2}\.zip"$/);
  return { done, zip: download.rawPayload };
}

/** Unzips, checks every entry against manifest.json (size and SHA-256, both ways), answers the entries. */
async function checkedEntries(zipBytes: Buffer) {
  const zip = await JSZip.loadAsync(zipBytes);
  const manifest = accountExportManifestSchema.parse(JSON.parse(await zip.file('manifest.json')!.async('string')));
  const entries = new Map<string, Buffer>();
  for (const file of Object.values(zip.files)) if (!file.dir && file.name !== 'manifest.json') entries.set(file.name, await file.async('nodebuffer'));
  expect([...entries.keys()].sort()).toEqual(manifest.files.map((entry) => entry.path).sort());
  for (const entry of manifest.files) {
    const bytes = entries.get(entry.path)!;
    expect(bytes.length, entry.path).toBe(entry.size);
    expect(createHash('sha256').update(bytes).digest('hex'), entry.path).toBe(entry.sha256);
  }
  const records = (path: string) => JSON.parse(entries.get(path)?.toString('utf8') ?? '[]') as Array<Record<string, unknown>>;
  return { manifest, entries, records };
}

describe('export my data', () => {
  let landlordChat: Awaited<ReturnType<typeof leaseChat>>;
  let pdf: Buffer;
  let pdfId: string;
  let photoId: string;
  let propertyId: string;
  let exportId: string;
  let zipBytes: Buffer;

  beforeAll(async () => {
    landlordChat = await leaseChat(t);
    const { landlord, tenant, conversationId } = landlordChat;
    propertyId = (await createProperty(t, landlord, { nickname: 'Maple Court' })).id;
    pdf = pdfBytes(5000);
    pdfId = (await uploadPdf(landlord, pdf)).id;
    photoId = (await uploadFile(t, landlord, 'kitchen.png')).id;
    await postChat(t, landlord, conversationId, 'Welcome to Maple Court');
    await postChat(t, tenant, conversationId, 'Thanks, the keys work');
    const result = await exportOf(landlord);
    exportId = result.done.id;
    zipBytes = result.zip;
  });

  it('zips every owned record as JSON and CSV, and every file byte for byte, all listed in the manifest with their SHA-256', async () => {
    const { manifest, entries, records } = await checkedEntries(zipBytes);
    expect(manifest.accountId).toBe(landlordChat.landlord.id);
    expect(records('records/users.json')).toEqual([expect.objectContaining({ id: landlordChat.landlord.id, email: landlordChat.landlord.email })]);
    expect(records('records/users.json')[0]).not.toHaveProperty('password_hash');
    expect(records('records/properties.json').map((row) => row.id)).toContain(propertyId);
    expect(records('records/leases.json').map((row) => row.id)).toEqual([landlordChat.leaseId]);
    expect(records('records/chat_messages.json').map((row) => row.text)).toEqual(expect.arrayContaining(['Welcome to Maple Court', 'Thanks, the keys work']));
    expect(entries.get('records/properties.csv')!.toString('utf8').split('\r\n')[0]).toContain('nickname');
    expect(entries.get(`files/${pdfId}/inspection report.pdf`)).toEqual(pdf);
    const stored = await inject('GET', `/api/files/${photoId}`, landlordChat.landlord);
    expect(entries.get(`files/${photoId}/kitchen.png`)).toEqual(stored.rawPayload);
    // Nothing of the tenant's own account beyond what the landlord's records hold.
    expect(records('records/users.json')).toHaveLength(1);
  });

  it('gives the tenant the lease and conversation they take part in, as shared records', async () => {
    const { records } = await checkedEntries((await exportOf(landlordChat.tenant)).zip);
    expect(records('records/leases.json')).toEqual([]);
    expect(records('records/shared/leases.json').map((row) => row.id)).toEqual([landlordChat.leaseId]);
    expect(records('records/shared/chat_messages.json').map((row) => row.text)).toEqual(expect.arrayContaining(['Welcome to Maple Court']));
  });

  it('e-mails a link to the export and raises a notification', async () => {
    const mail = (await readOutbox(t.dataDir)).filter((message) => message.to.includes(landlordChat.landlord.email) && /export is ready/.test(message.subject));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain(`http://lintel.test/settings?tab=your-data&export=${exportId}`);
    const bell = json<{ results: Array<{ title: string; link: string }> }>(await inject('GET', '/api/notifications', landlordChat.landlord));
    expect(bell.results).toContainEqual(expect.objectContaining({ title: 'Your data export is ready', link: `/settings?tab=your-data&export=${exportId}` }));
  });

  it("answers 404 for another account's export and its download, and 401 without a session", async () => {
    const stranger = await createUser(t, { role: 'homeOwner' });
    expect((await inject('GET', `/api/account-data/exports/${exportId}`, stranger)).statusCode).toBe(404);
    expect((await inject('GET', `/api/account-data/exports/${exportId}/download`, stranger)).statusCode).toBe(404);
    expect(json<{ results: unknown[] }>(await inject('GET', '/api/account-data/exports', stranger)).results).toEqual([]);
    expect((await inject('GET', `/api/account-data/exports/${exportId}/download`)).statusCode).toBe(401);
    expect((await inject('GET', '/api/account-data/exports/not-a-uuid', stranger)).statusCode).toBe(422);
  });

  it('builds one export at a time, and refuses the download before it is ready', async () => {
    const user = await createUser(t, { role: 'serviceProvider' });
    const first = json<AccountExport>(await inject('POST', '/api/account-data/exports', user));
    const second = await inject('POST', '/api/account-data/exports', user);
    expect(second.statusCode).toBe(409);
    expect(json(second).code).toBe('ACCOUNT_EXPORT_RUNNING');
    expect((await inject('GET', `/api/account-data/exports/${first.id}/download`, user)).statusCode).toBe(409);
  });

  it('keeps the 3 newest exports: an older zip is deleted when a new one is ready', async () => {
    const user = await createUser(t, { role: 'tenant' });
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) ids.push((await exportOf(user)).done.id);
    const listed = json<{ results: AccountExport[] }>(await inject('GET', '/api/account-data/exports', user)).results.map((entry) => entry.id);
    expect(listed).toEqual(ids.slice(1).reverse());
    expect((await inject('GET', `/api/account-data/exports/${ids[0]}/download`, user)).statusCode).toBe(404);
  });

  it('imports into a fresh Lintel: the same records and files come back', async () => {
    const fresh = await buildTestApp();
    try {
      const summary = await importAccountExport(fresh.deps.db, fresh.deps.storage, zipBytes);
      expect(summary.accountId).toBe(landlordChat.landlord.id);
      const { records, manifest } = await checkedEntries(zipBytes);
      const owned = manifest.files.map((entry) => /^records\/([a-z_]+)\.json$/.exec(entry.path)?.[1]).filter((name): name is string => !!name);
      expect(owned).toEqual(expect.arrayContaining(['users', 'properties', 'leases', 'files', 'tenants', 'chat_messages']));
      for (const table of owned) {
        const exported = records(`records/${table}.json`);
        const rows = rowsOf<{ r: string }>(
          await fresh.deps.db.execute(sql`select row_to_json(${sql.identifier(table)})::text as r from ${sql.identifier(table)} order by 1`),
        ).map(({ r }) => JSON.parse(r) as Record<string, unknown>);
        const comparable = (row: Record<string, unknown>) => {
          const copy = { ...row };
          delete copy.password_hash;
          if (table === 'files') copy.preview_key = null;
          // The tenant user is not in the fresh database: the reference is cleared.
          if (table === 'tenants') copy.user_id = null;
          return copy;
        };
        // A row that cannot stand without the other person (their chat message, their participation) is left out.
        const theirs = (row: Record<string, unknown>) =>
          (table === 'chat_messages' && row.author_id !== landlordChat.landlord.id) || (table === 'chat_participants' && row.user_id !== landlordChat.landlord.id);
        expect(rows.map(comparable), table).toEqual(exported.filter((row) => !theirs(row)).map(comparable));
        expect(summary.dropped[table] ?? 0, table).toBe(exported.filter(theirs).length);
      }
      const token = await fresh.deps.tokens.sign({ userId: landlordChat.landlord.id, role: 'propertyManager', accountId: landlordChat.landlord.id });
      const file = await fresh.app.inject({ method: 'GET', url: `/api/files/${pdfId}`, headers: { authorization: `Bearer ${token}` } });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload).toEqual(pdf);
      const listed = await fresh.app.inject({ method: 'GET', url: `/api/properties/${propertyId}`, headers: { authorization: `Bearer ${token}` } });
      expect(listed.statusCode, listed.body).toBe(200);
      // Importing again is refused: the account exists.
      await expect(importAccountExport(fresh.deps.db, fresh.deps.storage, zipBytes)).rejects.toThrow(/already exists/);
    } finally {
      await fresh.close();
    }
  });
});

describe('close my account', () => {
  const login = (email: string) => inject('POST', '/api/auth/local/login', undefined, { email, password: TEST_PASSWORD });
  const closingOf = async (id: string) =>
    rowsOf<{ status: string }>(await t.deps.db.execute(sql`select status from account_closures where account_id = ${id}`))[0]?.status;

  it('asks for the e-mail address as confirmation', async () => {
    const user = await createUser(t, { role: 'homeOwner' });
    const wrong = await inject('POST', '/api/account-data/closure', user, { confirmEmail: 'someone-else@example.com' });
    expect(wrong.statusCode).toBe(422);
    expect(json(wrong).details).toEqual([expect.objectContaining({ path: 'confirmEmail' })]);
    expect((await inject('POST', '/api/account-data/closure', user, {})).statusCode).toBe(422);
    expect(json(await inject('GET', '/api/account-data/closure', user))).toEqual({ status: 'none', closesAt: null });
  });

  it('closes 7 days ahead, ends the sessions, and a sign-in during the grace period cancels it', async () => {
    const user = await createUser(t, { role: 'homeOwner' });
    const before = Date.now();
    const closed = await inject('POST', '/api/account-data/closure', user, { confirmEmail: user.email.toUpperCase() });
    expect(closed.statusCode, closed.body).toBe(202);
    const closesAt = Date.parse(json<{ closesAt: string }>(closed).closesAt);
    expect(closesAt - before).toBeGreaterThanOrEqual(7 * DAY_MS - 1000);
    expect(closesAt - before).toBeLessThan(7 * DAY_MS + 60_000);
    expect((await inject('GET', '/api/account-data/closure', user)).statusCode).toBe(401);
    expect((await readOutbox(t.dataDir)).some((m) => m.to.includes(user.email) && /is closing/.test(m.subject))).toBe(true);
    // The erase job before the date leaves the account alone.
    await t.deps.jobs.run('accountData.erase', new Date(before + 6 * DAY_MS));
    expect(await closingOf(user.id)).toBe('pending');

    const signedIn = await login(user.email);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(await closingOf(user.id)).toBe('cancelled');
    const session = { headers: { authorization: `Bearer ${json<{ jwt: string }>(signedIn).jwt}` } };
    expect(json(await inject('GET', '/api/account-data/closure', session))).toEqual({ status: 'none', closesAt: null });
    expect((await readOutbox(t.dataDir)).some((m) => m.to.includes(user.email) && /stays open/.test(m.subject))).toBe(true);
    const bell = json<{ results: Array<{ title: string }> }>(await inject('GET', '/api/notifications', session));
    expect(bell.results.map((n) => n.title)).toContain('Account closing cancelled');
    // After the date nothing is erased: the closing was cancelled.
    await t.deps.jobs.run('accountData.erase', new Date(before + 8 * DAY_MS));
    expect((await login(user.email)).statusCode).toBe(200);
  });

  it('erases the account after the grace period: sign-in fails, its records and files are gone, shared records stay with "Former user"', async () => {
    const { landlord, tenant, conversationId, leaseId } = await leaseChat(t);
    await postChat(t, tenant, conversationId, 'The boiler is noisy');
    const tenantFile = await uploadFile(t, tenant, 'boiler.png');
    const stored = rowsOf<{ storage_key: string }>(await t.deps.db.execute(sql`select storage_key from files where id = ${tenantFile.id}`))[0]!.storage_key;
    expect((await inject('POST', '/api/account-data/closure', tenant, { confirmEmail: tenant.email })).statusCode).toBe(202);

    await t.deps.jobs.run('accountData.erase', new Date(Date.now() + 7 * DAY_MS + 60_000));
    await t.settle();
    const refused = await login(tenant.email);
    expect(refused.statusCode).toBe(401);
    expect(await closingOf(tenant.id)).toBe('erased');
    expect(rowsOf(await t.deps.db.execute(sql`select id from files where account_id = ${tenant.id}`))).toEqual([]);
    await expect(t.deps.storage.get(stored)).rejects.toThrow();
    expect((await readOutbox(t.dataDir)).some((m) => m.to.includes(tenant.email) && /was erased/.test(m.subject))).toBe(true);

    // The landlord keeps the lease and the conversation; the tenant's message shows "Former user".
    expect((await inject('GET', `/api/leases/${leaseId}`, landlord)).statusCode).toBe(200);
    const messages = json<{ results: Array<{ text: string; author: { name: string } }> }>(
      await inject('GET', `/api/chat/conversations/${conversationId}/messages`, landlord),
    );
    expect(messages.results.find((message) => message.text === 'The boiler is noisy')?.author.name).toBe('Former user');
  });

  it("leaves a closing landlord's lease, its property and conversation to the tenant, and erases the rest", async () => {
    const { landlord, tenant, conversationId, leaseId } = await leaseChat(t);
    await postChat(t, landlord, conversationId, 'Rent is due on the first');
    const other = await createProperty(t, landlord, { nickname: 'Unrented cottage' });
    const lease = json<{ property: { id: string } }>(await inject('GET', `/api/leases/${leaseId}`, landlord));
    expect((await inject('POST', '/api/account-data/closure', landlord, { confirmEmail: landlord.email })).statusCode).toBe(202);
    await t.deps.jobs.run('accountData.erase', new Date(Date.now() + 7 * DAY_MS + 60_000));

    expect((await login(landlord.email)).statusCode).toBe(401);
    expect(rowsOf(await t.deps.db.execute(sql`select id from properties where id = ${other.id}`))).toEqual([]);
    expect(rowsOf(await t.deps.db.execute(sql`select id from properties where id = ${lease.property.id}`))).toHaveLength(1);
    expect((await inject('GET', `/api/leases/${leaseId}`, tenant)).statusCode).toBe(200);
    const messages = json<{ results: Array<{ text: string; author: { name: string } }> }>(
      await inject('GET', `/api/chat/conversations/${conversationId}/messages`, tenant),
    );
    expect(messages.results.find((message) => message.text === 'Rent is due on the first')?.author.name).toBe('Former user');
  });
});
