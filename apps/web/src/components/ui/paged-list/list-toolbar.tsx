/**
 * The toolbar of every paged list page: search, sort, the page's filters and the table/cards toggle.
 * On phones (below Mantine's `sm`) it is one search box plus a "Filters" button that opens a drawer
 * with the sort and the filters; the toggle is hidden there because phones always get cards. A list
 * its API cannot search (payments) leaves `search` out.
 */
import { Badge, Button, Card, Drawer, Group, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { IconSearch } from '../icons.tsx';
import { useIsPhone } from '../infinite-list/use-is-phone.ts';

export { PHONE_QUERY, useIsPhone } from '../infinite-list/use-is-phone.ts';

export type ListView = 'table' | 'cards';

export interface ListToolbarProps {
  /** Left out when the list's endpoint has no search (the filters then open the phone's drawer alone). */
  search?: { label: string; placeholder?: string; value: string; onChange: (value: string) => void };
  sort?: { label?: string; value: string; options: readonly { value: string; label: string }[]; onChange: (value: string) => void };
  /** The page's own filter fields (Selects, a date range…). */
  filters?: ReactNode;
  /** How many filters are set (shown on the phone's Filters button). */
  activeFilters?: number;
  view?: { value: ListView; onChange: (view: ListView) => void };
}

export function ListToolbar({ search, sort, filters, activeFilters = 0, view }: ListToolbarProps) {
  const isPhone = useIsPhone();
  const [drawerOpen, drawer] = useDisclosure(false);
  const searchBox = search && (
    <TextInput
      label={search.label}
      placeholder={search.placeholder}
      leftSection={<IconSearch size={16} />}
      value={search.value}
      onChange={(event) => search.onChange(event.currentTarget.value)}
      style={{ flex: '1 1 220px' }}
      type="search"
    />
  );
  const sortSelect = sort && (
    <Select
      label={sort.label ?? 'Sort by'}
      allowDeselect={false}
      value={sort.value}
      data={sort.options.map((option) => ({ ...option }))}
      onChange={(value) => value && sort.onChange(value)}
      style={{ flex: '1 1 150px', maxWidth: isPhone ? undefined : 200 }}
    />
  );
  if (isPhone) {
    const hasDrawer = Boolean(sort || filters);
    return (
      <Card withBorder padding="sm">
        <Group gap="sm" align="flex-end" wrap="nowrap">
          {searchBox}
          {hasDrawer && (
            <Button
              variant="default"
              onClick={drawer.open}
              aria-label={activeFilters > 0 ? `Filters, ${activeFilters} active` : undefined}
              rightSection={activeFilters > 0 ? <Badge size="sm" circle>{activeFilters}</Badge> : undefined}
            >
              Filters
            </Button>
          )}
        </Group>
        <Drawer opened={drawerOpen} onClose={drawer.close} position="bottom" title="Sort and filter" size="auto">
          <Stack gap="sm" pb="md">
            {sortSelect}
            {filters}
            <Button onClick={drawer.close}>Show results</Button>
          </Stack>
        </Drawer>
      </Card>
    );
  }
  return (
    <Card withBorder padding="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        {searchBox}
        {sortSelect}
        {filters}
        {view && (
          <SegmentedControl
            aria-label="View as"
            value={view.value}
            onChange={(value) => view.onChange(value as ListView)}
            data={[
              { value: 'table', label: 'Table' },
              { value: 'cards', label: 'Cards' },
            ]}
          />
        )}
      </Group>
    </Card>
  );
}
