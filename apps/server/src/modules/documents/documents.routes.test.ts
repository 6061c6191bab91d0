import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../test/build-app.ts';
import { createProperty, createUser, multipart, uploadFile, type TestUser } from '../../test/factories.ts';

let t: TestApp;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t, { role: 'propertyManager' });
  other = await createUser(t, { role: 'homeOwner' });
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: TestUser, payload?: unknown) =>
  t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });

type Doc = { id: string; name: string; type: string; folderId: string | null; file: { url: string; mimeType: string }; property: { id: string } | null };
type Counts = { all: number; unfiled: number; byFolder: Record<string, number> };
type Folder = { id: string; name: string; documentsCount: number };

async function uploadPdf(user: TestUser, name = 'lease.pdf') {
  const body = multipart(name, Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'));
  const response = await t.app.inject({ method: 'POST', url: '/api/files', headers: { ...user.headers, ...body.headers }, payload: body.payload });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ id: string }>(response);
}

async function createDocument(user: TestUser, body: Record<string, unknown> = {}) {
  const file = body.fileId ? null : await uploadPdf(user);
  const response = await inject('POST', '/api/documents', user, { fileId: file?.id, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return json<Doc>(response);
}

async function createFolder(user: TestUser, name: string) {
  const response = await inject('POST', '/api/document-folders', user, { name });
  expect(response.statusCode, response.body).toBe(201);
  return json<Folder>(response);
}

describe('documents and folders', () => {
  it('uploads into folders; counts change on add, update, move and delete; has-documents resets', async () => {
    const user = await createUser(t, { role: 'homeOwner' });
    const empty = json<{ results: unknown[]; meta: { hasDocuments: boolean; counts: Counts } }>(await inject('GET', '/api/documents', user));
    expect(empty.meta).toEqual({ hasDocuments: false, counts: { all: 0, unfiled: 0, byFolder: {} } });
    const taxes = await createFolder(user, 'Taxes');
    const leases = await createFolder(user, 'Leases');
    expect((await inject('POST', '/api/document-folders', user, { name: 'taxes' })).statusCode).toBe(409);
    expect((await inject('POST', '/api/document-folders', user, { name: '' })).statusCode).toBe(422);

    const home = await createProperty(t, user, { type: 'singleFamily' });
    const a = await createDocument(user, { folderId: taxes.id, name: '2024 return', propertyId: home.id });
    expect(a).toMatchObject({ name: '2024 return', type: 'pdf', folderId: taxes.id, property: { id: home.id } });
    expect(a.file.mimeType).toBe('application/pdf');
    const preview = await t.app.inject({ method: 'GET', url: a.file.url });
    expect(preview.statusCode).toBe(200);
    // Issue 10 item 6: a PDF is never rendered from Lintel's origin (platform/file-disposition.ts).
    expect(preview.headers['content-disposition']).toMatch(/^attachment/);
    expect(preview.headers['content-security-policy']).toContain('sandbox');
    const photo = await uploadFile(t, user, 'meter.png');
    const b = await createDocument(user, { fileId: photo.id });
    expect(b).toMatchObject({ name: 'meter.png', type: 'image', folderId: null });
    const c = await createDocument(user, { folderId: taxes.id });

    const folders = json<{ folders: Folder[]; counts: Counts }>(await inject('GET', '/api/document-folders', user));
    expect(folders.folders.map((f) => [f.name, f.documentsCount])).toEqual([['Leases', 0], ['Taxes', 2]]);
    expect(folders.counts).toEqual({ all: 3, unfiled: 1, byFolder: { [taxes.id]: 2 } });

    const edited = await inject('PUT', `/api/documents/${c.id}`, user, { folderId: leases.id, description: 'Signed copy' });
    expect(json(edited)).toMatchObject({ folderId: leases.id, folder: { name: 'Leases' }, description: 'Signed copy' });
    const moved = await inject('PUT', '/api/documents/move-to-folder', user, { documentIds: [a.id, b.id], folderId: leases.id });
    expect(json(moved)).toMatchObject({ documentIds: [a.id, b.id], folderId: leases.id });
    const inLeases = json<{ results: Doc[]; meta: { counts: Counts } }>(await inject('GET', `/api/documents?folder=${leases.id}`, user));
    expect(inLeases.results.map((d) => d.id)).toEqual([c.id, b.id, a.id]);
    expect(inLeases.meta.counts).toEqual({ all: 3, unfiled: 0, byFolder: { [leases.id]: 3 } });
    await inject('PUT', '/api/documents/move-to-folder', user, { documentIds: [b.id], folderId: null });
    expect(json<{ results: Doc[] }>(await inject('GET', '/api/documents?folder=unfiled', user)).results.map((d) => d.id)).toEqual([b.id]);
    expect(json<{ results: Doc[] }>(await inject('GET', '/api/documents?type=image', user)).results.map((d) => d.id)).toEqual([b.id]);
    expect(json<{ results: Doc[] }>(await inject('GET', `/api/documents?propertyId=${home.id}`, user)).results.map((d) => d.id)).toEqual([a.id]);
    expect(json<{ results: Doc[] }>(await inject('GET', '/api/documents?search=2024', user)).results.map((d) => d.id)).toEqual([a.id]);
    expect(json<{ results: Doc[] }>(await inject('GET', '/api/documents?sortBy=nameAsc&pageSize=1', user)).results[0]?.id).toBe(a.id);

    // Deleting a folder keeps its documents, unfiled.
    expect((await inject('DELETE', `/api/document-folders/${leases.id}`, user)).statusCode).toBe(204);
    expect(json<{ counts: Counts }>(await inject('GET', '/api/document-folders', user)).counts).toEqual({ all: 3, unfiled: 3, byFolder: {} });

    expect((await inject('DELETE', `/api/documents/${c.id}`, user)).statusCode).toBe(204);
    const bulk = await inject('DELETE', `/api/documents/destroy-multiple?ids=${a.id},${b.id}`, user);
    expect(json(bulk)).toEqual({ message: 'Documents deleted successfully', deletedIds: [a.id, b.id] });
    const after = json<{ results: unknown[]; meta: { hasDocuments: boolean } }>(await inject('GET', '/api/documents', user));
    expect(after).toMatchObject({ results: [], meta: { hasDocuments: false } });
  });

  it('422 with details for bad input; another account\'s file, folder or property is refused', async () => {
    const bad = await inject('POST', '/api/documents', owner, { fileId: 'nope', name: '' });
    expect(bad.statusCode).toBe(422);
    expect(json<{ details: Array<{ path: string }> }>(bad).details.map((d) => d.path)).toEqual(expect.arrayContaining(['fileId']));
    expect((await inject('GET', '/api/documents?folder=somewhere', owner)).statusCode).toBe(422);
    expect((await inject('DELETE', '/api/documents/destroy-multiple?ids=a,b', owner)).statusCode).toBe(422);
    expect((await inject('DELETE', '/api/documents/destroy-multiple', owner)).statusCode).toBe(422);
    expect((await inject('PUT', '/api/documents/move-to-folder', owner, { documentIds: [] , folderId: null })).statusCode).toBe(422);

    const theirFile = await uploadPdf(other);
    expect((await inject('POST', '/api/documents', owner, { fileId: theirFile.id })).statusCode).toBe(422);
    const theirFolder = await createFolder(other, 'Private');
    const theirHome = await createProperty(t, other);
    const mine = await uploadPdf(owner);
    expect((await inject('POST', '/api/documents', owner, { fileId: mine.id, folderId: theirFolder.id })).statusCode).toBe(404);
    expect((await inject('POST', '/api/documents', owner, { fileId: mine.id, propertyId: theirHome.id })).statusCode).toBe(404);
  });

  it('another account\'s documents read as missing, also inside bulk calls, which change nothing; roles', async () => {
    const mine = await createDocument(owner);
    const theirs = await createDocument(other);
    const myFolder = await createFolder(owner, 'Mine');
    const theirFolder = await createFolder(other, 'Theirs');
    expect((await inject('PUT', `/api/documents/${theirs.id}`, owner, { name: 'x' })).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/documents/${theirs.id}`, owner)).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/document-folders/${theirFolder.id}`, owner)).statusCode).toBe(404);
    expect((await inject('PUT', `/api/documents/${mine.id}`, owner, { folderId: theirFolder.id })).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/documents/destroy-multiple?ids=${mine.id},${theirs.id}`, owner)).statusCode).toBe(404);
    expect((await inject('PUT', '/api/documents/move-to-folder', owner, { documentIds: [mine.id, theirs.id], folderId: myFolder.id })).statusCode).toBe(404);
    expect((await inject('PUT', '/api/documents/move-to-folder', owner, { documentIds: [mine.id], folderId: theirFolder.id })).statusCode).toBe(404);
    const stillMine = json<{ results: Doc[] }>(await inject('GET', '/api/documents?pageSize=100', owner)).results;
    expect(stillMine.find((d) => d.id === mine.id)?.folderId).toBeNull();
    expect(stillMine.map((d) => d.id)).not.toContain(theirs.id);
    expect((await inject('GET', `/api/documents?folder=${theirFolder.id}`, owner)).json()).toMatchObject({ results: [] });
    expect(json<{ results: unknown[] }>(await inject('GET', '/api/documents', other)).results).toHaveLength(1);
    for (const role of ['tenant', 'serviceProvider'] as const) {
      const user = await createUser(t, { role });
      expect((await inject('GET', '/api/documents', user)).statusCode).toBe(403);
      expect((await inject('GET', '/api/document-folders', user)).statusCode).toBe(403);
    }
    expect((await inject('GET', '/api/documents')).statusCode).toBe(401);
  });

  it('a list page costs the same number of queries whatever its length (no N+1)', async () => {
    const user = await createUser(t, { role: 'homeOwner' });
    const folder = await createFolder(user, 'All');
    const home = await createProperty(t, user);
    for (let i = 0; i < 12; i += 1) await createDocument(user, { folderId: folder.id, propertyId: home.id, name: `Doc ${i}` });
    t.queries.length = 0;
    await inject('GET', '/api/documents?pageSize=2', user);
    const small = t.queries.length;
    t.queries.length = 0;
    const response = await inject('GET', '/api/documents?pageSize=12', user);
    expect(json<{ results: unknown[] }>(response).results).toHaveLength(12);
    expect(t.queries.length).toBe(small);
    expect(small).toBeLessThanOrEqual(4);
  });
});
