/** Project-model modal 'remove' (spec point 2): from the cart (by uuid) or, for a saved model, on the server. */
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog.tsx';
import { useDeleteProjectModelMutation } from '../api/configurator-api.ts';
import { cartModelRemoved } from '../state/cart-slice.ts';
import { useCfgDispatch } from '../state/hooks.ts';

export default function RemoveProjectModelModal({
  onClose,
  uuid,
  id,
  title,
}: StackedModalProps & { uuid: string; id?: string; title: string }) {
  const dispatch = useCfgDispatch();
  const [deleteModel, { isLoading }] = useDeleteProjectModelMutation();
  async function remove() {
    if (!id) {
      dispatch(cartModelRemoved(uuid));
      onClose();
      return;
    }
    // The answer leaves the cached projects lists; a failure is toasted and the dialog stays.
    const result = await deleteModel({ id, uuid });
    if ('data' in result) onClose();
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
      loading={isLoading}
      onCancel={onClose}
      onConfirm={() => void remove()}
    />
  );
}
