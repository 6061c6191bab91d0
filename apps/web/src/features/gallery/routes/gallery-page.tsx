/**
 * /gallery: photos by place. Tabs for the levels (property, unit, room); 'Units' and 'Rooms' drill into
 * one property or unit, with breadcrumbs back. Five places a page, load more on scroll; upload to a
 * place, open a photo in the gallery modal, select photos to move or delete (confirmed).
 */
import { Affix, Anchor, Breadcrumbs, Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { galleryLevelLabels, galleryLevels } from '@lintel/shared';
import type { GalleryEntry, GalleryLevel } from '@lintel/shared';
import { useAppDispatch, useAppSelector } from '../../../lib/redux-hooks.ts';
import {
  defaultGalleryView,
  galleryQueryOf,
  MOVE_GALLERY_KEY,
  useDeleteGalleryImagesMutation,
  useGalleriesInfiniteQuery,
  useMoveGalleryImagesMutation,
} from '../api/gallery-api.ts';
import type { GalleryView } from '../api/gallery-api.ts';
import { PlaceCard, placeName } from '../components/place-card.tsx';
import { useCachedPagedList } from '../../../components/ui/paged-list/use-cached-paged-list.ts';
import { ListEmpty, ListHeader, PagedListBody } from '../../../components/ui/paged-list/paged-list-body.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog.tsx';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { IconPlus } from '../../../components/ui/icons.tsx';
import '../components/gallery.css';

const tabLabels: Record<GalleryLevel, string> = { property: 'Properties', unit: 'Units', room: 'Rooms' };

/** The upload target of a place: its property or unit, and the room when it is one. */
function targetOf(entry: GalleryEntry) {
  return {
    propertyId: entry.property.id,
    unitId: entry.unit?.id ?? null,
    roomId: entry.level === 'room' ? entry.id : null,
  };
}

export default function GalleryPage() {
  const dispatch = useAppDispatch();
  const role = useAppSelector((state) => state.auth.user?.role);
  const [view, setView] = useState<GalleryView>(defaultGalleryView);
  const allowed = role === 'propertyManager' || role === 'homeOwner';
  const query = useGalleriesInfiniteQuery(galleryQueryOf(view), { skip: !allowed });
  const { list, controls } = useCachedPagedList(query, 'Failed to fetch gallery');
  const hasGallery = query.data?.pages[0]?.meta.hasGallery;
  const [deleteGalleryImages, deleting] = useDeleteGalleryImagesMutation();
  const [, moved] = useMoveGalleryImagesMutation({ fixedCacheKey: MOVE_GALLERY_KEY });
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);

  // Another place (or level) shows other photos: the selection goes.
  useEffect(() => {
    setSelected([]);
  }, [view]);

  useEffect(() => {
    if (moved.isSuccess) setSelected([]);
  }, [moved.isSuccess, moved.requestId]);

  const go = (next: GalleryView) => setView(next);
  const toggle = (id: string) =>
    setSelected((current) => (current.includes(id) ? current.filter((entry) => entry !== id) : [...current, id]));

  const openPhoto = (entry: GalleryEntry, index: number) =>
    dispatch(
      modalOpened({
        name: modalNames.gallery,
        props: {
          title: placeName(entry),
          startIndex: index,
          files: entry.gallery.map((item) => ({
            id: item.id,
            url: item.image.url,
            name: item.image.name,
            mimeType: item.image.mimeType,
          })),
        },
      }),
    );
  const upload = (entry?: GalleryEntry) =>
    dispatch(modalOpened({ name: modalNames.uploadGallery, props: entry ? targetOf(entry) : {} }));
  const move = () => dispatch(modalOpened({ name: modalNames.moveGalleryImage, props: { galleryIds: selected } }));

  async function confirmDelete() {
    const result = await deleteGalleryImages(selected);
    if (!result.error) setSelected([]);
    setConfirming(false);
  }

  if (role && !allowed) {
    return (
      <Stack>
        <Title order={1}>Gallery</Title>
        <Text>Galleries are kept by property managers and homeowners.</Text>
      </Stack>
    );
  }

  const crumbs = [
    <Anchor
      key="root"
      component="button"
      type="button"
      onClick={() =>
        go({ level: view.level === 'property' || view.property ? 'property' : view.level, property: null, unit: null })
      }
    >
      {view.property ? 'All properties' : `All ${tabLabels[view.level].toLowerCase()}`}
    </Anchor>,
  ];
  if (view.property) {
    crumbs.push(
      view.unit || view.level === 'room' ? (
        <Anchor
          key="property"
          component="button"
          type="button"
          onClick={() => go({ level: 'unit', property: view.property, unit: null })}
        >
          {view.property.nickname}
        </Anchor>
      ) : (
        <Text key="property" size="sm">
          {view.property.nickname}
        </Text>
      ),
    );
    if (view.unit)
      crumbs.push(
        <Text key="unit" size="sm">
          {view.unit.nickname}
        </Text>,
      );
    crumbs.push(
      <Text key="level" size="sm" fw={600} aria-current="page">
        {tabLabels[view.level]}
      </Text>,
    );
  }

  return (
    <Stack gap="md" pb={selected.length ? 80 : 0}>
      <ListHeader
        title="Gallery"
        total={undefined}
        noun={['place', 'places']}
        description="Photos by property, unit and room."
        action={
          <Button leftSection={<IconPlus size={18} />} onClick={() => upload()}>
            Upload photos
          </Button>
        }
      />

      <Tabs
        value={view.property ? null : view.level}
        onChange={(value) => value && go({ level: value as GalleryLevel, property: null, unit: null })}
      >
        <Tabs.List>
          {galleryLevels.map((level) => (
            <Tabs.Tab key={level} value={level} aria-label={`${galleryLevelLabels[level]} level`}>
              {tabLabels[level]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

      {view.property && (
        <nav aria-label="Breadcrumb">
          <Breadcrumbs>{crumbs}</Breadcrumbs>
        </nav>
      )}

      <PagedListBody
        list={list}
        controls={controls}
        noun="gallery"
        cards={(entries) => (
          <Stack gap="md">
            {hasGallery === false && (
              <Text size="sm" c="dimmed">
                No photos yet — upload some to a property, a unit or a room.
              </Text>
            )}
            {entries.map((entry) => (
              <PlaceCard
                key={`${entry.level}-${entry.id}`}
                entry={entry}
                selectedIds={selected}
                onToggle={toggle}
                onOpen={openPhoto}
                onUpload={upload}
                onShowUnits={
                  entry.level === 'property'
                    ? (place) => go({ level: 'unit', property: { id: place.id, nickname: place.property.nickname }, unit: null })
                    : undefined
                }
                onShowRooms={
                  entry.level === 'room'
                    ? undefined
                    : (place) =>
                        go({
                          level: 'room',
                          property: { id: place.property.id, nickname: place.property.nickname },
                          unit: place.level === 'unit' && place.unit ? { id: place.unit.id, nickname: place.unit.nickname } : null,
                        })
                }
              />
            ))}
          </Stack>
        )}
        empty={
          <ListEmpty
            title={view.level === 'property' ? 'Add a property to start a gallery' : view.level === 'unit' ? 'No units here' : 'No rooms here'}
            text={
              view.level === 'property'
                ? 'Photos hang on a property, one of its units, or a room.'
                : view.level === 'unit'
                  ? 'Units appear here once a building has them.'
                  : 'Add rooms to a property to sort photos by room.'
            }
          />
        }
      />

      {selected.length > 0 && (
        <Affix position={{ bottom: 16, left: 16, right: 16 }} zIndex={150}>
          <Paper shadow="md" withBorder p="sm" radius="md" maw={560} mx="auto" role="region" aria-label="Selection">
            <Group justify="space-between" gap="xs">
              <Text fw={600} aria-live="polite">
                {selected.length} {selected.length === 1 ? 'photo' : 'photos'} selected
              </Text>
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={move}>
                  Move
                </Button>
                <Button size="xs" color="red" onClick={() => setConfirming(true)}>
                  Delete
                </Button>
                <Button size="xs" variant="subtle" onClick={() => setSelected([])}>
                  Clear
                </Button>
              </Group>
            </Group>
          </Paper>
        </Affix>
      )}

      <ConfirmDialog
        opened={confirming}
        title="Delete photos"
        message={`Delete ${selected.length} selected ${selected.length === 1 ? 'photo' : 'photos'} from the gallery?`}
        confirmLabel="Delete"
        loading={deleting.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
