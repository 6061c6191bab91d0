/** The search box of a list page, shared by every paged list. */
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';

/** Milliseconds after the last keystroke before the list is searched. */
export const SEARCH_DEBOUNCE_MS = 400;

/**
 * What the user types, and the list filter it becomes SEARCH_DEBOUNCE_MS after they stop typing
 * (trimmed; an empty box clears the filter). `current` is the filter in the store, `apply` sets it.
 */
export function useSearchFilter(
  current: string | undefined,
  apply: (search: string | undefined) => void,
): [string, (value: string) => void] {
  const [search, setSearch] = useState(current ?? '');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const applyRef = useRef(apply);
  applyRef.current = apply;
  useEffect(() => {
    if ((current ?? '') !== debounced) applyRef.current(debounced || undefined);
  }, [debounced, current]);
  return [search, setSearch];
}
