/** Calls of the book catalogue (issue 14): GET /books (paged, searchable), GET /books/{id}. */
import type { Book, BookAudience, BooksResponse } from '@lintel/shared';
import { api } from '../../../lib/api-client.ts';

/** A page of guides; the integer ids come back as strings too (`id`), as the paged-list kit keys rows by string. */
export const getBooks = async (query: { page: number; pageSize: number; search?: string | undefined; audience?: BookAudience }, signal?: AbortSignal) => {
  const page = await
  api.get<BooksResponse>('/books', { signal, query: { page: query.page, pageSize: query.pageSize, search: query.search || undefined, audience: query.audience } });
  return { ...page, results: page.results.map((book) => ({ ...book, id: String(book.id), bookId: book.id })) };
};
export const getBook = (id: number, signal?: AbortSignal) => api.get<Book>(`/books/${id}`, { signal });
