/** Dashboard widget: the newest 4 photos (GET /galleries/widget-data; spec point 9), as a 2-column grid in DashboardWidget. */
import { SimpleGrid, Skeleton } from '@mantine/core';
import { useEffect } from 'react';
import { useGalleryDispatch, useGallerySelector } from '../state/hooks.ts';
import { fetchGalleryWidget } from '../api/gallery-calls.ts';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { DashboardWidget } from '../../../components/ui/dashboard-widget/dashboard-widget.tsx';
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
    <DashboardWidget
      title="Gallery"
      viewAllTo={paths.gallery}
      emptyAction={{ label: 'Add photos', to: paths.gallery }}
      status={widget.status}
      items={widget.images}
      emptyText="No photos yet."
      errorText="Could not load photos."
      skeleton={
        <SimpleGrid cols={2} spacing="xs">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} height={72} />
          ))}
        </SimpleGrid>
      }
      render={(images) => (
        <SimpleGrid cols={2} spacing="xs">
          {images.map((image, index) => (
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
    />
  );
}
