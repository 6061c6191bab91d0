/** One place of the gallery (a property, unit or room) with its newest images; images are selectable. */
import { Badge, Button, Card, Checkbox, Group, Text, Title } from '@mantine/core';
import type { GalleryEntry } from '@lintel/shared';
import { IconPhoto } from '../../../components/ui/icons.tsx';

export function placeName(entry: Pick<GalleryEntry, 'level' | 'property' | 'unit' | 'room'>): string {
  if (entry.level === 'room' && entry.room) {
    const room = entry.room.nickname ? `${entry.room.nickname} (${entry.room.name})` : entry.room.name;
    return `${room} · ${entry.unit?.nickname ?? entry.property.nickname}`;
  }
  if (entry.level === 'unit' && entry.unit) return `${entry.unit.nickname} · ${entry.property.nickname}`;
  return entry.property.nickname;
}

export interface PlaceCardProps {
  entry: GalleryEntry;
  selectedIds: readonly string[];
  onToggle: (id: string) => void;
  onOpen: (entry: GalleryEntry, index: number) => void;
  onUpload: (entry: GalleryEntry) => void;
  onShowUnits?: (entry: GalleryEntry) => void;
  onShowRooms?: (entry: GalleryEntry) => void;
}

export function PlaceCard({
  entry,
  selectedIds,
  onToggle,
  onOpen,
  onUpload,
  onShowUnits,
  onShowRooms,
}: PlaceCardProps) {
  const name = placeName(entry);
  const more = entry.imagesCount - entry.gallery.length;
  return (
    <Card withBorder padding="md" component="section" aria-label={name}>
      <Group justify="space-between" wrap="wrap" gap="xs" mb="sm">
        <Group gap="xs">
          <Title order={2} size="h4">
            {name}
          </Title>
          <Badge variant="light" color="gray">
            {entry.imagesCount} {entry.imagesCount === 1 ? 'photo' : 'photos'}
          </Badge>
        </Group>
        <Group gap="xs">
          {onShowUnits && (
            <Button size="xs" variant="default" onClick={() => onShowUnits(entry)}>
              Units
            </Button>
          )}
          {onShowRooms && (
            <Button size="xs" variant="default" onClick={() => onShowRooms(entry)}>
              Rooms
            </Button>
          )}
          <Button size="xs" variant="light" onClick={() => onUpload(entry)}>
            Upload photos
          </Button>
        </Group>
      </Group>
      {entry.gallery.length === 0 ? (
        <Group gap="xs" c="dimmed">
          <IconPhoto size={18} />
          <Text size="sm">No photos here yet.</Text>
        </Group>
      ) : (
        <div className="gallery-grid" role="list" aria-label={`Photos of ${name}`}>
          {entry.gallery.map((item, index) => {
            const selected = selectedIds.includes(item.id);
            return (
              <div key={item.id} role="listitem" style={{ position: 'relative' }}>
                <button
                  type="button"
                  className="gallery-thumb"
                  aria-label={`Open photo ${index + 1} of ${name}`}
                  onClick={() => onOpen(entry, index)}
                  style={{ outline: selected ? '3px solid var(--mantine-color-blue-6)' : undefined }}
                >
                  <img src={item.image.previewUrl ?? item.image.url} alt="" loading="lazy" />
                </button>
                <Checkbox
                  aria-label={`Select photo ${index + 1} of ${name}`}
                  checked={selected}
                  onChange={() => onToggle(item.id)}
                  style={{ position: 'absolute', top: 6, left: 6 }}
                  styles={{ input: { background: 'white' } }}
                />
              </div>
            );
          })}
        </div>
      )}
      {more > 0 && (
        <Text size="xs" c="dimmed" mt="xs">
          and {more} older {more === 1 ? 'photo' : 'photos'}
        </Text>
      )}
    </Card>
  );
}
