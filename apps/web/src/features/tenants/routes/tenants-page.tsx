/** /tenants: table mode toggle (remembered), debounced search, sorts of spec point 9, paged list that loads more on scroll. */
import { useSearchFilter } from '../../../lib/use-search-filter.ts';
import { Button, Stack } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { tenantSortLabels, tenantSortOptions } from '@lintel/shared';
import type { TenantSort } from '@lintel/shared';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCachedPagedList } from '../../../components/ui/paged-list/use-cached-paged-list.ts';
import { ListToolbar } from '../../../components/ui/paged-list/list-toolbar.tsx';
import { ListEmpty, ListHeader, PagedListBody } from '../../../components/ui/paged-list/paged-list-body.tsx';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { IconPlus } from '../../../components/ui/icons.tsx';
import { useTenantQuery, useTenantsInfiniteQuery } from '../api/tenants-api.ts';
import type { TenantFilters } from '../api/tenants-api.ts';
import { useAppDispatch } from '../../../lib/redux-hooks.ts';
import { TenantCards, TenantTable } from '../components/tenant-table.tsx';
import { paths } from '../../../lib/paths.ts';
import { LandlordOnly } from '../../../components/ui/role-gate/role-gate.tsx';

function TenantsPageScreen() {
  const dispatch = useAppDispatch();
  const [filters, setFilters] = useState<TenantFilters>({ sortBy: 'newest' });
  const tenantFiltersChanged = (patch: Partial<TenantFilters>) => setFilters((current) => ({ ...current, ...patch }));
  const [view, setView] = useLocalStorage<'table' | 'cards'>({
    key: 'lintel.tenantsView',
    defaultValue: typeof window !== 'undefined' && window.innerWidth < 768 ? 'cards' : 'table',
    getInitialValueInEffect: false,
  });
  const [search, setSearch] = useSearchFilter(filters.search, (value) => tenantFiltersChanged({ search: value }));
  const { list, controls } = useCachedPagedList(useTenantsInfiniteQuery(filters), 'Failed to fetch tenants');
  const addTenant = () => dispatch(modalOpened({ name: modalNames.tenantForm }));

  // A notification's link /tenants?id=… ("New user joined") opens that tenant's details.
  const [params, setParams] = useSearchParams();
  const linked = params.get('id');
  const linkedTenant = useTenantQuery(linked ?? '', { skip: !linked });
  useEffect(() => {
    if (!linked || linkedTenant.isFetching) return;
    if (linkedTenant.data) dispatch(modalOpened({ name: modalNames.tenantDetails, props: { tenant: linkedTenant.data } }));
    if (linkedTenant.data || linkedTenant.isError) setParams({}, { replace: true });
  }, [linked, linkedTenant.data, linkedTenant.isError, linkedTenant.isFetching, dispatch, setParams]);

  return (
    <Stack gap="md">
      <ListHeader
        title="Tenants"
        total={list.pagination?.total}
        noun={['tenant', 'tenants']}
        action={
          <Button leftSection={<IconPlus size={18} />} onClick={addTenant}>
            Add tenant
          </Button>
        }
      />
      <ListToolbar
        search={{ label: 'Search tenants', placeholder: 'Name, e-mail or phone', value: search, onChange: setSearch }}
        sort={{
          value: filters.sortBy,
          options: tenantSortOptions.map((value) => ({ value, label: tenantSortLabels[value] })),
          onChange: (value) => tenantFiltersChanged({ sortBy: value as TenantSort }),
        }}
        view={{ value: view, onChange: setView }}
      />
      <PagedListBody
        list={list}
        controls={controls}
        noun="tenants"
        view={view}
        table={(items) => <TenantTable items={items} />}
        cards={(items) => <TenantCards items={items} />}
        empty={
          filters.search ? (
            <ListEmpty title="No tenants match" />
          ) : (
            <ListEmpty
              title="Add your first tenant"
              text="Keep your tenants' contact details and IDs in one place, then put them on a lease."
              action={
                <Button leftSection={<IconPlus size={18} />} onClick={addTenant}>
                  Add your first tenant
                </Button>
              }
            />
          )
        }
      />
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
