/** Renders the visible (top) modal of the stack from a registry of lazily loaded modal components. */
import { Suspense, useCallback } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { modalClosed, selectTopModal } from './modal-stack-slice.ts';
import type { ModalStackState } from './modal-stack-slice.ts';
import type { ModalName } from './modal-names.ts';

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
  if (!top) return null;
  const Component = registry[top.name as ModalName];
  if (!Component) return null;
  return (
    <Suspense fallback={null}>
      <Component key={top.name} {...top.props} disabledSteps={top.disabledSteps} onClose={onClose} />
    </Suspense>
  );
}
