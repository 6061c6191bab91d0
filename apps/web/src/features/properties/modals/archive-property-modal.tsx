/**
 * Confirms archiving a property or unit (issue 11 item 8) and says what happens: it leaves the lists
 * and can be restored; its leases, tenants and payments stay. A leased one says plainly that
 * archiving does not end the tenancy — the lease keeps running and rent stays due.
 */
import { Alert } from '@mantine/core';
import type { RentStatus } from '@lintel/shared';
import { useArchivePropertyMutation } from '../api/properties-api.ts';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog.tsx';

export default function ArchivePropertyModal({
  onClose,
  id,
  nickname,
  isUnit,
  rentStatus,
}: StackedModalProps & { id: string; nickname: string; isUnit: boolean; rentStatus: RentStatus }) {
  const [archiveProperty, archiving] = useArchivePropertyMutation();
  const pending = archiving.isLoading;
  const kind = isUnit ? 'unit' : 'property';
  const leased = rentStatus === 'leased' || rentStatus === 'partialLeased';
  return (
    <ConfirmDialog
      opened
      title={`Archive ${kind}`}
      message={
        <>
          Archive <strong>{nickname}</strong>? It leaves your lists of properties (you'll find it under Archived) and you can restore it at any
          time. Its leases, tenants, payments and documents stay as they are.
        </>
      }
      confirmLabel={`Archive ${kind}`}
      confirmColor="indigo"
      loading={pending}
      onCancel={onClose}
      onConfirm={async () => {
        const result = await archiveProperty({ id, archived: true, isUnit });
        if (!('error' in result)) onClose();
      }}
    >
      {leased && (
        <Alert color="yellow" title={`${nickname} is ${rentStatus === 'leased' ? 'leased' : 'partly leased'}`}>
          Archiving does not end a tenancy: the lease keeps running and rent stays due. If the tenancy is over, terminate the lease from Leases
          first.
        </Alert>
      )}
    </ConfirmDialog>
  );
}
