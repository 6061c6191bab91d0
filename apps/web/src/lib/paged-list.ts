/** The one set of reducers for a paged list with load-more and for a dashboard widget's newest items (spec point 4). */
import type { ActionReducerMapBuilder, AsyncThunk, Draft } from '@reduxjs/toolkit';
import type { AsyncStatus, Pagination } from '@lintel/shared';
import { wasAborted } from './async-state.ts';

/**
 * A paged list: `status` tracks a first page (or a reload), `loadMoreStatus` the next page appended to it.
 * `requestId` is the latest fetch's id; answers to older fetches are ignored.
 */
export interface PagedListState<T> {
  items: T[];
  pagination: Pagination | null;
  status: AsyncStatus;
  loadMoreStatus: AsyncStatus;
  error: string | null;
  requestId: string | null;
}

/** What a list endpoint answers (more fields, such as `meta`, are the slice's business via `onFulfilled`). */
export interface PagedListPage<T> {
  results: T[];
  pagination: Pagination;
}

/** A list thunk's argument: `append: true` asks for the next page to be added below the loaded items. */
export interface PagedListArg {
  append?: boolean | undefined;
}

/** A widget's newest records: the first `size` of what its thunk returns. */
export interface NewestItemsState<T> {
  items: T[];
  status: AsyncStatus;
}

export const initialPagedList = <T>(): PagedListState<T> => ({
  items: [],
  pagination: null,
  status: 'idle',
  loadMoreStatus: 'idle',
  error: null,
  requestId: null,
});

/**
 * Adds the pending/fulfilled/rejected cases of `thunk` for the list `select` picks out of the slice:
 * - pending: remembers the request, clears the error, sets `loadMoreStatus` (append) or `status` (reload);
 * - fulfilled: only the latest request counts; append adds the items whose id is not loaded yet, a
 *   reload replaces them and resets `loadMoreStatus`; then `onFulfilled` (the slice's `meta` flags);
 * - rejected: a cancelled request leaves the status pending (spec point 8) and an older one is ignored;
 *   otherwise the error is the thunk's message or `fallbackError`, on `loadMoreStatus` or `status`.
 */
export function addPagedListCases<S, T extends { id: string }, P extends PagedListPage<T>, A extends PagedListArg>(
  builder: ActionReducerMapBuilder<S>,
  thunk: AsyncThunk<P, A, { rejectValue: string }>,
  options: {
    select: (state: Draft<S>) => PagedListState<T>;
    fallbackError: string;
    onFulfilled?: (state: Draft<S>, payload: P, arg: A) => void;
  },
): ActionReducerMapBuilder<S> {
  const { select, fallbackError, onFulfilled } = options;
  return builder
    .addCase(thunk.pending, (state, action) => {
      const list = select(state);
      list.requestId = action.meta.requestId;
      list.error = null;
      if (action.meta.arg.append) list.loadMoreStatus = 'pending';
      else list.status = 'pending';
    })
    .addCase(thunk.fulfilled, (state, action) => {
      const list = select(state);
      if (list.requestId !== action.meta.requestId) return;
      const { results, pagination } = action.payload;
      if (action.meta.arg.append) {
        const known = new Set(list.items.map((item) => item.id));
        list.items.push(...results.filter((item) => !known.has(item.id)));
        list.loadMoreStatus = 'succeeded';
      } else {
        list.items = results;
        list.status = 'succeeded';
        list.loadMoreStatus = 'idle';
      }
      list.pagination = pagination;
      onFulfilled?.(state, action.payload, action.meta.arg);
    })
    .addCase(thunk.rejected, (state, action) => {
      const list = select(state);
      if (wasAborted(action) || list.requestId !== action.meta.requestId) return;
      list.error = action.payload ?? fallbackError;
      if (action.meta.arg.append) list.loadMoreStatus = 'rejected';
      else list.status = 'rejected';
    });
}

/**
 * Adds the cases of a widget thunk: the widget keeps the first `size` records it returns; a cancelled
 * request leaves the status pending (spec point 8).
 */
export function addNewestItemsCases<S, T>(
  builder: ActionReducerMapBuilder<S>,
  thunk: AsyncThunk<T[], void, { rejectValue: string }>,
  options: { select: (state: Draft<S>) => NewestItemsState<T>; size: number },
): ActionReducerMapBuilder<S> {
  const { select, size } = options;
  return builder
    .addCase(thunk.pending, (state) => {
      select(state).status = 'pending';
    })
    .addCase(thunk.fulfilled, (state, action) => {
      const widget = select(state);
      widget.items = action.payload.slice(0, size);
      widget.status = 'succeeded';
    })
    .addCase(thunk.rejected, (state, action) => {
      if (!wasAborted(action)) select(state).status = 'rejected';
    });
}
