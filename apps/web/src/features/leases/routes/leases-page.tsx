/** /leases: sorts of spec point 9, status and property filters, search, paged list that loads more on scroll. */
import { useSearchFilter } from '../../../lib/use-search-filter.ts';
import { Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { leaseSortLabels, leaseSortOptions, leaseStatusLabels, leaseStatuses } from '@lintel/shared';
import type { LeaseSort, LeaseStatus } from '@lintel/shared';
import { LoadMoreSentinel } from '../../../components/ui/infinite-list/load-more-sentinel.tsx';
import { ListLoadError, ListSkeleton } from '../../../components/ui/list-states/list-states.tsx';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { IconPlus, IconSearch } from '../../../components/ui/icons.tsx';
import { fetchLeases } from '../api/lease-calls.ts';
import { leaseFiltersChanged, LEASES_PAGE_SIZE } from '../state/leases-slice.ts';
import { useLeasesDispatch, useLeasesSelector } from '../state/hooks.ts';
import { LeaseTable } from '../components/lease-table.tsx';
import { usePropertyOptions } from '../components/use-lease-lookups.ts';
import { LandlordOnly } from '../../../components/ui/role-gate/role-gate.tsx';

function LeasesPageScreen() {
  const dispatch = useLeasesDispatch();
  const filters = useLeasesSelector((state) => state.leases.filters);
  const list = useLeasesSelector((state) => state.leases.list);
  const properties = usePropertyOptions();
  const [search, setSearch] = useSearchFilter(filters.search, (value) => dispatch(leaseFiltersChanged({ search: value })));
  const [reloadKey, setReloadKey] = useState(0);


  useEffect(() => {
    const request = dispatch(fetchLeases({ query: { ...filters, page: 1, pageSize: LEASES_PAGE_SIZE } }));
    return () => request.abort();
  }, [filters, reloadKey, dispatch]);

  const pagination = list.pagination;
  const hasMore = Boolean(pagination && pagination.page < pagination.totalPages) && list.status === 'succeeded';
  const loadMore = useCallback(() => {
    if (!pagination || list.loadMoreStatus === 'pending') return;
    void dispatch(fetchLeases({ query: { ...filters, page: pagination.page + 1, pageSize: LEASES_PAGE_SIZE }, append: true }));
  }, [pagination, list.loadMoreStatus, filters, dispatch]);
  const addLease = () => dispatch(modalOpened({ name: modalNames.addLease }));
  const filtered = Boolean(filters.search || filters.status || filters.propertyId);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <div>
          <Title order={1}>Leases</Title>
          {pagination && (
            <Text c="dimmed" size="sm" aria-live="polite">
              {pagination.total} {pagination.total === 1 ? 'lease' : 'leases'}
            </Text>
          )}
        </div>
        <Group gap="xs">
          <Button variant="default" component={Link} to={paths.leaseTemplates}>
            Lease templates
          </Button>
          <Button leftSection={<IconPlus size={18} />} onClick={addLease}>
            Add lease
          </Button>
        </Group>
      </Group>
      <Card withBorder padding="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label="Search leases"
            placeholder="Property or tenant"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            style={{ flex: '1 1 200px' }}
            type="search"
          />
          <Select
            label="Sort by"
            allowDeselect={false}
            value={filters.sortBy}
            data={leaseSortOptions.map((value) => ({ value, label: leaseSortLabels[value] }))}
            onChange={(value) => value && dispatch(leaseFiltersChanged({ sortBy: value as LeaseSort }))}
            style={{ flex: '1 1 160px', maxWidth: 210 }}
          />
          <Select
            label="Status"
            placeholder="Any status"
            clearable
            value={filters.status ?? null}
            data={leaseStatuses.map((value) => ({ value, label: leaseStatusLabels[value] }))}
            onChange={(value) => dispatch(leaseFiltersChanged({ status: (value as LeaseStatus | null) ?? undefined }))}
            style={{ flex: '1 1 150px', maxWidth: 190 }}
          />
          <Select
            label="Property"
            placeholder="All properties"
            clearable
            searchable
            value={filters.propertyId ?? null}
            data={properties.data.map(({ value, label }) => ({ value, label }))}
            onChange={(value) => dispatch(leaseFiltersChanged({ propertyId: value ?? undefined }))}
            style={{ flex: '1 1 170px', maxWidth: 230 }}
          />
        </Group>
      </Card>
      {list.status === 'rejected' && (
        <ListLoadError
          title="Could not load leases"
          message={list.error}
          onRetry={() => setReloadKey((key) => key + 1)}
        />
      )}
      {(list.status === 'pending' || list.status === 'idle') && <ListSkeleton label="Loading leases" rows={5} />}
      {list.status === 'succeeded' && list.items.length === 0 && (
        <Card withBorder padding="xl">
          <Stack align="center" gap="sm" ta="center">
            <Title order={2} size="h3">
              {filtered ? 'No leases match' : 'Create your first lease'}
            </Title>
            {filtered ? (
              <Button
                variant="light"
                onClick={() => {
                  setSearch('');
                  dispatch(leaseFiltersChanged({ search: undefined, status: undefined, propertyId: undefined }));
                }}
              >
                Clear filters
              </Button>
            ) : (
              <>
                <Text c="dimmed" maw={440}>
                  Lintel writes the lease as a PDF from its terms, sends it to your tenants and collects every
                  e-signature.
                </Text>
                <Button leftSection={<IconPlus size={18} />} onClick={addLease}>
                  Add lease
                </Button>
              </>
            )}
          </Stack>
        </Card>
      )}
      {list.status === 'succeeded' && list.items.length > 0 && (
        <>
          <LeaseTable items={list.items} />
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

export default function LeasesPage() {
  return (
    <LandlordOnly title="Leases" tenantHome={paths.myLease}>
      <LeasesPageScreen />
    </LandlordOnly>
  );
}
