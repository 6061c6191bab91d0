/** Spec point 4: every asynchronous operation is tracked as idle, pending, succeeded or rejected. */
import type { AsyncStatus } from '@lintel/shared';

export interface AsyncState {
  status: AsyncStatus;
  error: string | null;
}

export const idleState = (): AsyncState => ({ status: 'idle', error: null });

/** A rejected action whose request was cancelled on purpose keeps the status pending (spec point 8). */
export function wasAborted(action: {
  meta?: { aborted?: boolean };
  error?: { name?: string; message?: string };
}): boolean {
  return (
    action.meta?.aborted === true ||
    action.error?.name === 'AbortError' ||
    action.error?.message === 'Request cancelled'
  );
}
