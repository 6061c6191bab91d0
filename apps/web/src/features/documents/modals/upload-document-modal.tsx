/** Upload documents: each uploaded file becomes one document, in the chosen folder and property. */
import { Button, Group, Modal, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { StoredFile } from '@lintel/shared';
import { useCreateDocumentsMutation, useDocumentFoldersQuery } from '../api/documents-api.ts';
import { AttachmentInput } from '../../../components/ui/attachments/attachment-input.tsx';
import { usePropertyOptions } from '../../../components/ui/property-picker/use-property-places.ts';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';

export default function UploadDocumentModal({
  onClose,
  folderId = null,
}: StackedModalProps & { folderId?: string | null }) {
  const folders = useDocumentFoldersQuery().data?.folders ?? [];
  const [createDocuments, creating] = useCreateDocumentsMutation();
  const { options: propertyOptions } = usePropertyOptions();
  const [files, setFiles] = useState<StoredFile[]>([]);
  const [folder, setFolder] = useState<string | null>(folderId);
  const [propertyId, setPropertyId] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  async function save() {
    const result = await createDocuments(files.map((file) => ({ fileId: file.id, name: file.name, folderId: folder, propertyId })));
    if (!result.error) onClose();
  }

  return (
    <Modal opened onClose={onClose} title="Upload documents" size="lg">
      <Stack>
        <AttachmentInput label="Files" value={files} onChange={setFiles} onUploadingChange={setUploading} />
        <Text size="xs" c="dimmed">
          PDFs, photos and videos. Each file becomes one document.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Folder"
            placeholder="Unfiled"
            clearable
            value={folder}
            data={folders.map((entry) => ({ value: entry.id, label: entry.name }))}
            onChange={setFolder}
          />
          <Select
            label="Property"
            placeholder="Not linked"
            clearable
            searchable
            value={propertyId}
            data={propertyOptions}
            onChange={setPropertyId}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={creating.isLoading} disabled={uploading || files.length === 0}>
            {files.length > 1 ? `Add ${files.length} documents` : 'Add document'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
