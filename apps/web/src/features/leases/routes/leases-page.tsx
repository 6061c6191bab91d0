/** /leases: sorts of spec point 9, status and property filters, search, paged list that loads more on scroll. */
import { useSearchFilter } from '../../../lib/use-search-filter.ts';
import { Button, Group, Select, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { leaseSortLabels, leaseSortOptions, leaseStatusLabels, leaseStatuses } from '@lintel/shared';
import type { LeaseSort, LeaseStatus } from '@lintel/shared';
import { useCachedPagedList } from '../../../components/ui/paged-list/use-cached-paged-list.ts';
import { ListToolbar } from '../../../components/ui/paged-list/list-toolbar.tsx';
import { ListEmpty, ListHeader, PagedListBody } from '../../../components/ui/paged-list/paged-list-body.tsx';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { IconPlus } from '../../../components/ui/icons.tsx';
import { useAppDispatch, useAppSelector } from '../../../lib/redux-hooks.ts';
import { useLeasesInfiniteQuery } from '../api/leases-api.ts';
import { leaseFiltersChanged, LEASES_PAGE_SIZE, selectLeases } from '../state/leases-slice.ts';
import { LeaseTable } from '../components/lease-table.tsx';
import { LandlordOnly } from '../../../components/ui/role-gate/role-gate.tsx';
import { PropertyFilter } from '../../../components/ui/property-picker/property-filter.tsx';

function LeasesPageScreen() {
  const dispatch = useAppDispatch();
  const filters = useAppSelector((state) => selectLeases(state).filters);
  const [search, setSearch] = useSearchFilter(filters.search, (value) =>
    dispatch(leaseFiltersChanged({ search: value })),
  );
  const { list, controls } = useCachedPagedList(useLeasesInfiniteQuery({ ...filters, pageSize: LEASES_PAGE_SIZE }), 'Failed to fetch leases');
  const addLease = () => dispatch(modalOpened({ name: modalNames.addLease }));
  const filtered = Boolean(filters.search || filters.status || filters.propertyId);
  const clearFilters = () => {
    setSearch('');
    dispatch(leaseFiltersChanged({ search: undefined, status: undefined, propertyId: undefined }));
  };

  return (
    <Stack gap="md">
      <ListHeader
        title="Leases"
        total={list.pagination?.total}
        noun={['lease', 'leases']}
        action={
          <Group gap="xs">
            <Button variant="default" component={Link} to={paths.leaseTemplates}>
              Lease templates
            </Button>
            <Button leftSection={<IconPlus size={18} />} onClick={addLease}>
              Add lease
            </Button>
          </Group>
        }
      />
      <ListToolbar
        search={{ label: 'Search leases', placeholder: 'Property or tenant', value: search, onChange: setSearch }}
        sort={{
          value: filters.sortBy,
          options: leaseSortOptions.map((value) => ({ value, label: leaseSortLabels[value] })),
          onChange: (value) => dispatch(leaseFiltersChanged({ sortBy: value as LeaseSort })),
        }}
        activeFilters={[filters.status, filters.propertyId].filter(Boolean).length}
        filters={
          <>
            <Select
              label="Status"
              placeholder="Any status"
              clearable
              value={filters.status ?? null}
              data={leaseStatuses.map((value) => ({ value, label: leaseStatusLabels[value] }))}
              onChange={(value) =>
                dispatch(leaseFiltersChanged({ status: (value as LeaseStatus | null) ?? undefined }))
              }
              style={{ flex: '1 1 150px', maxWidth: 190 }}
            />
            <PropertyFilter
              value={filters.propertyId}
              onChange={(propertyId) => dispatch(leaseFiltersChanged({ propertyId }))}
            />
          </>
        }
      />
      <PagedListBody
        list={list}
        controls={controls}
        noun="leases"
        table={(items) => <LeaseTable items={items} />}
        empty={
          filtered ? (
            <ListEmpty
              title="No leases match"
              action={
                <Button variant="light" onClick={clearFilters}>
                  Clear filters
                </Button>
              }
            />
          ) : (
            <ListEmpty
              title="Create your first lease"
              text="Lintel writes the lease as a PDF from its terms, sends it to your tenants and collects every e-signature."
              action={
                <Button leftSection={<IconPlus size={18} />} onClick={addLease}>
                  Add lease
                </Button>
              }
            />
          )
        }
      />
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
