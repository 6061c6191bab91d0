/** /tenant-applications: the landlord's applications (status filter, sorts, load more) and 'Send application link'. */
import { Anchor, Badge, Button, Card, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { applicationStatusLabels, applicationStatuses, tenantSortLabels, tenantSortOptions } from '@lintel/shared';
import type { ApplicationStatus, TenantApplication, TenantSort } from '@lintel/shared';
import { paths } from '../../../lib/paths.ts';
import { useAppDispatch } from '../../../lib/redux-hooks.ts';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { IconPlus } from '../../../components/ui/icons.tsx';
import { useCachedPagedList } from '../../../components/ui/paged-list/use-cached-paged-list.ts';
import { ListToolbar } from '../../../components/ui/paged-list/list-toolbar.tsx';
import { ListEmpty, ListHeader, PagedListBody } from '../../../components/ui/paged-list/paged-list-body.tsx';
import { useApplicationsInfiniteQuery } from '../api/applications-api.ts';
import { LandlordOnly } from '../../../components/ui/role-gate/role-gate.tsx';
import { formatDate } from '../../../lib/format.ts';

export const applicationStatusColor: Record<ApplicationStatus, string> = { submitted: 'indigo', approved: 'teal', declined: 'gray' };

interface ApplicationFilters {
  sortBy: TenantSort;
  status?: ApplicationStatus;
}

const placeOf = (application: TenantApplication) =>
  application.property.parent ? `${application.property.parent.nickname} · ${application.property.nickname}` : application.property.nickname;

function StatusBadge({ application }: { application: TenantApplication }) {
  return (
    <Badge color={applicationStatusColor[application.status]} variant="light">
      {applicationStatusLabels[application.status]}
    </Badge>
  );
}

function ApplicantLink({ application }: { application: TenantApplication }) {
  return (
    <>
      <Anchor component={Link} to={paths.application(application.id)} fw={600}>
        {application.fullName}
      </Anchor>
      <Text size="xs" c="dimmed">
        {application.email}
      </Text>
    </>
  );
}

function ApplicationTable({ items }: { items: TenantApplication[] }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table withTableBorder verticalSpacing="sm" aria-label="Applications">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Applicant</Table.Th>
            <Table.Th>Property</Table.Th>
            <Table.Th>Received</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((application) => (
            <Table.Tr key={application.id}>
              <Table.Td>
                <ApplicantLink application={application} />
              </Table.Td>
              <Table.Td>{placeOf(application)}</Table.Td>
              <Table.Td>{formatDate(application.createdAt)}</Table.Td>
              <Table.Td>
                <StatusBadge application={application} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ApplicationCards({ items }: { items: TenantApplication[] }) {
  return (
    <Stack gap="sm">
      {items.map((application) => (
        <Card key={application.id} withBorder padding="sm" component="article" aria-label={application.fullName}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <ApplicantLink application={application} />
            </div>
            <StatusBadge application={application} />
          </Group>
          <Text size="sm" mt={4}>
            {placeOf(application)} · {formatDate(application.createdAt)}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}

function ApplicationsPageScreen() {
  const dispatch = useAppDispatch();
  const [filters, setFilters] = useState<ApplicationFilters>({ sortBy: 'newest' });
  const { status, ...query } = filters;
  const { list, controls } = useCachedPagedList(
    useApplicationsInfiniteQuery({ ...query, ...(status ? { status } : {}) }),
    'Failed to fetch applications',
  );

  return (
    <Stack gap="md">
      <ListHeader
        title="Applications"
        total={list.pagination?.total}
        noun={['application', 'applications']}
        action={
          <Button leftSection={<IconPlus size={18} />} onClick={() => dispatch(modalOpened({ name: modalNames.applicationRequest }))}>
            Send application link
          </Button>
        }
      />
      <ListToolbar
        sort={{
          value: filters.sortBy,
          options: tenantSortOptions.map((value) => ({ value, label: tenantSortLabels[value] })),
          onChange: (value) => setFilters((current) => ({ ...current, sortBy: value as TenantSort })),
        }}
        activeFilters={filters.status ? 1 : 0}
        filters={
          <Select
            label="Status"
            placeholder="Any status"
            clearable
            value={filters.status ?? null}
            data={applicationStatuses.map((value) => ({ value, label: applicationStatusLabels[value] }))}
            onChange={(value) => {
              const { status: _cleared, ...rest } = filters;
              setFilters(value ? { ...rest, status: value as ApplicationStatus } : rest);
            }}
            style={{ flex: '1 1 150px', maxWidth: 200 }}
          />
        }
      />
      <PagedListBody
        list={list}
        controls={controls}
        noun="applications"
        table={(items) => <ApplicationTable items={items} />}
        cards={(items) => <ApplicationCards items={items} />}
        empty={
          <ListEmpty
            title={filters.status ? 'No applications with this status' : 'No applications yet'}
            text="Send a property's application link to a prospective tenant. They fill it in without an account, and you approve or decline it here."
          />
        }
      />
    </Stack>
  );
}

export default function ApplicationsPage() {
  return (
    <LandlordOnly title="Applications" tenantHome={paths.myLease}>
      <ApplicationsPageScreen />
    </LandlordOnly>
  );
}
