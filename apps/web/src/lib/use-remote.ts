/**
 * Loads one call for a screen and tracks it as idle, pending, succeeded or rejected (spec point 4); a
 * superseded or unmounted load is aborted and leaves no trace (spec point 8: no toast, stays pending).
 */
import { useCallback, useEffect, useState } from 'react';
import type { AsyncStatus } from '@lintel/shared';
import { errorMessage, isAbortError } from './api-client.ts';

export interface Remote<T> {
  data: T | null;
  status: AsyncStatus;
  error: string | null;
  reload: () => void;
  /** Replaces the loaded data (after an action answered with the new state). */
  setData: (update: (current: T | null) => T | null) => void;
}

export function useRemote<T>(load: ((signal: AbortSignal) => Promise<T>) | null, fallback: string, deps: readonly unknown[]): Remote<T> {
  const [state, setState] = useState<{ data: T | null; status: AsyncStatus; error: string | null }>({ data: null, status: 'idle', error: null });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    setState((current) => ({ ...current, status: 'pending', error: null }));
    load(controller.signal).then(
      (data) => setState({ data, status: 'succeeded', error: null }),
      (error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        setState((current) => ({ ...current, status: 'rejected', error: errorMessage(error, fallback) }));
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller lists what the load depends on
  }, [...deps, version]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const setData = useCallback((update: (current: T | null) => T | null) => setState((current) => ({ ...current, data: update(current.data) })), []);
  return { ...state, reload, setData };
}
