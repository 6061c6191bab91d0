/**
 * The frame of every dashboard widget (spec points 4 and 9): a titled card with "View all", skeleton
 * rows while the first load runs, "No X yet." / "Could not load X." when there is nothing to show,
 * else the newest items as a list — or, with `render`, as the widget lays them out (a photo grid, the
 * one record of a summary card: pass `items={data ? [data] : []}`).
 */
import { Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
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
  /** Key and content of each row of the default list (not needed with `render`). */
  getKey?: (item: T) => string;
  renderItem?: (item: T) => ReactNode;
  /** Override of "No <title> yet.". */
  emptyText?: string;
  /** What to do when there is nothing yet (issue 11 item 6): a button under the empty line, e.g. "Add an item". */
  emptyAction?: { label: string; to: string };
  /** Override of "Could not load <title>.". */
  errorText?: string;
  /** Override of "View all" (its accessible name). */
  viewAllLabel?: string;
  skeletonHeight?: number;
  /** Replaces the three skeleton rows (e.g. a grid of thumbnails). */
  skeleton?: ReactNode;
  /** Replaces the default list of `renderItem`s (a grid, a single summary). */
  render?: (items: readonly T[]) => ReactNode;
}

export function DashboardWidget<T>({
  title,
  viewAllTo,
  status,
  items,
  getKey,
  renderItem,
  emptyText,
  emptyAction,
  errorText,
  viewAllLabel = 'View all',
  skeletonHeight = 36,
  skeleton,
  render,
}: DashboardWidgetProps<T>) {
  const id = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-widget-title`;
  const noun = title.toLowerCase();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {viewAllTo && (
          <Anchor component={Link} to={viewAllTo} size="sm">
            {viewAllLabel}
          </Anchor>
        )}
      </Group>
      {status === 'pending' && items.length === 0 ? (
        (skeleton ?? (
          <Stack gap="xs">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} height={skeletonHeight} />
            ))}
          </Stack>
        ))
      ) : items.length === 0 ? (
        <Stack gap="xs" align="flex-start">
          <Text size="sm" c="dimmed">
            {status === 'rejected' ? (errorText ?? `Could not load ${noun}.`) : (emptyText ?? `No ${noun} yet.`)}
          </Text>
          {status !== 'rejected' && emptyAction && (
            <Button component={Link} to={emptyAction.to} size="xs" variant="light">
              {emptyAction.label}
            </Button>
          )}
        </Stack>
      ) : render ? (
        render(items)
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item, index) => (
            <li key={getKey?.(item) ?? index}>{renderItem?.(item)}</li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
