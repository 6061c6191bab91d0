/** 'Request rejection' modal (spec point 2): the reason the tenant will see; rejecting closes the details too. */
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { modalClosed } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { actOnTenantRequest } from '../api/maintenance-calls.ts';
import { useRequestsDispatch } from '../state/hooks.ts';

export default function RequestRejectionModal({ onClose, requestId }: StackedModalProps & { requestId: string }) {
  const dispatch = useRequestsDispatch();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return setError('Tell the tenant why');
    setPending(true);
    const result = await dispatch(actOnTenantRequest({ action: 'reject', id: requestId, input: { reason: reason.trim() } }));
    setPending(false);
    if (actOnTenantRequest.fulfilled.match(result)) {
      onClose();
      dispatch(modalClosed(modalNames.requestDetails));
    }
  }

  return (
    <Modal opened onClose={onClose} title="Reject request">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm">The tenant sees this reason with the request.</Text>
          <Textarea
            label="Reason"
            required
            autosize
            minRows={3}
            maxLength={2000}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={pending}>
              Reject request
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
