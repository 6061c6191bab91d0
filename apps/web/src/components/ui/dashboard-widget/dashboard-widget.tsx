/**
 * The frame of every dashboard widget (spec points 4 and 9): a titled card with "View all", skeleton
 * rows while the first load runs, "No X yet." / "Could not load X." when there is nothing to show,
 * else the newest items as a list.
 */
import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { AsyncStatus } from '@lintel/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface DashboardWidgetProps<T> {
  /** Heading, also the lower-case noun of the empty and error lines ("Contacts" → "No contacts yet."). */
  title: string;
  /** Where "View all" goes (omit for a widget without a list page). */
  viewAllTo?: string;
  status: AsyncStatus;
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Override of "No <title> yet.". */
  emptyText?: string;
  /** The noun of the empty and error lines when it is not the title ("Gallery" shows "photos"). */
  noun?: string;
  /** Items side by side in this many columns (thumbnails) instead of one below the other. */
  columns?: number;
  skeletonHeight?: number;
}

export function DashboardWidget<T>({
  title,
  viewAllTo,
  status,
  items,
  getKey,
  renderItem,
  emptyText,
  noun = title.toLowerCase(),
  columns,
  skeletonHeight = 36,
}: DashboardWidgetProps<T>) {
  const id = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-widget-title`;
  const listStyle = { listStyle: 'none', padding: 0, margin: 0 };
  const rows = items.map((item) => <li key={getKey(item)}>{renderItem(item)}</li>);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {viewAllTo && (
          <Anchor component={Link} to={viewAllTo} size="sm">
            View all
          </Anchor>
        )}
      </Group>
      {status === 'pending' && items.length === 0 ? (
        <SimpleGrid cols={columns ?? 1} spacing="xs">
          {Array.from({ length: columns ? columns * 2 : 3 }, (_, key) => (
            <Skeleton key={key} height={skeletonHeight} />
          ))}
        </SimpleGrid>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {status === 'rejected' ? `Could not load ${noun}.` : (emptyText ?? `No ${noun} yet.`)}
        </Text>
      ) : columns ? (
        <SimpleGrid cols={columns} spacing="xs" component="ul" style={listStyle}>
          {rows}
        </SimpleGrid>
      ) : (
        <Stack gap="xs" component="ul" style={listStyle}>
          {rows}
        </Stack>
      )}
    </Card>
  );
}
