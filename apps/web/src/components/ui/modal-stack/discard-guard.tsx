/**
 * One rule for every modal with a form (issue 11 item 4): once something was typed or chosen in a
 * modal, closing it by the backdrop, the × or Escape asks before the changes are discarded. The
 * modal host wraps each stacked modal in a DiscardGuard (typing, a checkbox, or an option picked in a
 * Select all count as changes), so no modal needs code of its own; a modal
 * that keeps a draft registers `useOnDiscard` to clear it when the user confirms.
 * The modal's own buttons (Cancel, or closing after a save) close at once.
 */
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode, SyntheticEvent } from 'react';

// Loaded when first asked: the modal host is on the first screen, Mantine's overlays are not (budget).
const ConfirmDialog = lazy(() =>
  import('../confirm-dialog/confirm-dialog.tsx').then((module) => ({ default: module.ConfirmDialog })),
);

interface DiscardGuardApi {
  /** Runs `handler` when the user confirms discarding this modal's changes. Returns the unregister function. */
  onDiscard(handler: () => void): () => void;
}

const DiscardGuardContext = createContext<DiscardGuardApi | null>(null);

/** Registers `handler` (e.g. clearing a draft) for when the user discards the surrounding modal's changes. */
export function useOnDiscard(handler: () => void): void {
  const api = useContext(DiscardGuardContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => api?.onDiscard(() => latest.current()), [api]);
}

/** Which click closes a Mantine modal without the modal's own code: its backdrop and its ×. */
function isDismissTarget(target: EventTarget | null): boolean {
  return target instanceof Element && Boolean(target.closest('.mantine-Modal-overlay, .mantine-Modal-close'));
}

export interface DiscardGuardHandle {
  /** True when the guarded modal has changes (or the question is showing): Escape must not close it. */
  isGuarding(): boolean;
  /** Escape pressed while guarding: ask, or answer "keep editing" when already asking. */
  escape(): void;
}

export function DiscardGuard({
  children,
  onClose,
  handleRef,
}: {
  children: ReactNode;
  onClose: () => void;
  handleRef: { current: DiscardGuardHandle | null };
}) {
  const changed = useRef(false);
  const [asking, setAsking] = useState(false);
  const askingRef = useRef(false);
  const handlers = useRef(new Set<() => void>());
  const ask = useCallback((value: boolean) => {
    askingRef.current = value;
    setAsking(value);
  }, []);

  useEffect(() => {
    handleRef.current = {
      isGuarding: () => changed.current || askingRef.current,
      escape: () => ask(!askingRef.current),
    };
    return () => {
      handleRef.current = null;
    };
  }, [ask, handleRef]);

  const api = useMemo<DiscardGuardApi>(
    () => ({
      onDiscard(handler) {
        handlers.current.add(handler);
        return () => handlers.current.delete(handler);
      },
    }),
    [],
  );
  const markChanged = (event: SyntheticEvent) => {
    // Typing in the confirmation itself is impossible; anything else inside the modal is a change.
    if (
      event.target instanceof HTMLInputElement ||
      event.target instanceof HTMLTextAreaElement ||
      event.target instanceof HTMLSelectElement
    )
      changed.current = true;
  };
  // A Mantine Select, MultiSelect or Autocomplete changes its value without an input event: picking an
  // option (a click on it, in a portal that still bubbles through this tree, or Enter on the open list) is a change.
  const markPicked = (event: SyntheticEvent) => {
    if (event.target instanceof Element && event.target.closest('[role="option"]')) changed.current = true;
  };
  const markPickedByKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.getAttribute('aria-expanded') === 'true')
      changed.current = true;
  };
  const interceptDismiss = (event: SyntheticEvent) => {
    markPicked(event);
    if (!changed.current || !isDismissTarget(event.target)) return;
    event.stopPropagation();
    event.preventDefault();
    ask(true);
  };
  return (
    <DiscardGuardContext.Provider value={api}>
      <div
        style={{ display: 'contents' }}
        onInputCapture={markChanged}
        onChangeCapture={markChanged}
        onClickCapture={interceptDismiss}
        onKeyDownCapture={markPickedByKey}
      >
        {children}
      </div>
      {asking && (
        <Suspense fallback={null}>
          <ConfirmDialog
            opened={asking}
            title="Discard your changes?"
            message="What you entered in this form will be lost."
            confirmLabel="Discard changes"
            cancelLabel="Keep editing"
            onCancel={() => ask(false)}
            onConfirm={() => {
              ask(false);
              changed.current = false;
              for (const handler of handlers.current) handler();
              onClose();
            }}
          />
        </Suspense>
      )}
    </DiscardGuardContext.Provider>
  );
}
