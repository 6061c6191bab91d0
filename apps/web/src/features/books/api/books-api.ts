/**
 * Guides endpoints of the data cache (issue 14 catalogue; issue 20): GET /books (numbered pages,
 * searchable) and GET /books/{id}, tagged `Guide`. Read-only: the catalogue changes with a release.
 */
import type { Book, BookAudience, BooksResponse } from '@lintel/shared';
import { DEFAULT_PAGE_SIZE } from '@lintel/shared';
import { dataApi, numberedPages } from '../../../lib/data-cache.ts';

/** A guide row: the integer id also as a string (`id`), as the paged-list kit keys rows by string. */
export type GuideRow = Omit<BooksResponse['results'][number], 'id'> & { id: string; bookId: number };
type GuidesPage = Omit<BooksResponse, 'results'> & { results: GuideRow[] };

export interface GuideFilters {
  search?: string | undefined;
  audience?: BookAudience | undefined;
}

export const booksApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /books: the guides, by search and audience. */
    guides: build.infiniteQuery<GuidesPage, GuideFilters, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ queryArg, pageParam }) => ({
        path: '/books',
        params: { page: pageParam, pageSize: DEFAULT_PAGE_SIZE, search: queryArg.search || undefined, audience: queryArg.audience },
        error: 'Failed to fetch guides',
      }),
      transformResponse: (page: BooksResponse): GuidesPage => ({
        ...page,
        results: page.results.map((book) => ({ ...book, id: String(book.id), bookId: book.id })),
      }),
      providesTags: [{ type: 'Guide', id: 'LIST' }],
    }),
    /** GET /books/{id}: one guide with its chapters (the reader shows its own error). */
    guide: build.query<Book, number>({
      query: (id) => ({ path: `/books/${id}`, error: 'Failed to load the guide', silent: true }),
      providesTags: (_result, _error, id) => [{ type: 'Guide', id }],
    }),
  }),
});

export const { useGuidesInfiniteQuery, useGuideQuery } = booksApi;
