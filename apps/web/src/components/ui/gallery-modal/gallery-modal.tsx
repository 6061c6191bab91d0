/**
 * The gallery modal for attachments (spec point 2): one image or video at a time with previous/next
 * buttons and keyboard navigation (← and → move, Esc closes). Any feature opens it through the modal
 * stack by name (`modalNames.gallery`) with plain props: the files and the index to start at.
 */
import { ActionIcon, Group, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { StackedModalProps } from '../modal-stack/modal-host.tsx';
import { IconChevronLeft, IconChevronRight } from '../icons.tsx';

export interface GalleryModalFile {
  id: string;
  url: string;
  name: string;
  mimeType?: string;
  /** What the picture shows, for screen readers (the file name when absent). */
  alt?: string;
}

export interface GalleryModalProps {
  files: GalleryModalFile[];
  startIndex?: number;
  title?: string;
}

export function GalleryModal({
  files,
  startIndex = 0,
  title = 'Gallery',
  onClose,
}: GalleryModalProps & StackedModalProps) {
  const [index, setIndex] = useState(() => Math.min(Math.max(0, startIndex), Math.max(0, files.length - 1)));
  const count = files.length;
  const file = files[index];

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (count < 2) return;
      if (event.key === 'ArrowRight') setIndex((current) => (current + 1) % count);
      else if (event.key === 'ArrowLeft') setIndex((current) => (current - 1 + count) % count);
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [count]);

  const isVideo = file?.mimeType?.startsWith('video/') ?? false;
  return (
    <Modal opened onClose={onClose} title={title} size="xl" centered>
      {file ? (
        <figure style={{ margin: 0 }}>
          <div
            style={{
              position: 'relative',
              background: 'var(--mantine-color-dark-8)',
              borderRadius: 8,
              display: 'grid',
              placeItems: 'center',
              minHeight: 240,
              maxHeight: '70vh',
              overflow: 'hidden',
            }}
          >
            {isVideo ? (
              <video src={file.url} controls style={{ maxWidth: '100%', maxHeight: '70vh' }} aria-label={file.alt ?? file.name} />
            ) : (
              <img
                src={file.url}
                alt={file.alt ?? file.name}
                style={{ maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' }}
              />
            )}
          </div>
          <Group justify="space-between" mt="sm" wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Previous image"
              disabled={count < 2}
              onClick={() => setIndex((index - 1 + count) % count)}
            >
              <IconChevronLeft size={18} />
            </ActionIcon>
            <Text component="figcaption" size="sm" ta="center" truncate="end" aria-live="polite">
              {file.name} · {index + 1} of {count}
            </Text>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Next image"
              disabled={count < 2}
              onClick={() => setIndex((index + 1) % count)}
            >
              <IconChevronRight size={18} />
            </ActionIcon>
          </Group>
        </figure>
      ) : (
        <Text>No images.</Text>
      )}
    </Modal>
  );
}

export default GalleryModal;
