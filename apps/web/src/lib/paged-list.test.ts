import { describe, expect, it } from 'vitest';
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { Pagination } from '@lintel/shared';
import { addNewestItemsCases, addPagedListCases, initialPagedList } from './paged-list.ts';
import type { NewestItemsState, PagedListPage, PagedListState } from './paged-list.ts';

interface Row {
  id: string;
  name: string;
}
interface RowsPage extends PagedListPage<Row> {
  meta: { hasRows: boolean };
}
interface RowsState {
  list: PagedListState<Row> & { hasRows: boolean | null };
  widget: NewestItemsState<Row>;
}

const fetchRows = createAsyncThunk<RowsPage, { append?: boolean }, { rejectValue: string }>('rows/fetchList', () => ({
  results: [],
  pagination: pageOf(0),
  meta: { hasRows: false },
}));
const fetchRowsWidget = createAsyncThunk<Row[], void, { rejectValue: string }>('rows/fetchWidget', () => []);

const initialState: RowsState = {
  list: { ...initialPagedList<Row>(), hasRows: null },
  widget: { items: [], status: 'idle' },
};

const slice = createSlice({
  name: 'rows',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addPagedListCases(builder, fetchRows, {
      select: (state) => state.list,
      fallbackError: 'Failed to fetch rows',
      onFulfilled: (state, payload) => {
        state.list.hasRows = payload.meta.hasRows;
      },
    });
    addNewestItemsCases(builder, fetchRowsWidget, { select: (state) => state.widget, size: 2 });
  },
});
const reducer = slice.reducer;

function pageOf(total: number): Pagination {
  return { page: 1, pageSize: 2, total, totalPages: Math.ceil(total / 2) };
}
const row = (id: string): Row => ({ id, name: `Row ${id}` });
const page = (ids: string[], total = 4): RowsPage => ({
  results: ids.map(row),
  pagination: pageOf(total),
  meta: { hasRows: true },
});

/** The list after a first page of `ids` answered request 'r1'. */
function loaded(ids = ['a', 'b']): RowsState {
  const pending = reducer(initialState, fetchRows.pending('r1', {}));
  return reducer(pending, fetchRows.fulfilled(page(ids), 'r1', {}));
}

describe('paged list (spec point 4)', () => {
  it('a first page replaces the items, sets pagination and runs onFulfilled', () => {
    const state = loaded();
    expect(state.list.items.map((item) => item.id)).toEqual(['a', 'b']);
    expect(state.list).toMatchObject({ status: 'succeeded', loadMoreStatus: 'idle', error: null, hasRows: true });
    expect(state.list.pagination?.total).toBe(4);
  });

  it('load more appends only the items whose id is not loaded yet', () => {
    const pending = reducer(loaded(), fetchRows.pending('r2', { append: true }));
    expect(pending.list.loadMoreStatus).toBe('pending');
    expect(pending.list.status).toBe('succeeded');
    const next = reducer(pending, fetchRows.fulfilled(page(['b', 'c', 'd']), 'r2', { append: true }));
    expect(next.list.items.map((item) => item.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(next.list.loadMoreStatus).toBe('succeeded');
  });

  it('an answer to an older request is ignored', () => {
    let state = reducer(initialState, fetchRows.pending('old', {}));
    state = reducer(state, fetchRows.pending('new', {}));
    state = reducer(state, fetchRows.fulfilled(page(['x']), 'old', {}));
    expect(state.list.items).toEqual([]);
    expect(state.list.status).toBe('pending');
    state = reducer(state, fetchRows.rejected(new Error('boom'), 'old', {}, 'Server down'));
    expect(state.list.status).toBe('pending');
    expect(state.list.error).toBeNull();
  });

  it('a cancelled request leaves the status pending (spec point 8)', () => {
    const pending = reducer(initialState, fetchRows.pending('r1', {}));
    const aborted = fetchRows.rejected(Object.assign(new Error('Aborted'), { name: 'AbortError' }), 'r1', {});
    expect(reducer(pending, aborted).list.status).toBe('pending');
  });

  it('a failed reload sets status with the thunk message, or the fallback', () => {
    const pending = reducer(initialState, fetchRows.pending('r1', {}));
    const withMessage = reducer(pending, fetchRows.rejected(null, 'r1', {}, 'Server down'));
    expect(withMessage.list).toMatchObject({ status: 'rejected', error: 'Server down' });
    const withoutMessage = reducer(pending, fetchRows.rejected(new Error('x'), 'r1', {}));
    expect(withoutMessage.list.error).toBe('Failed to fetch rows');
  });

  it('a failed load more sets loadMoreStatus and keeps the loaded items', () => {
    const pending = reducer(loaded(), fetchRows.pending('r2', { append: true }));
    const next = reducer(pending, fetchRows.rejected(null, 'r2', { append: true }, 'Server down'));
    expect(next.list).toMatchObject({ status: 'succeeded', loadMoreStatus: 'rejected', error: 'Server down' });
    expect(next.list.items).toHaveLength(2);
  });

  it('a new request clears the previous error', () => {
    const failed = reducer(
      reducer(initialState, fetchRows.pending('r1', {})),
      fetchRows.rejected(null, 'r1', {}, 'Server down'),
    );
    expect(reducer(failed, fetchRows.pending('r2', {})).list.error).toBeNull();
  });
});

describe('newest items widget', () => {
  it('keeps the first `size` records', () => {
    const state = reducer(initialState, fetchRowsWidget.fulfilled(['a', 'b', 'c'].map(row), 'w'));
    expect(state.widget).toEqual({ items: [row('a'), row('b')], status: 'succeeded' });
  });

  it('a cancelled request leaves the status pending, a failure rejects it', () => {
    const pending = reducer(initialState, fetchRowsWidget.pending('w'));
    expect(pending.widget.status).toBe('pending');
    const aborted = fetchRowsWidget.rejected(Object.assign(new Error('Aborted'), { name: 'AbortError' }), 'w');
    expect(reducer(pending, aborted).widget.status).toBe('pending');
    expect(reducer(pending, fetchRowsWidget.rejected(new Error('x'), 'w')).widget.status).toBe('rejected');
  });
});
