/**
 * Dashboard widget: the newest 4 photos (GET /galleries/widget-data; spec point 9) — gallery uploads and
 * property or unit photos alike — as a 2-column grid in DashboardWidget, each captioned with its place.
 */
import { SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useAppDispatch } from '../../../lib/redux-hooks.ts';
import { queryStatus } from '../../../lib/data-cache.ts';
import { useGalleryWidgetQuery } from '../api/gallery-api.ts';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { DashboardWidget } from '../../../components/ui/dashboard-widget/dashboard-widget.tsx';
import { paths } from '../../../lib/paths.ts';
import { placeName } from './place-card.tsx';
import './gallery.css';

export function GalleryWidget() {
  const dispatch = useAppDispatch();
  const query = useGalleryWidgetQuery();
  const images = query.data ?? [];
  const open = (index: number) =>
    dispatch(
      modalOpened({
        name: modalNames.gallery,
        props: {
          title: 'Newest photos',
          startIndex: index,
          files: images.map((image) => ({
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
      status={queryStatus(query)}
      items={images}
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
            <figure key={image.id} className="gallery-figure">
              <button
                type="button"
                className="gallery-thumb"
                aria-label={`Open photo ${index + 1}: ${placeName(image)}`}
                onClick={() => open(index)}
              >
                <img src={image.image.previewUrl ?? image.image.url} alt="" loading="lazy" />
              </button>
              {/* Which property, unit or room the photo shows (issue 11 item 10). */}
              <Text component="figcaption" size="xs" c="dimmed" truncate="end" title={placeName(image)}>
                {placeName(image)}
              </Text>
            </figure>
          ))}
        </SimpleGrid>
      )}
    />
  );
}
