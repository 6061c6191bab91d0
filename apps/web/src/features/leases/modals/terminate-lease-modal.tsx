/** 'Terminate lease' modal (spec point 2): last day and reason; the terminated lease replaces the one in the list (point 4). */
import { Alert, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { todayDateOnly } from '@lintel/shared';
import type { Lease } from '@lintel/shared';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog.tsx';
import { useTerminateLeaseMutation } from '../api/leases-api.ts';

export default function TerminateLeaseModal({ onClose, lease }: StackedModalProps & { lease: Pick<Lease, 'id' | 'propertyName' | 'status' | 'startDate'> }) {
  const [terminateLease, { isLoading: pending }] = useTerminateLeaseMutation();
  const [terminationDate, setTerminationDate] = useState(todayDateOnly());
  const [reason, setReason] = useState('');
  const awaitingSignatures = lease.status === 'pendingSignature' || lease.status === 'draft';

  async function terminate() {
    const input = { ...(terminationDate ? { terminationDate } : {}), ...(reason.trim() ? { reason: reason.trim() } : {}) };
    const result = await terminateLease({ id: lease.id, input });
    if (!result.error) onClose();
  }

  return (
    <ConfirmDialog
      opened
      title="Terminate lease"
      message={
        <>
          End the lease on <strong>{lease.propertyName}</strong> early.{' '}
          {awaitingSignatures ? 'It is not signed by everybody yet, so it is voided.' : 'The unit is free after the last day.'}
        </>
      }
      confirmLabel="Terminate lease"
      loading={pending}
      onCancel={onClose}
      onConfirm={() => void terminate()}
    >
      <TextInput
        label="Last day of the tenancy"
        type="date"
        value={terminationDate}
        min={lease.startDate}
        onChange={(e) => setTerminationDate(e.currentTarget.value)}
      />
      <Textarea label="Reason" autosize minRows={2} maxLength={1000} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
      <Alert color="yellow" variant="light">
        Tenants with an account see the lease as terminated. This can't be undone.
      </Alert>
    </ConfirmDialog>
  );
}
