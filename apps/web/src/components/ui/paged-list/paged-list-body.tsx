/**
 * The body of every paged list page (spec point 4): skeleton while the first page loads, the error
 * with Retry, the empty state, then the rows as a table or as cards (always cards on phones: the page's
 * own cards, or the table's, see VirtualTable) with the load-more sentinel below.
 */
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PagedListState } from '../../../lib/paged-list.ts';
import { LoadMoreSentinel } from '../infinite-list/load-more-sentinel.tsx';
import { ListLoadError, ListSkeleton } from '../list-states/list-states.tsx';
import { useIsPhone } from './list-toolbar.tsx';
import type { ListView } from './list-toolbar.tsx';
import type { PagedListControls } from './use-paged-list.ts';

type RenderRows<T> = (items: T[]) => ReactNode;

export type PagedListBodyProps<T> = {
  list: Pick<PagedListState<T>, 'items' | 'status' | 'loadMoreStatus' | 'error'>;
  controls: PagedListControls;
  /** Plural noun for the loading and error texts: "contacts" → "Loading contacts", "Could not load contacts". */
  noun: string;
  view?: ListView;
  /** Shown when the list loaded with no rows (see ListEmpty). */
  empty: ReactNode;
} & (
  /**
   * `table` alone: a VirtualTable, which turns into cards on phones by itself. `cards` alone, or both:
   * the page's own cards, shown on phones and in the cards view.
   */
  { table: RenderRows<T>; cards?: RenderRows<T> } | { table?: RenderRows<T>; cards: RenderRows<T> }
);

export function PagedListBody<T>({ list, controls, noun, view = 'table', table, cards, empty }: PagedListBodyProps<T>) {
  const isPhone = useIsPhone();
  if (list.status === 'rejected') {
    return <ListLoadError title={`Could not load ${noun}`} message={list.error} onRetry={controls.reload} />;
  }
  if (list.status === 'pending' || list.status === 'idle') return <ListSkeleton label={`Loading ${noun}`} />;
  if (list.items.length === 0) return <>{empty}</>;
  const rows = cards && (!table || view === 'cards' || isPhone) ? cards : table;
  return (
    <>
      {rows?.(list.items)}
      <LoadMoreSentinel
        hasMore={controls.hasMore}
        loading={list.loadMoreStatus === 'pending'}
        failed={list.loadMoreStatus === 'rejected'}
        onLoadMore={controls.loadMore}
      />
    </>
  );
}

/** The empty state: a title, an optional line of text and an optional action (create, clear filters). */
export function ListEmpty({ title, text, action }: { title: string; text?: ReactNode; action?: ReactNode }) {
  return (
    <Card withBorder padding="xl">
      <Stack align="center" gap="sm" ta="center">
        <Title order={2} size="h3">
          {title}
        </Title>
        {text && (
          <Text c="dimmed" maw={420}>
            {text}
          </Text>
        )}
        {action}
      </Stack>
    </Card>
  );
}

/** The page heading with the total count ("12 contacts") and the page's main action. */
export function ListHeader({
  title,
  total,
  noun,
  suffix = '',
  description,
  action,
}: {
  title: string;
  /** A line under the title saying what the page holds. */
  description?: ReactNode;
  total: number | undefined;
  noun: [singular: string, plural: string];
  /** Said after the count, e.g. " in Kitchen". */
  suffix?: string;
  action?: ReactNode;
}) {
  return (
    <Group justify="space-between">
      <div>
        <Title order={1}>{title}</Title>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
        {total !== undefined && (
          <Text c="dimmed" size="sm" aria-live="polite">
            {total} {total === 1 ? noun[0] : noun[1]}
            {suffix}
          </Text>
        )}
      </div>
      {action}
    </Group>
  );
}
