/** Dashboard widget: the newest 4 photos (GET /galleries/widget-data; spec point 9). */
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
      status={widget.status}
      items={widget.images.map((image, index) => ({ image, index }))}
      getKey={({ image }) => image.id}
      noun="photos"
      columns={2}
      skeletonHeight={72}
      renderItem={({ image, index }) => (
        <button
          type="button"
          className="gallery-thumb"
          aria-label={`Open photo ${index + 1}: ${image.room?.name ?? image.unit?.nickname ?? image.property.nickname}`}
          onClick={() => open(index)}
        >
          <img src={image.image.previewUrl ?? image.image.url} alt="" loading="lazy" />
        </button>
      )}
    />
  );
}
