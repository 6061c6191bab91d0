/** A small photo carousel: one photo at a time, previous/next buttons, thumbnails; arrow keys work on the region. */
import { ActionIcon, Group, Text } from '@mantine/core';
import { useState } from 'react';
import type { StoredFile } from '@lintel/shared';
import { IconChevronLeft, IconChevronRight, IconPhoto } from '../../../components/ui/icons.tsx';

export function PhotoCarousel({ images, name }: { images: StoredFile[]; name: string }) {
  const [index, setIndex] = useState(0);
  if (images.length === 0) {
    return (
      <div className="photo-frame" style={{ display: 'grid', placeItems: 'center' }}>
        <Group gap="xs" c="dimmed">
          <IconPhoto />
          <Text c="dimmed">No photos yet</Text>
        </Group>
      </div>
    );
  }
  const current = Math.min(index, images.length - 1);
  const image = images[current]!;
  const go = (delta: number) => setIndex((current + delta + images.length) % images.length);
  return (
    <section
      aria-roledescription="carousel"
      aria-label={`Photos of ${name}`}
      tabIndex={0}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') go(-1);
        if (event.key === 'ArrowRight') go(1);
      }}
    >
      <div className="photo-frame">
        <img src={image.url} alt={`${name}, photo ${current + 1} of ${images.length}`} />
        {images.length > 1 && (
          <>
            <ActionIcon
              variant="white"
              radius="xl"
              size="lg"
              style={{ position: 'absolute', left: 8, top: '50%' }}
              onClick={() => go(-1)}
              aria-label="Previous photo"
            >
              <IconChevronLeft />
            </ActionIcon>
            <ActionIcon
              variant="white"
              radius="xl"
              size="lg"
              style={{ position: 'absolute', right: 8, top: '50%' }}
              onClick={() => go(1)}
              aria-label="Next photo"
            >
              <IconChevronRight />
            </ActionIcon>
          </>
        )}
      </div>
      {images.length > 1 && (
        <Group gap={6} mt="xs">
          {images.map((item, i) => (
            <button
              key={item.id}
              type="button"
              className="thumb-button"
              aria-pressed={i === current}
              aria-label={`Show photo ${i + 1}`}
              onClick={() => setIndex(i)}
            >
              <img src={item.previewUrl ?? item.url} alt="" />
            </button>
          ))}
        </Group>
      )}
    </section>
  );
}
