/** Confirms deleting a room (the × on its chip, issue 11 item 8): says what goes and what stays. */
import { useDeleteRoomMutation } from '../api/properties-api.ts';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog.tsx';

export default function DeleteRoomModal({ onClose, propertyId, roomId, name }: StackedModalProps & { propertyId: string; roomId: string; name: string }) {
  const [deleteRoom, deletion] = useDeleteRoomMutation();
  return (
    <ConfirmDialog
      opened
      title="Delete room"
      message={
        <>
          Delete the room <strong>{name}</strong>? Inventory items kept in it stay in your inventory, without a room. This can't be undone.
        </>
      }
      confirmLabel="Delete room"
      loading={deletion.isLoading}
      onCancel={onClose}
      onConfirm={async () => {
        const result = await deleteRoom({ propertyId, roomId });
        if (!('error' in result)) onClose();
      }}
    />
  );
}
