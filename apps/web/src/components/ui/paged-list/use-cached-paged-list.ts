/**
 * A paged list page over the data cache (issue 20): the rows, status and load-more of an RTK Query
 * infinite query of numbered pages (`numberedPages` of lib/data-cache.ts), in the shape PagedListBody
 * and ListHeader take. Filters are the query's argument, so changing them shows their own (cached)
 * pages; Retry refetches; a reconnect is handled by the cache (every tag invalidated).
 */
import { useMemo } from 'react';
import type { Pagination } from '@lintel/shared';
import { queryView } from '../../../lib/data-cache.ts';
import type { PagedListState } from '../../../lib/paged-list.ts';
import type { PagedListControls } from './use-paged-list.ts';

/** What this hook reads of an infinite query's result. */
export interface InfinitePagesQuery<P extends { results: { id: string }[]; pagination: Pagination }> {
  data?: { pages: P[] } | undefined;
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

export interface CachedPagedList<T> {
  list: Pick<PagedListState<T>, 'items' | 'pagination' | 'status' | 'loadMoreStatus' | 'error'>;
  controls: PagedListControls;
}

export function useCachedPagedList<P extends { results: { id: string }[]; pagination: Pagination }>(
  query: InfinitePagesQuery<P>,
  fallbackError: string,
): CachedPagedList<P['results'][number]> {
  const pages = query.data?.pages;
  const items = useMemo(() => {
    const seen = new Set<string>();
    return (pages ?? [])
      .flatMap((page) => page.results)
      .filter((row) => !seen.has(row.id) && Boolean(seen.add(row.id)));
  }, [pages]);
  const view = queryView(query, fallbackError);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = query;
  return {
    list: {
      items,
      pagination: pages?.at(-1)?.pagination ?? null,
      status: view.state === 'ready' ? 'succeeded' : view.state === 'error' ? 'rejected' : 'pending',
      loadMoreStatus: isFetchingNextPage ? 'pending' : query.isFetchNextPageError ? 'rejected' : 'idle',
      error: view.state === 'error' ? view.message : null,
    },
    controls: {
      reload: () => void refetch(),
      loadMore: () => {
        if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
      },
      hasMore: hasNextPage && view.state === 'ready',
    },
  };
}
