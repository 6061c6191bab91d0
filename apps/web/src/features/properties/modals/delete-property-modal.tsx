/** Confirms deleting a property or unit; on success the record leaves every list (and the open details). */
import { usePropertiesDispatch, usePropertiesSelector } from '../state/hooks.ts';
import { deleteProperty } from '../api/property-calls.ts';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog.tsx';

export default function DeletePropertyModal({
  onClose,
  id,
  nickname,
  isUnit,
}: StackedModalProps & { id: string; nickname: string; isUnit: boolean }) {
  const dispatch = usePropertiesDispatch();
  const pending = usePropertiesSelector((state) => state.properties.deleteStatus === 'pending');
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
        const result = await dispatch(deleteProperty({ id, isUnit }));
        if (deleteProperty.fulfilled.match(result)) onClose();
      }}
    />
  );
}
