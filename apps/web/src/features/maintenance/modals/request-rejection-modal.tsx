/** 'Request rejection' modal (spec point 2): the reason the tenant will see; rejecting closes the details too. */
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { modalClosed } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { useAppDispatch } from '../../../lib/redux-hooks.ts';
import { useActOnTenantRequestMutation } from '../api/maintenance-api.ts';

export default function RequestRejectionModal({ onClose, requestId }: StackedModalProps & { requestId: string }) {
  const dispatch = useAppDispatch();
  const [actOn, action] = useActOnTenantRequestMutation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return setError('Tell the tenant why');
    const result = await actOn({ action: 'reject', id: requestId, input: { reason: reason.trim() } });
    if (!('error' in result)) {
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
            <Button type="submit" color="red" loading={action.isLoading}>
              Reject request
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
