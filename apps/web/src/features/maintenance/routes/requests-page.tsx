/**
 * /requests (spec points 2, 4): the landlord's tenant requests by status tab (in review, all, ongoing,
 * completed, rejected) and property, with the property's request-portal card; a tenant's own requests
 * with "New request". A newer filter cancels the older fetch (usePagedList aborts it).
 */
import { Button, Card, Stack, Table, Tabs, Text, UnstyledButton } from '@mantine/core';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { can, requestStatusFilters, requestStatusLabels } from '@lintel/shared';
import type { RequestStatusFilter, TenantRequest } from '@lintel/shared';
import { useAppSelector } from '../../../lib/redux-hooks.ts';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { IconPlus } from '../../../components/ui/icons.tsx';
import { usePagedList } from '../../../components/ui/paged-list/use-paged-list.ts';
import { ListToolbar } from '../../../components/ui/paged-list/list-toolbar.tsx';
import { ListEmpty, ListHeader, PagedListBody } from '../../../components/ui/paged-list/paged-list-body.tsx';
import { PropertyFilter } from '../../../components/ui/property-picker/property-filter.tsx';
import { usePropertyOptions } from '../../../components/ui/property-picker/use-property-places.ts';
import { useLiveEvent } from '../../../lib/live/live.ts';
import { fetchTenantRequests } from '../api/maintenance-calls.ts';
import { requestFiltersChanged } from '../state/requests-slice.ts';
import { useRequestsDispatch, useRequestsSelector } from '../state/hooks.ts';
import { categoryLabel, RequestBadges, requesterLabel } from '../components/request-format.tsx';
import { PortalCard } from '../components/portal-card.tsx';
import { formatDate } from '../../../lib/format.ts';

function useOpenDetails() {
  const dispatch = useRequestsDispatch();
  return (request: TenantRequest) => dispatch(modalOpened({ name: modalNames.requestDetails, props: { requestId: request.id, initial: request } }));
}

function RequestTable({ items }: { items: TenantRequest[] }) {
  const open = useOpenDetails();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table withTableBorder verticalSpacing="sm" highlightOnHover aria-label="Requests">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Request</Table.Th>
            <Table.Th>Property</Table.Th>
            <Table.Th>From</Table.Th>
            <Table.Th>Filed</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((request) => (
            <Table.Tr key={request.id}>
              <Table.Td maw={320}>
                <UnstyledButton onClick={() => open(request)} fw={600} c="indigo.7" aria-label={`Open request ${categoryLabel(request)} at ${request.propertyName}`}>
                  {categoryLabel(request)}
                </UnstyledButton>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {request.description}
                </Text>
              </Table.Td>
              <Table.Td>{request.propertyName}</Table.Td>
              <Table.Td>{requesterLabel(request)}</Table.Td>
              <Table.Td>{formatDate(request.createdAt)}</Table.Td>
              <Table.Td>
                <RequestBadges request={request} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RequestCards({ items }: { items: TenantRequest[] }) {
  const open = useOpenDetails();
  return (
    <Stack gap="sm">
      {items.map((request) => (
        <Card key={request.id} withBorder padding="sm" component="article" aria-label={categoryLabel(request)}>
          <UnstyledButton onClick={() => open(request)} style={{ width: '100%' }}>
            <Text fw={600}>{categoryLabel(request)}</Text>
            <Text size="sm" lineClamp={2}>
              {request.description}
            </Text>
            <Text size="xs" c="dimmed" my={4}>
              {request.propertyName} · {requesterLabel(request)} · {formatDate(request.createdAt)}
            </Text>
            <RequestBadges request={request} />
          </UnstyledButton>
        </Card>
      ))}
    </Stack>
  );
}

export default function RequestsPage() {
  const dispatch = useRequestsDispatch();
  const role = useAppSelector((state) => state.auth.user?.role);
  const landlord = role !== undefined && can(role, 'tenantRequest.manage');
  const filters = useRequestsSelector((state) => state.tenantRequests.filters);
  const list = useRequestsSelector((state) => state.tenantRequests.list);
  const { options } = usePropertyOptions(landlord);
  const [params, setParams] = useSearchParams();
  // A tenant's own few requests read best all together; the landlord starts on "In review".
  const tenantStart = role === 'tenant' && list.status === 'idle' && filters.status === 'in-review';
  useEffect(() => {
    if (tenantStart) dispatch(requestFiltersChanged({ status: 'all' }));
  }, [tenantStart, dispatch]);
  const controls = usePagedList({
    list,
    filters,
    enabled: role !== undefined && !tenantStart,
    load: (query, append) => dispatch(fetchTenantRequests({ query, append })),
  });
  useLiveEvent('tenantRequest.created', () => controls.reload());
  useLiveEvent('tenantRequest.statusChanged', () => controls.reload());

  // A notification's link /requests?id=… opens that request.
  const linked = params.get('id');
  useEffect(() => {
    if (!linked) return;
    dispatch(modalOpened({ name: modalNames.requestDetails, props: { requestId: linked } }));
    setParams({}, { replace: true });
  }, [linked, dispatch, setParams]);

  // The portal-throttled notification's link /requests?propertyId=… shows that property and its portal card.
  const linkedProperty = params.get('propertyId');
  useEffect(() => {
    if (!linkedProperty) return;
    dispatch(requestFiltersChanged({ ...filters, propertyId: linkedProperty }));
    setParams({}, { replace: true });
  }, [linkedProperty, filters, dispatch, setParams]);

  const setFilters = (next: Partial<typeof filters>) => dispatch(requestFiltersChanged({ ...filters, ...next }));
  const propertyName = options.find((option) => option.value === filters.propertyId)?.label ?? '';

  return (
    <Stack gap="md">
      <ListHeader
        title="Requests"
        total={list.pagination?.total}
        noun={['request', 'requests']}
        action={
          role === 'tenant' ? (
            <Button leftSection={<IconPlus size={18} />} onClick={() => dispatch(modalOpened({ name: modalNames.createRequest }))}>
              New request
            </Button>
          ) : undefined
        }
      />
      <Tabs value={filters.status} onChange={(value) => value && setFilters({ status: value as RequestStatusFilter })} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {requestStatusFilters.map((status) => (
            <Tabs.Tab key={status} value={status}>
              {requestStatusLabels[status]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {landlord && (
        <ListToolbar
          activeFilters={filters.propertyId ? 1 : 0}
          filters={<PropertyFilter value={filters.propertyId} onChange={(propertyId) => setFilters({ propertyId })} />}
        />
      )}
      {landlord && filters.propertyId && <PortalCard propertyId={filters.propertyId} propertyName={propertyName} />}
      <PagedListBody
        list={list}
        controls={controls}
        noun="requests"
        table={(items) => <RequestTable items={items} />}
        cards={(items) => <RequestCards items={items} />}
        empty={
          <ListEmpty
            title={filters.status === 'all' ? 'No requests yet' : filters.status === 'in-review' ? 'No requests in review' : `No ${requestStatusLabels[filters.status].toLowerCase()} requests`}
            text={
              landlord
                ? 'Requests your tenants file, and those sent through a property’s request portal (pick a property above to get its link), show here.'
                : 'Something broken at home? File a request and your landlord will see it at once.'
            }
          />
        }
      />
    </Stack>
  );
}
