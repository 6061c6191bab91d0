/** Project-model modal 'remove' (spec point 2): from the cart (by uuid) or, for a saved model, on the server. */
import { useState } from 'react';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog.tsx';
import { deleteSavedProjectModel } from '../api/project-model-calls.ts';
import { cartModelRemoved } from '../state/cart-slice.ts';
import { useCfgDispatch } from '../state/hooks.ts';

export default function RemoveProjectModelModal({
  onClose,
  uuid,
  id,
  title,
}: StackedModalProps & { uuid: string; id?: string; title: string }) {
  const dispatch = useCfgDispatch();
  const [pending, setPending] = useState(false);
  async function remove() {
    if (!id) {
      dispatch(cartModelRemoved(uuid));
      onClose();
      return;
    }
    setPending(true);
    const result = await dispatch(deleteSavedProjectModel({ id, uuid }));
    setPending(false);
    if (deleteSavedProjectModel.fulfilled.match(result)) onClose();
  }
  return (
    <ConfirmDialog
      opened
      title={id ? 'Remove project model' : 'Remove from cart'}
      message={
        <>
          Remove <strong>{title}</strong>
          {id ? ' from your projects? This cannot be undone.' : ' from the cart?'}
        </>
      }
      confirmLabel="Remove"
      loading={pending}
      onCancel={onClose}
      onConfirm={() => void remove()}
    />
  );
}
