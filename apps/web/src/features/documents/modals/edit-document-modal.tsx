/** 'Edit document' modal: name, folder, property and description. */
import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useDocumentsDispatch, useDocumentsSelector } from '../state/hooks.ts';
import { fetchFolders, updateDocument } from '../api/document-calls.ts';
import { usePropertyOptions } from '../../../components/ui/property-picker/use-property-places.ts';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';

export default function EditDocumentModal({ onClose, id }: StackedModalProps & { id: string }) {
  const dispatch = useDocumentsDispatch();
  const document = useDocumentsSelector((state) =>
    [...state.documents.list.items, ...state.documents.widget.items].find((entry) => entry.id === id),
  );
  const folders = useDocumentsSelector((state) => state.documents.folders.items);
  const foldersStatus = useDocumentsSelector((state) => state.documents.folders.status);
  // Opened from the dashboard widget, the folders may not be loaded yet.
  useEffect(() => {
    if (foldersStatus === 'idle') void dispatch(fetchFolders());
  }, [foldersStatus, dispatch]);
  const saving = useDocumentsSelector((state) => state.documents.updateStatus === 'pending');
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
    const result = await dispatch(
      updateDocument({
        id,
        previousFolderId: document.folderId,
        input: { name: name.trim(), folderId, propertyId, description: description.trim() || null },
      }),
    );
    if (updateDocument.fulfilled.match(result)) onClose();
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
            <Button type="submit" loading={saving}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
