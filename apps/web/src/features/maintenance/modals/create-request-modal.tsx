/** 'Create request' modal (spec point 2): a tenant files a request on a property of their active lease, with photos and videos. */
import { Alert, Button, Group, Loader, Modal, Select, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { fileKindOf } from '@lintel/shared';
import type { StoredFile } from '@lintel/shared';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { AttachmentInput } from '../../../components/ui/attachments/attachment-input.tsx';
import { queryView } from '../../../lib/data-cache.ts';
import { useCreateTenantRequestMutation, useTenantRequestOptionsQuery } from '../api/maintenance-api.ts';
import { emptyRequestFields, RequestFields, requestFieldErrors, type RequestFieldValues } from '../components/request-fields.tsx';

/** Photos and videos of a picked set, as the request's attachmentIds and videoIds. */
export function splitMedia(files: readonly StoredFile[]): { attachmentIds: string[]; videoIds: string[] } {
  return {
    attachmentIds: files.filter((file) => fileKindOf(file.mimeType) !== 'video').map((file) => file.id),
    videoIds: files.filter((file) => fileKindOf(file.mimeType) === 'video').map((file) => file.id),
  };
}

export default function CreateRequestModal({ onClose }: StackedModalProps) {
  const optionsQuery = useTenantRequestOptionsQuery();
  const [createRequest, creation] = useCreateTenantRequestMutation();
  const options = optionsQuery.data ?? null;
  const view = queryView(optionsQuery, 'Failed to fetch categories');
  const loadError = view.state === 'error' ? view.message : null;
  const [propertyId, setPropertyId] = useState<string | null>(null);
  const [values, setValues] = useState<RequestFieldValues>(emptyRequestFields);
  const [files, setFiles] = useState<StoredFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<ReturnType<typeof requestFieldErrors> & { propertyId?: string }>({});

  // One property (the usual lease): picked for the tenant.
  const onlyProperty = options?.properties.length === 1 ? options.properties[0]!.id : null;
  useEffect(() => {
    if (onlyProperty) setPropertyId((current) => current ?? onlyProperty);
  }, [onlyProperty]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = requestFieldErrors(values);
    if (!propertyId) found.propertyId = 'Pick the property';
    setErrors(found);
    if (Object.keys(found).length || !propertyId || values.categoryId === null) return;
    const result = await createRequest({
      propertyId,
      categoryId: values.categoryId,
      subCategoryId: values.subCategoryId,
      urgency: values.urgency,
      description: values.description.trim(),
      ...splitMedia(files),
    });
    if (!('error' in result)) onClose();
  }

  return (
    <Modal opened onClose={onClose} title="New request" size="lg">
      {loadError && (
        <Alert color="red" role="alert">
          {loadError}
        </Alert>
      )}
      {!options && !loadError && <Loader size="sm" aria-label="Loading" />}
      {options && options.properties.length === 0 && <Alert color="yellow">You can file requests once your lease is active.</Alert>}
      {options && options.properties.length > 0 && (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="sm">
            <Select
              label="Property"
              required
              data={options.properties.map((property) => ({ value: property.id, label: property.name }))}
              value={propertyId}
              onChange={setPropertyId}
              error={errors.propertyId}
            />
            <RequestFields values={values} onChange={setValues} errors={errors} />
            <AttachmentInput label="Photos and videos" value={files} onChange={setFiles} onUploadingChange={setUploading} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={creation.isLoading} disabled={uploading}>
                Send request
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
