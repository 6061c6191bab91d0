/**
 * /properties: table/cards toggle (remembered), debounced search, sort, type and rent-status filters,
 * Active/Archived, paged list that loads more on scroll; empty, loading and error states.
 */
import { Button, Card, Group, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useLocalStorage } from '@mantine/hooks';
import { useCallback, useEffect, useState } from 'react';
import {
  propertySortLabels,
  propertySortOptions,
  propertyTypeLabels,
  propertyTypes,
  rentStatusLabels,
  rentStatuses,
} from '@lintel/shared';
import type { PropertySort, PropertyType, RentStatus } from '@lintel/shared';
import { useAppDispatch, useAppSelector } from '../../../lib/redux-hooks.ts';
import { fetchProperties } from '../api/property-calls.ts';
import { defaultFilters, filtersChanged, PROPERTIES_PAGE_SIZE } from '../state/properties-slice.ts';
import { PropertyTable } from '../components/property-table.tsx';
import { PropertyCards } from '../components/property-cards.tsx';
import { LoadMoreSentinel } from '../../../components/ui/infinite-list/load-more-sentinel.tsx';
import { ListLoadError, ListSkeleton } from '../../../components/ui/list-states/list-states.tsx';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { IconPlus, IconSearch } from '../../../components/ui/icons.tsx';

export const VIEW_STORAGE_KEY = 'lintel.propertiesView';
const SEARCH_DEBOUNCE_MS = 400;

