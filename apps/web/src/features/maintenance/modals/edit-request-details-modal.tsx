/** 'Edit request details' modal (spec point 2): category, urgency and description of an open request. */
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { TenantRequest } from '@lintel/shared';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { useActOnTenantRequestMutation } from '../api/maintenance-api.ts';
import { RequestFields, requestFieldErrors, type RequestFieldValues } from '../components/request-fields.tsx';

export default function EditRequestDetailsModal({ onClose, request }: StackedModalProps & { request: TenantRequest }) {
  // The answer goes into the cache: the details modal and the lists show it.
  const [actOn, action] = useActOnTenantRequestMutation();
  const [values, setValues] = useState<RequestFieldValues>({
    categoryId: request.category.id,
    subCategoryId: request.subCategory?.id ?? null,
    urgency: request.urgency,
    description: request.description,
  });
  const [errors, setErrors] = useState<ReturnType<typeof requestFieldErrors>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = requestFieldErrors(values);
    setErrors(found);
    if (Object.keys(found).length || values.categoryId === null) return;
    const result = await actOn({
      action: 'edit',
      id: request.id,
      input: { categoryId: values.categoryId, subCategoryId: values.subCategoryId, urgency: values.urgency, description: values.description.trim() },
    });
    if (!('error' in result)) onClose();
  }

  return (
    <Modal opened onClose={onClose} title="Edit request details">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <RequestFields values={values} onChange={setValues} errors={errors} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={action.isLoading}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
