/**
 * /requests (spec points 2, 4): the landlord's tenant requests by status tab (in review, all, ongoing,
 * completed, rejected) and property, with the property's request-portal card; a tenant's own requests
 * with "New request". Rows come from the data cache (each filter its own cached pages); live events
 * and the modals' answers keep them current.
 */
import { Button, Card, Stack, Table, Tabs, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { can, requestStatusFilters, requestStatusLabels } from '@lintel/shared';
import type { RequestStatusFilter, TenantRequest } from '@lintel/shared';
import { useAppDispatch, useAppSelector } from '../../../lib/redux-hooks.ts';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { IconPlus } from '../../../components/ui/icons.tsx';
import { useCachedPagedList } from '../../../components/ui/paged-list/use-cached-paged-list.ts';
import { ListToolbar } from '../../../components/ui/paged-list/list-toolbar.tsx';
import { ListEmpty, ListHeader, PagedListBody } from '../../../components/ui/paged-list/paged-list-body.tsx';
import { PropertyFilter } from '../../../components/ui/property-picker/property-filter.tsx';
import { usePropertyOptions } from '../../../components/ui/property-picker/use-property-places.ts';
import { useTenantRequestsInfiniteQuery } from '../api/maintenance-api.ts';
import type { RequestFilters } from '../api/maintenance-api.ts';
import { categoryLabel, RequestBadges, requesterLabel } from '../components/request-format.tsx';
import { PortalCard } from '../components/portal-card.tsx';
import { formatDate } from '../../../lib/format.ts';

function useOpenDetails() {
  const dispatch = useAppDispatch();
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
  const dispatch = useAppDispatch();
  const role = useAppSelector((state) => state.auth.user?.role);
  const landlord = role !== undefined && can(role, 'tenantRequest.manage');
  // A tenant's own few requests read best all together; the landlord starts on "In review".
  const [chosen, setFilterState] = useState<Partial<RequestFilters>>({});
  const filters = useMemo<RequestFilters>(() => ({ ...chosen, status: chosen.status ?? (role === 'tenant' ? 'all' : 'in-review') }), [chosen, role]);
  const { options } = usePropertyOptions(landlord);
  const [params, setParams] = useSearchParams();
  const { list, controls } = useCachedPagedList(useTenantRequestsInfiniteQuery(filters, { skip: role === undefined }), 'Failed to fetch requests');

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
    setFilterState((current) => ({ ...current, propertyId: linkedProperty }));
    setParams({}, { replace: true });
  }, [linkedProperty, setParams]);

  const setFilters = (next: Partial<RequestFilters>) => setFilterState((current) => ({ ...current, ...next }));
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
