/** Cards view of the properties list: rows of 1–3 cards, virtualised against the window. */
import { Anchor, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { Link } from 'react-router';
import { propertyTypeLabels, rentStatusLabels } from '@lintel/shared';
import type { Property } from '@lintel/shared';
import { useScrollMargin } from '../../../components/ui/infinite-list/use-scroll-margin.ts';
import { PropertyRowMenu } from './property-row-menu.tsx';
import { rentStatusBadgeProps } from './rent-status.ts';
import { IconPhoto } from '../../../components/ui/icons.tsx';
import { paths } from '../../../lib/paths.ts';
import { countOf } from '../../../lib/plural.ts';
import { StatusBadge } from '../../../components/ui/status-badge/status-badge.tsx';

const ROW_HEIGHT = 316;

function PropertyCard({ property }: { property: Property }) {
  const cover = property.images[0];
  return (
    <Card withBorder padding="md" component="article" aria-label={property.nickname} h={ROW_HEIGHT - 16}>
      <Card.Section>
        <div
          className="photo-frame"
          style={{ borderRadius: 0, aspectRatio: 'auto', height: 160, display: 'grid', placeItems: 'center' }}
        >
          {cover ? (
            <img src={cover.previewUrl ?? cover.url} alt="" decoding="async" />
          ) : (
            <IconPhoto size={32} color="var(--mantine-color-gray-6)" />
          )}
        </div>
      </Card.Section>
      <Group justify="space-between" mt="sm" wrap="nowrap">
        <Anchor component={Link} to={paths.property(property.id)} fw={650} truncate="end">
          {property.nickname}
        </Anchor>
        <PropertyRowMenu property={property} />
      </Group>
      <Text size="sm" c="dimmed" truncate="end">
        {property.location?.address ?? propertyTypeLabels[property.type]}
      </Text>
      <Group gap="xs" mt="xs">
        <StatusBadge {...rentStatusBadgeProps(property.rentStatus)}>{rentStatusLabels[property.rentStatus]}</StatusBadge>
        <Text size="xs" c="dimmed">
          {propertyTypeLabels[property.type]}
          {property.unitsCount ? ` · ${countOf(property.unitsCount, 'unit')}` : ''}
        </Text>
      </Group>
    </Card>
  );
}

export function PropertyCards({ items }: { items: Property[] }) {
  const wide = useMediaQuery('(min-width: 75em)');
  const medium = useMediaQuery('(min-width: 48em)');
  const columns = wide ? 3 : medium ? 2 : 1;
  const rowCount = Math.ceil(items.length / columns);
  const { ref, margin } = useScrollMargin<HTMLDivElement>();
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ROW_HEIGHT,
    overscan: 3,
    scrollMargin: margin,
  });

  return (
    <div
      ref={ref}
      role="list"
      aria-label="Properties"
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <SimpleGrid
          key={row.key}
          cols={columns}
          spacing="md"
          style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${row.start - margin}px)` }}
        >
          {items.slice(row.index * columns, row.index * columns + columns).map((property) => (
            <div role="listitem" key={property.id}>
              <PropertyCard property={property} />
            </div>
          ))}
        </SimpleGrid>
      ))}
    </div>
  );
}
