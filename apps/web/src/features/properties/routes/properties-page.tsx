/**
 * /properties: table/cards toggle (remembered), debounced search, sort, type and rent-status filters,
 * Active/Archived, paged list that loads more on scroll; empty, loading and error states.
 */
import { Button, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import {
  propertySortLabels,
  propertySortOptions,
  propertyTypeLabels,
  propertyTypes,
  rentStatusLabels,
  rentStatuses,
} from '@lintel/shared';
import type { PropertySort, PropertyType, RentStatus } from '@lintel/shared';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../lib/redux-hooks.ts';
import { defaultFilters, usePropertiesInfiniteQuery } from '../api/properties-api.ts';
import type { PropertyFilters } from '../api/properties-api.ts';
import { PropertyTable } from '../components/property-table.tsx';
import { PropertyCards } from '../components/property-cards.tsx';
import { useSearchFilter } from '../../../lib/use-search-filter.ts';
import { useCachedPagedList } from '../../../components/ui/paged-list/use-cached-paged-list.ts';
import { ListToolbar } from '../../../components/ui/paged-list/list-toolbar.tsx';
import { ListEmpty, ListHeader, PagedListBody } from '../../../components/ui/paged-list/paged-list-body.tsx';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { IconPlus } from '../../../components/ui/icons.tsx';

export const VIEW_STORAGE_KEY = 'lintel.propertiesView';

export default function PropertiesPage() {
  const dispatch = useAppDispatch();
  const role = useAppSelector((state) => state.auth.user?.role);
  const [filters, setFilters] = useState<PropertyFilters>(defaultFilters);
  const filtersChanged = (patch: Partial<PropertyFilters>) => setFilters((current) => ({ ...current, ...patch }));
  const [view, setView] = useLocalStorage<'table' | 'cards'>({
    key: VIEW_STORAGE_KEY,
    // Phones start on cards (a wide table scrolls sideways); the choice is remembered either way.
    defaultValue: typeof window !== 'undefined' && window.innerWidth < 768 ? 'cards' : 'table',
    getInitialValueInEffect: false,
  });
  const [search, setSearch] = useSearchFilter(filters.search, (value) => filtersChanged({ search: value }));
  const query = usePropertiesInfiniteQuery(filters, { skip: Boolean(role && role !== 'propertyManager' && role !== 'homeOwner') });
  const { list, controls } = useCachedPagedList(query, 'Failed to fetch properties');
  const hasProperty = query.data?.pages[0]?.meta.hasProperty;

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

  const clearFilters = () => {
    setSearch('');
    setFilters({ ...defaultFilters, archived: filters.archived });
  };
  const shown = filters.archived ? 'archived' : 'active';
  return (
    <Stack gap="md">
      <ListHeader
        title="Properties"
        total={list.pagination?.total}
        noun={[`${shown} property`, `${shown} properties`]}
        action={
          <Button leftSection={<IconPlus size={18} />} onClick={addProperty}>
            Add property
          </Button>
        }
      />
      <ListToolbar
        search={{ label: 'Search properties', placeholder: 'Name or address', value: search, onChange: setSearch }}
        sort={{
          value: filters.sortBy,
          options: propertySortOptions.map((value) => ({ value, label: propertySortLabels[value] })),
          onChange: (value) => filtersChanged({ sortBy: value as PropertySort }),
        }}
        activeFilters={[filters.type, filters.rentStatus, filters.archived].filter(Boolean).length}
        filters={
          <>
            <Select
              label="Type"
              placeholder="All types"
              clearable
              value={filters.type ?? null}
              data={propertyTypes
                .filter((type) => type !== 'unit')
                .map((value) => ({ value, label: propertyTypeLabels[value] }))}
              onChange={(value) => filtersChanged({ type: (value as PropertyType | null) ?? undefined })}
              style={{ flex: '1 1 140px', maxWidth: 180 }}
            />
            <Select
              label="Rent status"
              placeholder="Any status"
              clearable
              value={filters.rentStatus ?? null}
              data={rentStatuses.map((value) => ({ value, label: rentStatusLabels[value] }))}
              onChange={(value) => filtersChanged({ rentStatus: (value as RentStatus | null) ?? undefined })}
              style={{ flex: '1 1 140px', maxWidth: 190 }}
            />
            <SegmentedControl
              aria-label="Show active or archived properties"
              value={filters.archived ? 'archived' : 'active'}
              onChange={(value) => filtersChanged({ archived: value === 'archived' })}
              data={[
                { value: 'active', label: 'Active' },
                { value: 'archived', label: 'Archived' },
              ]}
            />
          </>
        }
        view={{ value: view, onChange: setView }}
      />
      <PagedListBody
        list={list}
        controls={controls}
        noun="properties"
        view={view}
        table={(items) => <PropertyTable items={items} />}
        cards={(items) => <PropertyCards items={items} />}
        empty={
          hasProperty === false ? (
            <ListEmpty
              title="Add your first property"
              text="Keep addresses, units, rooms, photos and taxes in one place. It takes about a minute."
              action={
                <Button leftSection={<IconPlus size={18} />} onClick={addProperty}>
                  Add your first property
                </Button>
              }
            />
          ) : (
            <ListEmpty
              title={filters.archived ? 'No archived properties' : 'No properties match'}
              action={
                filtered && (
                  <Button variant="light" onClick={clearFilters}>
                    Clear filters
                  </Button>
                )
              }
            />
          )
        }
      />
    </Stack>
  );
}
