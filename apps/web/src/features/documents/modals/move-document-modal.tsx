/** 'Move document to folder' modal: one or many documents into a folder, or out of any folder. */
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { MOVE_DOCUMENTS_KEY, useCachedDocument, useDocumentFoldersQuery, useMoveDocumentsMutation } from '../api/documents-api.ts';
import type { ApiFailure } from '../../../lib/data-cache.ts';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';

const UNFILED = '__unfiled__';

export default function MoveDocumentModal({ onClose, documentIds }: StackedModalProps & { documentIds: string[] }) {
  const folders = useDocumentFoldersQuery().data?.folders ?? [];
  const [moveDocuments, moving] = useMoveDocumentsMutation({ fixedCacheKey: MOVE_DOCUMENTS_KEY });
  const failed = moving.isError ? (moving.error as ApiFailure).message || 'Failed to move documents' : null;
  const single = useCachedDocument(documentIds.length === 1 ? documentIds[0] : undefined);
  const [target, setTarget] = useState<string>(single ? (single.folderId ?? UNFILED) : '');

  async function move() {
    const folderId = target === UNFILED ? null : target;
    const result = await moveDocuments({ documentIds, folderId });
    if (!result.error) onClose();
  }

  return (
    <Modal opened onClose={onClose} title="Move to folder">
      <Stack>
        <Text size="sm">{single ? single.name : `${documentIds.length} documents`}</Text>
        <Radio.Group label="Folder" value={target} onChange={setTarget} name="folder">
          <Stack gap="xs" mt="xs">
            <Radio value={UNFILED} label="Unfiled (no folder)" />
            {folders.map((folder) => (
              <Radio key={folder.id} value={folder.id} label={folder.name} />
            ))}
          </Stack>
        </Radio.Group>
        {failed && (
          <Alert color="red" role="alert">
            {failed}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={() => void move()}
            loading={moving.isLoading}
            disabled={!target || (single && target === (single.folderId ?? UNFILED))}
          >
            Move
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
