/** 'Create request' modal (spec point 2): a tenant files a request on a property of their active lease, with photos and videos. */
import { Alert, Button, Group, Loader, Modal, Select, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { fileKindOf } from '@lintel/shared';
import type { StoredFile, TenantRequestOptions } from '@lintel/shared';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { AttachmentInput } from '../../../components/ui/attachments/attachment-input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { createTenantRequest, postTenantRequestOptions } from '../api/maintenance-calls.ts';
import { useRequestsDispatch } from '../state/hooks.ts';
import { emptyRequestFields, RequestFields, requestFieldErrors, type RequestFieldValues } from '../components/request-fields.tsx';

/** Photos and videos of a picked set, as the request's attachmentIds and videoIds. */
export function splitMedia(files: readonly StoredFile[]): { attachmentIds: string[]; videoIds: string[] } {
  return {
    attachmentIds: files.filter((file) => fileKindOf(file.mimeType) !== 'video').map((file) => file.id),
    videoIds: files.filter((file) => fileKindOf(file.mimeType) === 'video').map((file) => file.id),
  };
}

export default function CreateRequestModal({ onClose }: StackedModalProps) {
  const dispatch = useRequestsDispatch();
  const [options, setOptions] = useState<TenantRequestOptions | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [propertyId, setPropertyId] = useState<string | null>(null);
  const [values, setValues] = useState<RequestFieldValues>(emptyRequestFields);
  const [files, setFiles] = useState<StoredFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<ReturnType<typeof requestFieldErrors> & { propertyId?: string }>({});
  const [pending, setPending] = useState(false);

  useEffect(() => {
    postTenantRequestOptions().then(
      (answer) => {
        setOptions(answer);
        if (answer.properties.length === 1) setPropertyId(answer.properties[0]!.id);
      },
      (caught: unknown) => setLoadError(errorMessage(caught, 'Failed to fetch categories')),
    );
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = requestFieldErrors(values);
    if (!propertyId) found.propertyId = 'Pick the property';
    setErrors(found);
    if (Object.keys(found).length || !propertyId || values.categoryId === null) return;
    setPending(true);
    const result = await dispatch(
      createTenantRequest({
        propertyId,
        categoryId: values.categoryId,
        subCategoryId: values.subCategoryId,
        urgency: values.urgency,
        description: values.description.trim(),
        ...splitMedia(files),
      }),
    );
    setPending(false);
    if (createTenantRequest.fulfilled.match(result)) onClose();
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
              <Button type="submit" loading={pending} disabled={uploading}>
                Send request
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
