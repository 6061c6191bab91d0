/**
 * Renders the visible (top) modal of the stack from a registry of lazily loaded modal components.
 * Every modal is wrapped in a DiscardGuard (ask before discarding a changed form), and the browser's
 * Back closes the top modal, and Back/Forward to another page closes them all (issue 11 items 4, 7;
 * use-modal-history.ts).
 */
import { Suspense, useCallback, useEffect, useRef } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { modalClosed, selectTopModal } from './modal-stack-slice.ts';
import type { ModalStackState } from './modal-stack-slice.ts';
import { DiscardGuard, type DiscardGuardHandle } from './discard-guard.tsx';
import type { ModalName } from './modal-names.ts';
import { useModalHistory } from './use-modal-history.ts';

/** Every stacked modal receives its props plus onClose; `opened` is always true while it is on top. */
export interface StackedModalProps {
  onClose: () => void;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each registry entry has its own props shape
export type ModalRegistry = Partial<Record<ModalName, LazyExoticComponent<ComponentType<any>>>>;

export function ModalHost({ registry }: { registry: ModalRegistry }) {
  const top = useSelector((state: { modals: ModalStackState }) => selectTopModal(state));
  const dispatch = useDispatch();
  const name = top?.name;
  const onClose = useCallback(() => dispatch(modalClosed(name)), [dispatch, name]);
  const guard = useRef<DiscardGuardHandle | null>(null);

  // Registered once, before any modal's own listener, so a guarded modal sees Escape first.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.isComposing || !guard.current?.isGuarding()) return;
      if (event.target instanceof Element && event.target.getAttribute('data-mantine-stop-propagation') === 'true') return;
      event.stopImmediatePropagation();
      guard.current.escape();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, []);

  // Each open modal is a history entry: Back closes the top one; Back/Forward to another page closes all.
  useModalHistory();
  useReturnFocus();

  // A name no feature registers (e.g. a feature not in this build) closes again instead of leaving an invisible top modal.
  const missing = top !== undefined && !registry[top.name as ModalName];
  useEffect(() => {
    if (missing && name) dispatch(modalClosed(name));
  }, [missing, name, dispatch]);

  if (!top) return null;
  const Component = registry[top.name as ModalName];
  if (!Component) return null;
  return (
    <Suspense fallback={null}>
      <DiscardGuard key={top.name} onClose={onClose} handleRef={guard}>
        <Component {...top.props} disabledSteps={top.disabledSteps} onClose={onClose} />
      </DiscardGuard>
    </Suspense>
  );
}

/**
 * The WAI-ARIA dialog pattern's focus return (issue 22 item 6): when the last modal closes (Escape, ×,
 * Back or its own button), focus goes back to the control that opened it, if that control is still on
 * the page. The opener is read synchronously when a modal joins the stack, before React renders it and
 * the dialog takes the focus.
 */
function useReturnFocus() {
  const store = useStore<{ modals: ModalStackState }>();
  useEffect(() => {
    const openers = new Map<string, Element | null>();
    let names = store.getState().modals.stack.map((entry) => entry.name);
    return store.subscribe(() => {
      const next = store.getState().modals.stack.map((entry) => entry.name);
      if (next.length === names.length && next.every((name, index) => name === names[index])) return;
      for (const name of next) if (!names.includes(name)) openers.set(name, document.activeElement);
      const closed = names.filter((name) => !next.includes(name));
      names = next;
      if (closed.length === 0) return;
      const opener = openers.get(closed[closed.length - 1]!);
      for (const name of closed) openers.delete(name);
      if (next.length > 0 || !(opener instanceof HTMLElement)) return;
      // After the dialog has unmounted (and Mantine's own focus handling has run).
      requestAnimationFrame(() => {
        if (opener.isConnected && !document.querySelector('[role="dialog"]')) opener.focus();
      });
    });
  }, [store]);
}
