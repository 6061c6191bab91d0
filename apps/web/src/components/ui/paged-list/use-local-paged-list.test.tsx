/**
 * useLocalPagedList, the kit's list kept in the page: page 1 on mount and on a filter change (the old
 * answer dropped), the next page appended without repeats, the fallback error and Retry, a cancelled
 * request leaving no error, and rows changed in place.
 */
import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { Pagination } from '@lintel/shared';
import { useLocalPagedList } from './use-local-paged-list.ts';
import type { PagedQuery } from './use-paged-list.ts';

interface Row {
  id: string;
}
type Page = { results: Row[]; pagination: Pagination };
interface Call {
  query: PagedQuery<{ q: string }>;
  signal: AbortSignal;
  resolve: (page: Page) => void;
  reject: (error: unknown) => void;
}

const page = (ids: string[], number: number, totalPages = 2): Page => ({
  results: ids.map((id) => ({ id })),
  pagination: { page: number, pageSize: 2, total: 3, totalPages },
});

function setup() {
  const calls: Call[] = [];
  const fetchPage = (query: PagedQuery<{ q: string }>, signal: AbortSignal) =>
    new Promise<Page>((resolve, reject) => calls.push({ query, signal, resolve, reject }));
  const hook = renderHook(({ filters }) => useLocalPagedList({ filters, fetchPage, fallbackError: 'Failed to fetch rows', pageSize: 2 }), {
    initialProps: { filters: { q: '' } },
  });
  return { calls, hook };
}

describe('useLocalPagedList', () => {
  it('loads page 1, drops a superseded answer, appends the next page without repeats and changes rows in place', async () => {
    const { calls, hook } = setup();
    expect(calls[0]!.query).toEqual({ q: '', page: 1, pageSize: 2 });
    hook.rerender({ filters: { q: 'a' } });
    expect(calls[0]!.signal.aborted).toBe(true);
    await act(async () => calls[0]!.resolve(page(['old'], 1)));
    await act(async () => calls[1]!.resolve(page(['1', '2'], 1)));
    expect(hook.result.current.list.status).toBe('succeeded');
    expect(hook.result.current.list.items.map((row) => row.id)).toEqual(['1', '2']);
    expect(hook.result.current.controls.hasMore).toBe(true);

    act(() => hook.result.current.controls.loadMore());
    expect(calls[2]!.query).toEqual({ q: 'a', page: 2, pageSize: 2 });
    expect(hook.result.current.list.loadMoreStatus).toBe('pending');
    await act(async () => calls[2]!.resolve(page(['2', '3'], 2)));
    expect(hook.result.current.list.items.map((row) => row.id)).toEqual(['1', '2', '3']);
    expect(hook.result.current.controls.hasMore).toBe(false);
    expect(hook.result.current.lastPage?.pagination.page).toBe(2);

    act(() => hook.result.current.setItems((items) => items.filter((row) => row.id !== '2')));
    expect(hook.result.current.list.items.map((row) => row.id)).toEqual(['1', '3']);
  });

  it('shows the fallback error, reloads page 1 on Retry, and a cancelled request leaves no error', async () => {
    const { calls, hook } = setup();
    await act(async () => calls[0]!.reject(new Error('')));
    expect(hook.result.current.list.status).toBe('rejected');
    expect(hook.result.current.list.error).toBe('Failed to fetch rows');

    act(() => hook.result.current.controls.reload());
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(hook.result.current.list.status).toBe('pending');
    hook.rerender({ filters: { q: 'b' } });
    expect(calls[1]!.signal.aborted).toBe(true);
    await act(async () => calls[1]!.reject(new DOMException('aborted', 'AbortError')));
    expect(hook.result.current.list.status).toBe('pending');
    expect(hook.result.current.list.error).toBeNull();
    await act(async () => calls[2]!.resolve(page([], 1, 1)));
    expect(hook.result.current.list.status).toBe('succeeded');
  });
});
