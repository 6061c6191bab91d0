/**
 * /services (spec points 2, 3, 9): the landlord's property services (tasks) by status and property,
 * newest first; 'Create service', status changes and delete (confirmed).
 */
import { Button, Card, Group, Menu, ActionIcon, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { serviceAssignmentOptions, serviceStatusLabels, serviceStatuses } from '@lintel/shared';
import type { PropertyService, ServiceStatus } from '@lintel/shared';
import { useAppDispatch } from '../../../lib/redux-hooks.ts';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { IconDots, IconPlus } from '../../../components/ui/icons.tsx';
import { useCachedPagedList } from '../../../components/ui/paged-list/use-cached-paged-list.ts';
import { ListToolbar } from '../../../components/ui/paged-list/list-toolbar.tsx';
import { ListEmpty, ListHeader, PagedListBody } from '../../../components/ui/paged-list/paged-list-body.tsx';
import { PropertyFilter } from '../../../components/ui/property-picker/property-filter.tsx';
import { LandlordOnly } from '../../../components/ui/role-gate/role-gate.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog.tsx';
import { paths } from '../../../lib/paths.ts';
import { useDeleteServiceMutation, useServicesInfiniteQuery, useUpdateServiceMutation } from '../api/maintenance-api.ts';
import type { ServiceFilters } from '../api/maintenance-api.ts';
import { formatDate } from '../../../lib/format.ts';
import { StatusBadge } from '../../../components/ui/status-badge/status-badge.tsx';

const statusColor: Record<ServiceStatus, string> = { toDo: 'gray', ongoing: 'yellow', done: 'teal' };
const assignmentTitle = (service: PropertyService) => serviceAssignmentOptions.find((option) => option.value === service.assignment)?.title ?? '';
const dueLabel = (service: PropertyService) =>
  service.dateMode === 'dateRange' ? `${formatDate(service.startDate)} – ${formatDate(service.endDate)}` : formatDate(service.dueDate);

function ServiceMenu({ service, onStatus, onDelete }: { service: PropertyService; onStatus: (status: ServiceStatus) => void; onDelete: () => void }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={`Actions for ${service.name}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {serviceStatuses
          .filter((status) => status !== service.status)
          .map((status) => (
            <Menu.Item key={status} onClick={() => onStatus(status)}>
              Mark {serviceStatusLabels[status]}
            </Menu.Item>
          ))}
        <Menu.Divider />
        <Menu.Item color="red" onClick={onDelete}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function ServicesScreen() {
  const dispatch = useAppDispatch();
  const [filters, setFilters] = useState<ServiceFilters>({});
  const [deleting, setDeleting] = useState<PropertyService | null>(null);
  const { list, controls } = useCachedPagedList(useServicesInfiniteQuery(filters), 'Failed to fetch services');
  // A created service joins the list by the cache (its tag); a changed or deleted one by the answer.
  const [updateService] = useUpdateServiceMutation();
  const [deleteService, deletion] = useDeleteServiceMutation();

  const setStatus = (service: PropertyService, status: ServiceStatus) => void updateService({ id: service.id, input: { status } });

  async function remove() {
    if (!deleting) return;
    const result = await deleteService(deleting.id);
    if (!('error' in result)) setDeleting(null);
  }

  const menu = (service: PropertyService) => <ServiceMenu service={service} onStatus={(status) => setStatus(service, status)} onDelete={() => setDeleting(service)} />;
  const badge = (service: PropertyService) => (
    <StatusBadge color={statusColor[service.status]}>
      {serviceStatusLabels[service.status]}
    </StatusBadge>
  );

  return (
    <Stack gap="md">
      <ListHeader
        title="Services"
        total={list.pagination?.total}
        noun={['service', 'services']}
        action={
          <Button leftSection={<IconPlus size={18} />} onClick={() => dispatch(modalOpened({ name: modalNames.createService, props: filters.propertyId ? { propertyId: filters.propertyId } : {} }))}>
            Create service
          </Button>
        }
      />
      <ListToolbar
        activeFilters={(filters.status ? 1 : 0) + (filters.propertyId ? 1 : 0)}
        filters={
          <>
            <Select
              label="Status"
              placeholder="Any status"
              clearable
              value={filters.status ?? null}
              data={serviceStatuses.map((value) => ({ value, label: serviceStatusLabels[value] }))}
              onChange={(value) => setFilters((current) => ({ ...current, status: (value as ServiceStatus | null) ?? undefined }))}
              style={{ flex: '1 1 150px', maxWidth: 200 }}
            />
            <PropertyFilter value={filters.propertyId} onChange={(propertyId) => setFilters((current) => ({ ...current, propertyId }))} />
          </>
        }
      />
      <PagedListBody
        list={list}
        controls={controls}
        noun="services"
        table={(items) => (
          <Table.ScrollContainer minWidth={640}>
            <Table withTableBorder verticalSpacing="sm" aria-label="Services">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Service</Table.Th>
                  <Table.Th>Property</Table.Th>
                  <Table.Th>Assignment</Table.Th>
                  <Table.Th>Due</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th aria-label="Actions" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((service) => (
                  <Table.Tr key={service.id}>
                    <Table.Td fw={600}>{service.name}</Table.Td>
                    <Table.Td>{service.propertyName}</Table.Td>
                    <Table.Td>{assignmentTitle(service)}</Table.Td>
                    <Table.Td>{dueLabel(service)}</Table.Td>
                    <Table.Td>{badge(service)}</Table.Td>
                    <Table.Td>{menu(service)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        cards={(items) => (
          <Stack gap="sm">
            {items.map((service) => (
              <Card key={service.id} withBorder padding="sm" component="article" aria-label={service.name}>
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600}>{service.name}</Text>
                  {menu(service)}
                </Group>
                <Text size="sm">
                  {service.propertyName} · {assignmentTitle(service)}
                </Text>
                <Group gap="xs" mt={4}>
                  {badge(service)}
                  <Text size="xs" c="dimmed">
                    Due {dueLabel(service)}
                  </Text>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
        empty={<ListEmpty title="No services yet" text="Plan recurring and one-off work on your properties: who does it, by when and for how much." />}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete service?"
        message={`${deleting?.name ?? 'This service'} will be removed.`}
        confirmLabel="Delete"
        loading={deletion.isLoading}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}

export default function ServicesPage() {
  return (
    <LandlordOnly title="Services" tenantHome={paths.requests}>
      <ServicesScreen />
    </LandlordOnly>
  );
}
