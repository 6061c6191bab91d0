/** Preview of a document in the browser: PDFs in an iframe, images inline; other types open in a new tab. */
import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { canPreviewInBrowser } from '@lintel/shared';
import { useCachedDocument } from '../api/documents-api.ts';
import { useDocumentActions } from '../components/document-actions.ts';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';

export default function DocumentPreviewModal({ onClose, id }: StackedModalProps & { id: string }) {
  const document = useCachedDocument(id);
  const actions = useDocumentActions();
  if (!document) return null;
  const previewable = canPreviewInBrowser(document.type, document.file.mimeType);
  return (
    <Modal opened onClose={onClose} title={document.name} size="xl">
      <Stack>
        {previewable && document.type === 'pdf' && (
          <iframe
            src={document.file.url}
            title={`Preview of ${document.name}`}
            style={{ width: '100%', height: '70vh', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
          />
        )}
        {previewable && document.type === 'image' && (
          <img
            src={document.file.url}
            alt={document.name}
            style={{ maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain', margin: '0 auto', display: 'block' }}
          />
        )}
        {document.type === 'video' && (
          <video
            src={document.file.url}
            controls
            style={{ maxWidth: '100%', maxHeight: '70vh' }}
            aria-label={document.name}
          />
        )}
        {!previewable && document.type !== 'video' && <Text>This file type can't be shown in the browser.</Text>}
        {document.description && <Text size="sm">{document.description}</Text>}
        <Group justify="space-between">
          <Anchor href={document.file.url} target="_blank" rel="noopener">
            Open in new tab
          </Anchor>
          <Group gap="xs">
            <Button variant="default" onClick={() => actions.move([document.id])}>
              Move to folder
            </Button>
            <Button onClick={() => actions.edit(document)}>Edit</Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
