/** Confirms deleting a room (the × on its chip, issue 11 item 8): says what goes and what stays. */
import { useState } from 'react';
import { usePropertiesDispatch } from '../state/hooks.ts';
import { deleteRoom } from '../api/property-calls.ts';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog.tsx';

export default function DeleteRoomModal({ onClose, propertyId, roomId, name }: StackedModalProps & { propertyId: string; roomId: string; name: string }) {
  const dispatch = usePropertiesDispatch();
  const [pending, setPending] = useState(false);
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
      loading={pending}
      onCancel={onClose}
      onConfirm={async () => {
        setPending(true);
        const result = await dispatch(deleteRoom({ propertyId, roomId }));
        setPending(false);
        if (deleteRoom.fulfilled.match(result)) onClose();
      }}
    />
  );
}
