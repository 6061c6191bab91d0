/** A work order's photos as thumbnails (opening the full image) and other files as links. */
import { Anchor, Image, SimpleGrid, Stack } from '@mantine/core';
import type { StoredFile } from '@lintel/shared';

export function FileGallery({ files }: { files: StoredFile[] }) {
  const images = files.filter((file) => file.mimeType.startsWith('image/'));
  const others = files.filter((file) => !file.mimeType.startsWith('image/'));
  return (
    <Stack gap="xs">
      {images.length > 0 ? (
        <SimpleGrid cols={{ base: 3, sm: 4, md: 6 }} spacing="xs">
          {images.map((file) => (
            <a key={file.id} href={file.url} target="_blank" rel="noreferrer" aria-label={`Open ${file.name}`}>
              <Image src={file.previewUrl ?? file.url} alt={file.name} radius="sm" h={96} fit="cover" />
            </a>
          ))}
        </SimpleGrid>
      ) : null}
      {others.map((file) => (
        <Anchor key={file.id} href={file.url} target="_blank" rel="noreferrer" size="sm">
          {file.name}
        </Anchor>
      ))}
    </Stack>
  );
}
