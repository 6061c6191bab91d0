/** Dashboard widget: the newest 4 photos (GET /galleries/widget-data; spec point 9). */
import { Anchor, Card, Group, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useGalleryDispatch, useGallerySelector } from '../state/hooks.ts';
import { fetchGalleryWidget } from '../api/gallery-calls.ts';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { paths } from '../../../lib/paths.ts';
import './gallery.css';

export function GalleryWidget() {
  const dispatch = useGalleryDispatch();
  const widget = useGallerySelector((state) => state.gallery.widget);
  useEffect(() => {
    const request = dispatch(fetchGalleryWidget());
    return () => request.abort();
  }, [dispatch]);
  const open = (index: number) =>
    dispatch(
      modalOpened({
        name: modalNames.gallery,
        props: {
          title: 'Newest photos',
          startIndex: index,
          files: widget.images.map((image) => ({
            id: image.id,
            url: image.image.url,
            name: image.image.name,
            mimeType: image.image.mimeType,
          })),
        },
      }),
    );
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="gallery-widget-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="gallery-widget-title">
          Gallery
        </Title>
        <Anchor component={Link} to={paths.gallery} size="sm">
          View all
        </Anchor>
      </Group>
      {widget.status === 'pending' && widget.images.length === 0 ? (
        <SimpleGrid cols={2} spacing="xs">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} height={72} />
          ))}
        </SimpleGrid>
      ) : widget.images.length === 0 ? (
        <Text size="sm" c="dimmed">
          {widget.status === 'rejected' ? 'Could not load photos.' : 'No photos yet.'}
        </Text>
      ) : (
        <SimpleGrid cols={2} spacing="xs">
          {widget.images.map((image, index) => (
            <button
              key={image.id}
              type="button"
              className="gallery-thumb"
              aria-label={`Open photo ${index + 1}: ${image.room?.name ?? image.unit?.nickname ?? image.property.nickname}`}
              onClick={() => open(index)}
            >
              <img src={image.image.previewUrl ?? image.image.url} alt="" loading="lazy" />
            </button>
          ))}
        </SimpleGrid>
      )}
    </Card>
  );
}
