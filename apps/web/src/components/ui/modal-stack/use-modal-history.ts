/**
 * The modal stack follows the browser history (issue 11 item 7): opening a modal pushes a history entry
 * for the same URL whose state records how many modals it covers (`modalDepth`), so the browser's Back
 * closes the top modal, and only it; closing a modal by ×, Escape or its own buttons pops the entry it
 * pushed. Forward onto the entry of a modal that has since closed steps back to the entry that
 * matches the open modals, so Back never seems to do nothing; a reload (the stack is not restored)
 * marks its entry as covering no modal. Back or Forward onto another page closes every modal of the page left
 * (issue 11 item 4).
 */
import { useContext, useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { UNSAFE_DataRouterContext, useLocation, useNavigate, useNavigationType } from 'react-router';
import { allModalsClosed, modalClosed } from './modal-stack-slice.ts';
import type { ModalStackState } from './modal-stack-slice.ts';

/** How many modals a history entry covers (0 for an entry no modal pushed). */
export function modalDepthOf(state: unknown): number {
  const depth = (state as { modalDepth?: unknown } | null)?.modalDepth;
  return typeof depth === 'number' && Number.isInteger(depth) && depth > 0 ? depth : 0;
}

export function useModalHistory(): void {
  const depth = useSelector((state: { modals: ModalStackState }) => state.modals.stack.length);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  const entryDepth = modalDepthOf(location.state);
  const last = useRef<{ key: string; pathname: string; depth: number } | null>(null);
  // The live router state: a modal that closes and then navigates (Create lease → the new lease) must not
  // have its entry popped after the navigation began.
  const router = useContext(UNSAFE_DataRouterContext)?.router;

  useEffect(() => {
    const previous = last.current;
    last.current = { key: location.key, pathname: location.pathname, depth };
    const here = { pathname: location.pathname, search: location.search, hash: location.hash };
    const baseState = (location.state ?? {}) as Record<string, unknown>;

    // First render (a reload with a modal open): the stack starts empty, so this entry covers no modal.
    if (!previous) {
      if (entryDepth > depth) navigate(here, { replace: true, state: { ...baseState, modalDepth: depth } });
      return;
    }

    if (location.key !== previous.key) {
      // Back/Forward within the page: close the modals above this entry, or skip an entry whose modal closed.
      if (navigationType !== 'POP') return;
      if (location.pathname !== previous.pathname) {
        // Another page: the modals of the page left close, and so does any modal entry landed on.
        // The entries are dropped here, so the closing below must not drop them again.
        last.current = { ...last.current, depth: 0 };
        if (depth > 0) dispatch(allModalsClosed());
        if (entryDepth > 0) navigate(-entryDepth);
        return;
      }
      if (entryDepth < depth) for (let extra = depth - entryDepth; extra > 0; extra -= 1) dispatch(modalClosed());
      else if (entryDepth > depth) navigate(depth - entryDepth);
      return;
    }

    if (depth > previous.depth) {
      // Opened: one entry per new modal, so each Back closes one.
      for (let opened = entryDepth + 1; opened <= entryDepth + depth - previous.depth; opened += 1) {
        navigate(here, { state: { ...baseState, modalDepth: opened } });
      }
    } else if (depth < previous.depth && entryDepth > depth) {
      // Closed by the modal itself: drop the entries it pushed, unless the close led to a navigation
      // (started in the same task, so checked once that task is over).
      const count = Math.min(previous.depth - depth, entryDepth - depth);
      const key = location.key;
      const timer = setTimeout(() => {
        const moved = router && (router.state.location.key !== key || router.state.navigation.state !== 'idle');
        if (!moved) navigate(-count);
      }, 0);
      return () => clearTimeout(timer);
    }
  }, [depth, entryDepth, location, navigationType, navigate, dispatch, router]);
}