export default function PropertiesPage() {
  const dispatch = useAppDispatch();
  const role = useAppSelector((state) => state.auth.user?.role);
  const filters = useAppSelector((state) => state.properties.filters);
  const list = useAppSelector((state) => state.properties.list);
  const [view, setView] = useLocalStorage<'table' | 'cards'>({
    key: VIEW_STORAGE_KEY,
    // Phones start on cards (a wide table scrolls sideways); the choice is remembered either way.
    defaultValue: typeof window !== 'undefined' && window.innerWidth < 768 ? 'cards' : 'table',
    getInitialValueInEffect: false,
  });
  const [search, setSearch] = useState(filters.search ?? '');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [reloadKey, setReloadKey] = useState(0);

  useEffect(() => {
    if ((filters.search ?? '') !== debouncedSearch) dispatch(filtersChanged({ search: debouncedSearch || undefined }));
  }, [debouncedSearch, filters.search, dispatch]);

  useEffect(() => {
    const request = dispatch(fetchProperties({ query: { ...filters, page: 1, pageSize: PROPERTIES_PAGE_SIZE } }));
    return () => request.abort();
  }, [filters, reloadKey, dispatch]);

  const pagination = list.pagination;
  const hasMore = Boolean(pagination && pagination.page < pagination.totalPages) && list.status === 'succeeded';
  const loadMore = useCallback(() => {
    if (!pagination || list.loadMoreStatus === 'pending') return;
    void dispatch(
      fetchProperties({
        query: { ...filters, page: pagination.page + 1, pageSize: PROPERTIES_PAGE_SIZE },
        append: true,
      }),
    );
  }, [pagination, list.loadMoreStatus, filters, dispatch]);

  const addProperty = () => dispatch(modalOpened({ name: modalNames.addProperty }));
  const filtered = Boolean(filters.search || filters.type || filters.rentStatus);

  if (role && role !== 'propertyManager' && role !== 'homeOwner') {
    return (
      <Stack>
        <Title order={1}>Properties</Title>
        <Text>Properties are managed by property managers and homeowners.</Text>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <div>
          <Title order={1}>Properties</Title>
          {pagination && (
            <Text c="dimmed" size="sm" aria-live="polite">
              {pagination.total} {filters.archived ? 'archived' : 'active'}{' '}
              {pagination.total === 1 ? 'property' : 'properties'}
            </Text>
          )}
        </div>
        <Button leftSection={<IconPlus size={18} />} onClick={addProperty}>
          Add property
        </Button>
      </Group>

      <Card withBorder padding="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label="Search properties"
            placeholder="Name or address"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            style={{ flex: '1 1 220px' }}
            type="search"
          />
          <Select
            label="Sort by"
            allowDeselect={false}
            value={filters.sortBy}
            data={propertySortOptions.map((value) => ({ value, label: propertySortLabels[value] }))}
            onChange={(value) => value && dispatch(filtersChanged({ sortBy: value as PropertySort }))}
            style={{ flex: '1 1 150px', maxWidth: 200 }}
          />
          <Select
            label="Type"
            placeholder="All types"
            clearable
            value={filters.type ?? null}
            data={propertyTypes
              .filter((type) => type !== 'unit')
              .map((value) => ({ value, label: propertyTypeLabels[value] }))}
            onChange={(value) => dispatch(filtersChanged({ type: (value as PropertyType | null) ?? undefined }))}
            style={{ flex: '1 1 140px', maxWidth: 180 }}
          />
          <Select
            label="Rent status"
            placeholder="Any status"
            clearable
            value={filters.rentStatus ?? null}
            data={rentStatuses.map((value) => ({ value, label: rentStatusLabels[value] }))}
            onChange={(value) => dispatch(filtersChanged({ rentStatus: (value as RentStatus | null) ?? undefined }))}
            style={{ flex: '1 1 140px', maxWidth: 190 }}
          />
          <SegmentedControl
            aria-label="Show active or archived properties"
            value={filters.archived ? 'archived' : 'active'}
            onChange={(value) => dispatch(filtersChanged({ archived: value === 'archived' }))}
            data={[
              { value: 'active', label: 'Active' },
              { value: 'archived', label: 'Archived' },
            ]}
          />
          <SegmentedControl
            aria-label="View as"
            value={view}
            onChange={(value) => setView(value as 'table' | 'cards')}
            data={[
              { value: 'table', label: 'Table' },
              { value: 'cards', label: 'Cards' },
            ]}
          />
        </Group>
      </Card>

      {list.status === 'rejected' && (
        <ListLoadError
          title="Could not load properties"
          message={list.error}
          onRetry={() => setReloadKey((key) => key + 1)}
        />
      )}

      {(list.status === 'pending' || list.status === 'idle') && <ListSkeleton label="Loading properties" />}

      {list.status === 'succeeded' && list.items.length === 0 && (
        <Card withBorder padding="xl">
          <Stack align="center" gap="sm" ta="center">
            {list.hasProperty === false ? (
              <>
                <Title order={2} size="h3">
                  Add your first property
                </Title>
                <Text c="dimmed" maw={420}>
                  Keep addresses, units, rooms, photos and taxes in one place. It takes about a minute.
                </Text>
                <Button leftSection={<IconPlus size={18} />} onClick={addProperty}>
                  Add your first property
                </Button>
              </>
            ) : (
              <>
                <Title order={2} size="h3">
                  {filters.archived ? 'No archived properties' : 'No properties match'}
                </Title>
                {filtered && (
                  <Button
                    variant="light"
                    onClick={() => {
                      setSearch('');
                      dispatch(
                        filtersChanged({
                          ...defaultFilters,
                          archived: filters.archived,
                          search: undefined,
                          type: undefined,
                          rentStatus: undefined,
                        }),
                      );
                    }}
                  >
                    Clear filters
                  </Button>
                )}
              </>
            )}
          </Stack>
        </Card>
      )}

      {list.status === 'succeeded' && list.items.length > 0 && (
        <>
          {view === 'table' ? <PropertyTable items={list.items} /> : <PropertyCards items={list.items} />}
          <LoadMoreSentinel
            hasMore={hasMore}
            loading={list.loadMoreStatus === 'pending'}
            failed={list.loadMoreStatus === 'rejected'}
            onLoadMore={loadMore}
          />
        </>
      )}
    </Stack>
  );
}
