import { describe, expect, it, vi, afterEach } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { SEARCH_DEBOUNCE_MS, useSearchFilter } from './use-search-filter.ts';

afterEach(() => vi.useRealTimers());

describe('useSearchFilter', () => {
  it('applies the trimmed text once typing stops, and an emptied box clears the filter', () => {
    vi.useFakeTimers();
    const apply = vi.fn();
    const { result, rerender } = renderHook(({ current }) => useSearchFilter(current, apply), {
      initialProps: { current: undefined as string | undefined },
    });
    act(() => result.current[1]('  maple '));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    expect(apply).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(apply).toHaveBeenLastCalledWith('maple');

    rerender({ current: 'maple' });
    act(() => result.current[1](''));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 10));
    expect(apply).toHaveBeenLastCalledWith(undefined);
    expect(apply).toHaveBeenCalledTimes(2);
  });
});
