/**
 * Photo/video picker with previews (spec point 5): checks the set with checkAttachmentLimits before
 * uploading (at most 10 files, 2 videos), uploads each file, and reports the stored files.
 */
import { ActionIcon, Alert, Button, FileButton, Group, Image, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { acceptedUploadExtensions, checkAttachmentLimits, fileKindOf } from '@lintel/shared';
import type { StoredFile } from '@lintel/shared';
import { mimeTypeOf, uploadFile } from './upload-file.ts';
import { errorMessage } from '../../../lib/api-client.ts';

export interface AttachmentInputProps {
  label: string;
  value: StoredFile[];
  onChange: (files: StoredFile[]) => void;
  /** Only images (e.g. property photos). */
  imagesOnly?: boolean;
  onUploadingChange?: (uploading: boolean) => void;
  /** Where a file goes (default POST /files); e.g. a public link's own upload route. */
  upload?: (file: File) => Promise<StoredFile>;
}

export function AttachmentInput({ label, value, onChange, imagesOnly, onUploadingChange, upload = uploadFile }: AttachmentInputProps) {
  const labelId = useId();
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const accept = imagesOnly ? 'image/*,.heic,.heif' : acceptedUploadExtensions.join(',');

  async function add(files: File[]) {
    if (!files.length) return;
    const picked = files.map((file) => ({ file, mimeType: mimeTypeOf(file) }));
    const rejected = picked.find(({ mimeType }) => {
      const kind = fileKindOf(mimeType);
      return kind === null || (imagesOnly && kind !== 'image');
    });
    if (rejected) return setError(`${rejected.file.name} is not a supported ${imagesOnly ? 'image' : 'file'} type`);
    const limit = checkAttachmentLimits([...value, ...picked]);
    if (limit) return setError(limit);
    setError(null);
    setUploading((count) => count + picked.length);
    onUploadingChange?.(true);
    const stored: StoredFile[] = [];
    for (const { file } of picked) {
      try {
        stored.push(await upload(file));
      } catch (caught) {
        setError(errorMessage(caught, `Could not upload ${file.name}`));
      }
    }
    setUploading((count) => count - picked.length);
    onUploadingChange?.(false);
    onChange([...value, ...stored]);
  }

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="sm" fw={500} id={labelId}>
          {label}
        </Text>
        <FileButton onChange={(files) => void add(files)} accept={accept} multiple>
          {(props) => (
            <Button {...props} variant="light" size="xs" loading={uploading > 0}>
              Upload {imagesOnly ? 'photos' : 'files'}
            </Button>
          )}
        </FileButton>
      </Group>
      <Text size="xs" c="dimmed">
        Up to 10 files{imagesOnly ? '' : ', at most 2 videos'}.
      </Text>
      {error && (
        <Alert color="red" role="alert" p="xs">
          {error}
        </Alert>
      )}
      {(value.length > 0 || uploading > 0) && (
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs" aria-labelledby={labelId} role="list">
          {value.map((file) => (
            <div key={file.id} role="listitem" style={{ position: 'relative' }}>
              {fileKindOf(file.mimeType) === 'image' ? (
                <Image src={file.previewUrl ?? file.url} alt={file.name} h={72} radius="sm" fit="cover" />
              ) : (
                <Text size="xs" p="xs" bg="gray.1" h={72} style={{ borderRadius: 4, overflow: 'hidden' }}>
                  {file.name}
                </Text>
              )}
              <ActionIcon
                size="sm"
                color="dark"
                variant="filled"
                radius="xl"
                style={{ position: 'absolute', top: 4, right: 4 }}
                aria-label={`Remove ${file.name}`}
                onClick={() => onChange(value.filter((item) => item.id !== file.id))}
              >
                ×
              </ActionIcon>
            </div>
          ))}
          {uploading > 0 && (
            <Group justify="center" h={72} role="listitem">
              <Loader size="sm" aria-label="Uploading" />
            </Group>
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}
