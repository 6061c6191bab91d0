/** 'Edit document' modal: name, folder, property and description. */
import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useCachedDocument, useDocumentFoldersQuery, useUpdateDocumentMutation } from '../api/documents-api.ts';
import { usePropertyOptions } from '../../../components/ui/property-picker/use-property-places.ts';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';

export default function EditDocumentModal({ onClose, id }: StackedModalProps & { id: string }) {
  const document = useCachedDocument(id);
  const folders = useDocumentFoldersQuery().data?.folders ?? [];
  const [updateDocument, updating] = useUpdateDocumentMutation();
  const { options: propertyOptions } = usePropertyOptions();
  const [name, setName] = useState(document?.name ?? '');
  const [folderId, setFolderId] = useState<string | null>(document?.folderId ?? null);
  const [propertyId, setPropertyId] = useState<string | null>(document?.propertyId ?? null);
  const [description, setDescription] = useState(document?.description ?? '');
  const [error, setError] = useState<string | null>(null);
  if (!document) return null;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!document) return;
    if (!name.trim()) return setError('Name is required');
    setError(null);
    const result = await updateDocument({
      id,
      input: { name: name.trim(), folderId, propertyId, description: description.trim() || null },
    });
    if (!result.error) onClose();
  }

  return (
    <Modal opened onClose={onClose} title="Edit document">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <TextInput
            label="Name"
            required
            data-autofocus
            value={name}
            error={error}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Select
            label="Folder"
            placeholder="Unfiled"
            clearable
            value={folderId}
            data={folders.map((folder) => ({ value: folder.id, label: folder.name }))}
            onChange={setFolderId}
          />
          <Select
            label="Property"
            placeholder="Not linked"
            clearable
            searchable
            value={propertyId}
            data={
              document.property && !propertyOptions.some((option) => option.value === document.property?.id)
                ? [{ value: document.property.id, label: document.property.nickname }, ...propertyOptions]
                : propertyOptions
            }
            onChange={setPropertyId}
          />
          <Textarea
            label="Description"
            autosize
            minRows={2}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={updating.isLoading}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
