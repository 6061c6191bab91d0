/** 'Move document to folder' modal: one or many documents into a folder, or out of any folder. */
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useDocumentsDispatch, useDocumentsSelector } from '../state/hooks.ts';
import { fetchFolders, moveDocuments } from '../api/document-calls.ts';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';

const UNFILED = '__unfiled__';

export default function MoveDocumentModal({ onClose, documentIds }: StackedModalProps & { documentIds: string[] }) {
  const dispatch = useDocumentsDispatch();
  const folders = useDocumentsSelector((state) => state.documents.folders.items);
  const foldersStatus = useDocumentsSelector((state) => state.documents.folders.status);
  // Opened from the dashboard widget, the folders may not be loaded yet.
  useEffect(() => {
    if (foldersStatus === 'idle') void dispatch(fetchFolders());
  }, [foldersStatus, dispatch]);
  const documents = useDocumentsSelector((state) => state.documents.list.items);
  const moving = useDocumentsSelector((state) => state.documents.moveStatus === 'pending');
  const failed = useDocumentsSelector((state) =>
    state.documents.moveStatus === 'rejected' ? state.documents.error : null,
  );
  const single = documentIds.length === 1 ? documents.find((document) => document.id === documentIds[0]) : undefined;
  const [target, setTarget] = useState<string>(single ? (single.folderId ?? UNFILED) : '');

  async function move() {
    const folderId = target === UNFILED ? null : target;
    const from = documentIds.map((id) => documents.find((document) => document.id === id)?.folderId ?? null);
    const result = await dispatch(moveDocuments({ documentIds, folderId, from }));
    if (moveDocuments.fulfilled.match(result)) onClose();
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
            loading={moving}
            disabled={!target || (single && target === (single.folderId ?? UNFILED))}
          >
            Move
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
