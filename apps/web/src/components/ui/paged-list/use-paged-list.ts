/**
 * The data side of every paged list page (spec points 2 and 4, docs/design.md#lists): loads page 1 whenever
 * the filters change (cancelling the previous request), loads the next page on demand, reloads on Retry
 * and after the live channel reconnects (`live:resync`, lib/live). The list state itself lives in the
 * feature's slice, built with lib/paged-list.ts's addPagedListCases.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@lintel/shared';
import type { PagedListState } from '../../../lib/paged-list.ts';
import { useLiveResync } from '../../../lib/live/live.ts';

/** What a page asks its loader for: the filters plus the page window. */
export type PagedQuery<F> = F & { page: number; pageSize: number };

export interface UsePagedListOptions<F> {
  list: Pick<PagedListState<unknown>, 'pagination' | 'status' | 'loadMoreStatus'>;
  filters: F;
  /** Starts one request (usually `dispatch(fetchX({ query, append }))`); the hook aborts it when superseded. */
  load: (query: PagedQuery<F>, append: boolean) => { abort: () => void };
  /** False while the user may not see the list (a role gate): nothing is loaded. */
  enabled?: boolean;
  pageSize?: number;
}

export interface PagedListControls {
  /** Loads page 1 again (Retry). */
  reload: () => void;
  /** Appends the next page; ignored while one is loading or when there is none. */
  loadMore: () => void;
  hasMore: boolean;
}

export function usePagedList<F>({ list, filters, load, enabled = true, pageSize = DEFAULT_PAGE_SIZE }: UsePagedListOptions<F>): PagedListControls {
  const [reloadKey, setReloadKey] = useState(0);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    if (!enabled) return;
    const request = loadRef.current({ ...filters, page: 1, pageSize }, false);
    return () => request.abort();
  }, [filters, reloadKey, enabled, pageSize]);

  const reload = useCallback(() => setReloadKey((key) => key + 1), []);
  useLiveResync(() => {
    if (enabled) reload();
  });

  const { pagination, status, loadMoreStatus } = list;
  const hasMore = Boolean(pagination && pagination.page < pagination.totalPages) && status === 'succeeded';
  const loadMore = useCallback(() => {
    if (!pagination || loadMoreStatus === 'pending' || pagination.page >= pagination.totalPages) return;
    loadRef.current({ ...filters, page: pagination.page + 1, pageSize }, true);
  }, [pagination, loadMoreStatus, filters, pageSize]);

  return { reload, loadMore, hasMore };
}
