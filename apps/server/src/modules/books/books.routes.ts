/**
 * The book catalogue (issue 14): `GET /books` (paged, `search` over titles, summaries and chapter
 * text, `audience` filter; catalogue order) and `GET /books/{id}` with its chapters. Every signed-in
 * role may read (`book.read`). The catalogue is a handful of guides held in memory, so search is a
 * scan of it rather than a database index.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bookIdParamsSchema, bookSchema, booksQuerySchema, booksResponseSchema, buildPagination, type Book, type BookSummary } from '@lintel/shared';
import type { AppDeps } from '../../platform/deps.ts';
import { requirePermission } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { bookCatalogue } from './books.catalogue.ts';

const summaryOf = ({ chapters: _chapters, ...summary }: Book): BookSummary => summary;
const searchText = new Map(
  bookCatalogue.map((book) => [book.id, [book.title, book.summary, ...book.chapters.flatMap((c) => [c.title, c.body])].join('\n').toLowerCase()]),
);

export function registerBookRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requirePermission(deps.tokens, 'book.read');
  const tags = ['books'];

  r.get('/books', {
    onRequest,
    schema: { tags, querystring: booksQuerySchema, response: { 200: booksResponseSchema } },
    handler: async (request) => {
      const { page, pageSize, search, audience } = request.query;
      const words = (search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const matches = bookCatalogue.filter(
        (book) =>
          (!audience || book.audience === audience || book.audience === 'everyone') &&
          words.every((word) => searchText.get(book.id)!.includes(word)),
      );
      return {
        results: matches.slice((page - 1) * pageSize, page * pageSize).map(summaryOf),
        pagination: buildPagination(page, pageSize, matches.length),
        meta: {},
      };
    },
  });

  r.get('/books/:id', {
    onRequest,
    schema: { tags, params: bookIdParamsSchema, response: { 200: bookSchema } },
    handler: async (request) => {
      const book = bookCatalogue.find((candidate) => candidate.id === request.params.id);
      if (!book) throw new AppError('BOOK_NOT_FOUND', 'Book not found');
      return book;
    },
  });
}
