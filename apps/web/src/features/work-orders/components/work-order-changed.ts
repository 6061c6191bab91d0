/**
 * A tiny in-feature signal: a modal that changed a work order (share, quotes, accept, complete,
 * rate) tells the open work-order screens to reload it. Modal props live in the store and cannot
 * carry callbacks, so the modals emit here and the pages subscribe.
 */
import { useEffect, useRef } from 'react';

type Listener = (workOrderId: string) => void;
const listeners = new Set<Listener>();

export function emitWorkOrderChanged(workOrderId: string): void {
  for (const listener of listeners) listener(workOrderId);
}

/** Calls `onChange` whenever a work order changed through one of this feature's modals. */
export function useWorkOrderChanged(onChange: Listener): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    const listener: Listener = (id) => latest.current(id);
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, []);
}
