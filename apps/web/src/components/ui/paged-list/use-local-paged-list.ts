/**
 * usePagedList for a page whose list is its own (no slice): the same first-page / load-more / Retry /
 * resync behaviour, with the list kept in component state. `fetchPage` is the feature's fetcher; the
 * answer to a superseded request is dropped and a cancelled one leaves no trace (spec point 8).
 */
import { useCallback, useRef, useState } from 'react';
import { errorMessage, isAbortError } from '../../../lib/api-client.ts';
import { initialPagedList } from '../../../lib/paged-list.ts';
import type { PagedListPage, PagedListState } from '../../../lib/paged-list.ts';
import { usePagedList } from './use-paged-list.ts';
import type { PagedListControls, PagedQuery } from './use-paged-list.ts';

/** A row of the page `P` answers. */
type RowOf<P extends PagedListPage<{ id: string }>> = P['results'][number];

export interface UseLocalPagedListOptions<F, P> {
  /** Keep its identity while the filters do not change (state or useMemo): a new object reloads page 1. */
  filters: F;
  fetchPage: (query: PagedQuery<F>, signal: AbortSignal) => Promise<P>;
  /** The error shown when the request failed without a message. */
  fallbackError: string;
  enabled?: boolean;
  pageSize?: number;
}

export interface LocalPagedList<T, P> {
  list: PagedListState<T>;
  controls: PagedListControls;
  /** The latest page's whole answer (for a `meta` beside the results), null until one arrived. */
  lastPage: P | null;
  /** Changes the loaded rows in place (after an action answered with the new state of a row). */
  setItems: (update: (items: T[]) => T[]) => void;
}

export function useLocalPagedList<F, P extends PagedListPage<{ id: string }>, T extends RowOf<P> = RowOf<P>>({
  filters,
  fetchPage,
  fallbackError,
  enabled,
  pageSize,
}: UseLocalPagedListOptions<F, P>): LocalPagedList<T, P> {
  const [list, setList] = useState<PagedListState<T>>(initialPagedList<T>);
  const [lastPage, setLastPage] = useState<P | null>(null);
  const latest = useRef(0);
  const load = (query: PagedQuery<F>, append: boolean) => {
    const controller = new AbortController();
    const request = (latest.current += 1);
    setList((current) => ({ ...current, error: null, ...(append ? { loadMoreStatus: 'pending' } : { status: 'pending' }) }));
    fetchPage(query, controller.signal).then(
      (page) => {
        if (latest.current !== request) return;
        setLastPage(page);
        setList((current) => {
          if (!append) return { ...current, items: page.results as T[], pagination: page.pagination, status: 'succeeded', loadMoreStatus: 'idle' };
          const known = new Set(current.items.map((item) => item.id));
          const items = [...current.items, ...(page.results as T[]).filter((item) => !known.has(item.id))];
          return { ...current, items, pagination: page.pagination, loadMoreStatus: 'succeeded' };
        });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error) || latest.current !== request) return;
        const message = errorMessage(error, fallbackError);
        setList((current) => ({ ...current, error: message, ...(append ? { loadMoreStatus: 'rejected' } : { status: 'rejected' }) }));
      },
    );
    return { abort: () => controller.abort() };
  };
  const controls = usePagedList({ list, filters, load, ...(enabled === undefined ? {} : { enabled }), ...(pageSize ? { pageSize } : {}) });
  const setItems = useCallback((update: (items: T[]) => T[]) => setList((current) => ({ ...current, items: update(current.items) })), []);
  return { list, controls, lastPage, setItems };
}
