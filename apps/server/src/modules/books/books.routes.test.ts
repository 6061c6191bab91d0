/** The book catalogue (issue 14): paged, searchable list and a book with its chapters. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Book, BooksResponse } from '@lintel/shared';
import { buildTestApp, json, type TestApp } from '../../test/build-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';

let t: TestApp;
let tenant: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createUser(t, { role: 'tenant' });
});
afterAll(() => t.close());

const get = (url: string, as: TestUser | null = tenant) => t.app.inject({ method: 'GET', url, headers: as?.headers ?? {} });

describe('GET /books', () => {
  it('lists the guides in pages to every role', async () => {
    const all = json<BooksResponse>(await get('/api/books'));
    expect(all.pagination.total).toBeGreaterThanOrEqual(3);
    expect(all.results.map((b) => b.title)).toEqual(expect.arrayContaining(["A landlord's first lease", 'Seasonal home maintenance', 'Choosing windows and doors']));
    expect(all.results[0]).not.toHaveProperty('chapters');
    const page = json<BooksResponse>(await get('/api/books?pageSize=2&page=2'));
    expect(page.pagination).toMatchObject({ page: 2, pageSize: 2, total: all.pagination.total });
    expect(page.results[0]?.id).toBe(all.results[2]?.id);
    for (const role of ['propertyManager', 'homeOwner', 'serviceProvider'] as const) {
      expect((await get('/api/books', await createUser(t, { role }))).statusCode).toBe(200);
    }
  });

  it('searches titles and chapter text (every word must match), and filters by audience', async () => {
    const found = json<BooksResponse>(await get('/api/books?search=U-factor%20degree'));
    expect(found.results.map((b) => b.title)).toEqual(['Choosing windows and doors']);
    expect(json<BooksResponse>(await get('/api/books?search=zebra')).results).toEqual([]);
    const homeowners = json<BooksResponse>(await get('/api/books?audience=homeowner'));
    expect(homeowners.results.every((b) => b.audience !== 'landlord')).toBe(true);
  });

  it('401 without a token, 422 for a bad query', async () => {
    expect((await get('/api/books', null)).statusCode).toBe(401);
    expect((await get('/api/books?pageSize=500')).statusCode).toBe(422);
    expect((await get('/api/books?audience=robots')).statusCode).toBe(422);
  });
});

describe('GET /books/{id}', () => {
  it('answers the book with its chapters and the feature links', async () => {
    const book = json<Book>(await get('/api/books/3'));
    expect(book.title).toBe('Choosing windows and doors');
    expect(book.chapters.length).toBe(book.chapterCount);
    expect(book.chapters.some((c) => c.link?.path.startsWith('/calculators'))).toBe(true);
    expect(book.feature).toEqual({ label: 'Open the configurator', path: '/configurator' });
  });
  it('404 for an unknown id, 422 for a non-integer, 401 without a token', async () => {
    expect((await get('/api/books/999')).statusCode).toBe(404);
    expect((await get('/api/books/abc')).statusCode).toBe(422);
    expect((await get('/api/books/1', null)).statusCode).toBe(401);
  });
});
