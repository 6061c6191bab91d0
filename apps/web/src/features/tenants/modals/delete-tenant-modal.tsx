/** Confirms deleting a tenant; a tenant on an active lease is refused by the server (409) and the toast says why. */
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { modalClosed } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog.tsx';
import { deleteTenant } from '../api/tenant-calls.ts';
import { useTenantsDispatch, useTenantsSelector } from '../state/hooks.ts';

export default function DeleteTenantModal({ onClose, id, fullName }: StackedModalProps & { id: string; fullName: string }) {
  const dispatch = useTenantsDispatch();
  const pending = useTenantsSelector((state) => state.tenants.deleteStatus === 'pending');
  return (
    <ConfirmDialog
      opened
      title="Delete tenant"
      message={
        <>
          Delete <strong>{fullName}</strong>? Their past leases keep their name. This can't be undone.
        </>
      }
      confirmLabel="Delete tenant"
      loading={pending}
      onCancel={onClose}
      onConfirm={async () => {
        const result = await dispatch(deleteTenant(id));
        if (deleteTenant.fulfilled.match(result)) {
          dispatch(modalClosed(modalNames.tenantDetails));
          onClose();
        }
      }}
    />
  );
}
