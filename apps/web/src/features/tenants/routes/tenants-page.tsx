/** /tenants: table mode toggle (remembered), debounced search, sorts of spec point 9, paged list that loads more on scroll. */
import { useSearchFilter } from '../../../lib/use-search-filter.ts';
import { Button, Card, Group, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useCallback, useEffect, useState } from 'react';
import { tenantSortLabels, tenantSortOptions } from '@lintel/shared';
import type { TenantSort } from '@lintel/shared';
import { LoadMoreSentinel } from '../../../components/ui/infinite-list/load-more-sentinel.tsx';
import { ListLoadError, ListSkeleton } from '../../../components/ui/list-states/list-states.tsx';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { IconPlus, IconSearch } from '../../../components/ui/icons.tsx';
import { fetchTenants } from '../api/tenant-calls.ts';
import { tenantFiltersChanged, TENANTS_PAGE_SIZE } from '../state/tenants-slice.ts';
import { useTenantsDispatch, useTenantsSelector } from '../state/hooks.ts';
import { TenantCards, TenantTable } from '../components/tenant-table.tsx';
import { paths } from '../../../lib/paths.ts';
import { LandlordOnly } from '../../../components/ui/role-gate/role-gate.tsx';

function TenantsPageScreen() {
  const dispatch = useTenantsDispatch();
  const filters = useTenantsSelector((state) => state.tenants.filters);
  const list = useTenantsSelector((state) => state.tenants.list);
  const [view, setView] = useLocalStorage<'table' | 'cards'>({
    key: 'lintel.tenantsView',
    defaultValue: typeof window !== 'undefined' && window.innerWidth < 768 ? 'cards' : 'table',
    getInitialValueInEffect: false,
  });
  const [search, setSearch] = useSearchFilter(filters.search, (value) => dispatch(tenantFiltersChanged({ search: value })));
  const [reloadKey, setReloadKey] = useState(0);


  useEffect(() => {
    const request = dispatch(fetchTenants({ query: { ...filters, page: 1, pageSize: TENANTS_PAGE_SIZE } }));
    return () => request.abort();
  }, [filters, reloadKey, dispatch]);

  const pagination = list.pagination;
  const hasMore = Boolean(pagination && pagination.page < pagination.totalPages) && list.status === 'succeeded';
  const loadMore = useCallback(() => {
    if (!pagination || list.loadMoreStatus === 'pending') return;
    void dispatch(fetchTenants({ query: { ...filters, page: pagination.page + 1, pageSize: TENANTS_PAGE_SIZE }, append: true }));
  }, [pagination, list.loadMoreStatus, filters, dispatch]);
  const addTenant = () => dispatch(modalOpened({ name: modalNames.tenantForm }));

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <div>
          <Title order={1}>Tenants</Title>
          {pagination && (
            <Text c="dimmed" size="sm" aria-live="polite">
              {pagination.total} {pagination.total === 1 ? 'tenant' : 'tenants'}
            </Text>
          )}
        </div>
        <Button leftSection={<IconPlus size={18} />} onClick={addTenant}>
          Add tenant
        </Button>
      </Group>
      <Card withBorder padding="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label="Search tenants"
            placeholder="Name, e-mail or phone"
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
            data={tenantSortOptions.map((value) => ({ value, label: tenantSortLabels[value] }))}
            onChange={(value) => value && dispatch(tenantFiltersChanged({ sortBy: value as TenantSort }))}
            style={{ flex: '1 1 150px', maxWidth: 200 }}
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
          title="Could not load tenants"
          message={list.error}
          onRetry={() => setReloadKey((key) => key + 1)}
        />
      )}
      {(list.status === 'pending' || list.status === 'idle') && <ListSkeleton label="Loading tenants" rows={5} />}
      {list.status === 'succeeded' && list.items.length === 0 && (
        <Card withBorder padding="xl">
          <Stack align="center" gap="sm" ta="center">
            <Title order={2} size="h3">
              {filters.search ? 'No tenants match' : 'Add your first tenant'}
            </Title>
            {!filters.search && (
              <>
                <Text c="dimmed" maw={420}>
                  Keep your tenants' contact details and IDs in one place, then put them on a lease.
                </Text>
                <Button leftSection={<IconPlus size={18} />} onClick={addTenant}>
                  Add your first tenant
                </Button>
              </>
            )}
          </Stack>
        </Card>
      )}
      {list.status === 'succeeded' && list.items.length > 0 && (
        <>
          {view === 'table' ? <TenantTable items={list.items} /> : <TenantCards items={list.items} />}
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

export default function TenantsPage() {
  return (
    <LandlordOnly title="Tenants" tenantHome={paths.myLease}>
      <TenantsPageScreen />
    </LandlordOnly>
  );
}
