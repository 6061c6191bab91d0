/**
 * The paged-list kit as a list page uses it: page 1 on mount and on a filter change (the old request
 * aborted), the next page on demand, Retry after an error, a refetch on the live channel's resync
 * signal, and the body's loading, error, empty and rows states.
 */
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { AsyncStatus, Pagination } from '@lintel/shared';
import { renderWithApp } from '../../../test/render.tsx';
import { LIVE_RESYNC_EVENT } from '../../../lib/live/live.ts';
import { usePagedList } from './use-paged-list.ts';
import type { PagedQuery } from './use-paged-list.ts';
import { ListEmpty, PagedListBody } from './paged-list-body.tsx';

interface Row {
  id: string;
  name: string;
}

interface Call {
  query: PagedQuery<{ search: string }>;
  append: boolean;
  aborted: boolean;
}

/** A list page over an in-memory list: `answer` decides what each request resolves to. */
function Harness({ calls, answer }: { calls: Call[]; answer: (call: Call) => Row[] | Error }) {
  const [filters, setFilters] = useState({ search: '' });
  const [list, setList] = useState<{
    items: Row[];
    pagination: Pagination | null;
    status: AsyncStatus;
    loadMoreStatus: AsyncStatus;
    error: string | null;
  }>({ items: [], pagination: null, status: 'idle', loadMoreStatus: 'idle', error: null });
  const controls = usePagedList({
    list,
    filters,
    pageSize: 2,
    load: (query, append) => {
      const call: Call = { query, append, aborted: false };
      calls.push(call);
      setList((state) => (append ? { ...state, loadMoreStatus: 'pending' } : { ...state, status: 'pending' }));
      queueMicrotask(() => {
        if (call.aborted) return;
        const result = answer(call);
        setList((state) =>
          result instanceof Error
            ? { ...state, status: 'rejected', error: result.message }
            : {
                items: append ? [...state.items, ...result] : result,
                pagination: { page: query.page, pageSize: 2, total: 3, totalPages: 2 },
                status: 'succeeded',
                loadMoreStatus: append ? 'succeeded' : 'idle',
                error: null,
              },
        );
      });
      return { abort: () => (call.aborted = true) };
    },
  });
  return (
    <>
      <button type="button" onClick={() => setFilters({ search: 'oak' })}>
        Search oak
      </button>
      <PagedListBody
        list={list}
        controls={controls}
        noun="rows"
        cards={(items) => (
          <ul>
            {items.map((item) => (
              <li key={item.id}>{item.name}</li>
            ))}
          </ul>
        )}
        empty={<ListEmpty title="No rows match" />}
      />
    </>
  );
}

const rows = (...names: string[]) => names.map((name) => ({ id: name, name }));

describe('paged-list kit', () => {
  it('loads page 1, reloads on a filter change (aborting the old request) and appends the next page', async () => {
    const calls: Call[] = [];
    renderWithApp(
      <Harness calls={calls} answer={(call) => (call.query.page === 1 ? rows('Ash', 'Birch') : rows('Cedar'))} />,
    );
    expect(screen.getByRole('status', { name: 'Loading rows' })).toBeTruthy();
    expect(await screen.findByText('Birch')).toBeTruthy();
    expect(calls.map(({ query, append }) => [query.page, query.pageSize, append])).toEqual([[1, 2, false]]);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Cedar')).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ query: { page: 2, search: '' }, append: true });

    await userEvent.click(screen.getByRole('button', { name: 'Search oak' }));
    await waitFor(() => expect(calls.at(-1)?.query).toEqual({ search: 'oak', page: 1, pageSize: 2 }));
    expect(calls[0]?.aborted).toBe(true);
    expect(await screen.findByText('Ash')).toBeTruthy();
    expect(screen.queryByText('Cedar')).toBeNull();
  });

  it('shows the error with Retry, which loads page 1 again, and the empty state', async () => {
    const calls: Call[] = [];
    renderWithApp(<Harness calls={calls} answer={() => (calls.length === 1 ? new Error('Server down') : [])} />);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('Server down'));
    expect(screen.getByText('Could not load rows')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'No rows match' })).toBeTruthy();
    expect(calls.map(({ query }) => query.page)).toEqual([1, 1]);
  });

  it('refetches page 1 when the live channel signals a resync', async () => {
    const calls: Call[] = [];
    renderWithApp(<Harness calls={calls} answer={() => rows('Ash', 'Birch')} />);
    expect(await screen.findByText('Ash')).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event(LIVE_RESYNC_EVENT));
    });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({ query: { page: 1 }, append: false });
  });
});
