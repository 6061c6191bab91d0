/** Confirms deleting a property or unit; on success the record leaves every list (and the open details). */
import { DELETE_PROPERTY_KEY, useDeletePropertyMutation } from '../api/properties-api.ts';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog.tsx';

export default function DeletePropertyModal({
  onClose,
  id,
  nickname,
  isUnit,
}: StackedModalProps & { id: string; nickname: string; isUnit: boolean }) {
  // Shared key: the page or details modal showing the record leaves once it is deleted.
  const [deleteProperty, deletion] = useDeletePropertyMutation({ fixedCacheKey: DELETE_PROPERTY_KEY });
  const pending = deletion.isLoading;
  const kind = isUnit ? 'unit' : 'property';
  return (
    <ConfirmDialog
      opened
      title={`Delete ${kind}`}
      message={
        <>
          Delete <strong>{nickname}</strong>? {isUnit ? 'Its rooms and photos' : 'Its units, rooms and photos'} go with
          it. This can't be undone.
        </>
      }
      confirmLabel={`Delete ${kind}`}
      loading={pending}
      onCancel={onClose}
      onConfirm={async () => {
        const result = await deleteProperty({ id, isUnit });
        if (!('error' in result)) onClose();
      }}
    />
  );
}
