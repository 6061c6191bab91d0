/** Confirms deleting a tenant; a tenant on an active lease is refused by the server (409) and the toast says why. */
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { modalClosed } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog.tsx';
import { useAppDispatch } from '../../../lib/redux-hooks.ts';
import { useDeleteTenantMutation } from '../api/tenants-api.ts';

export default function DeleteTenantModal({ onClose, id, fullName }: StackedModalProps & { id: string; fullName: string }) {
  const dispatch = useAppDispatch();
  const [deleteTenant, deletion] = useDeleteTenantMutation();
  const pending = deletion.isLoading;
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
        const result = await deleteTenant(id);
        if (!('error' in result)) {
          dispatch(modalClosed(modalNames.tenantDetails));
          onClose();
        }
      }}
    />
  );
}
