/** /tenant-applications: the landlord's applications (status filter, sorts, load more) and 'Send application link'. */
import { Alert, Anchor, Badge, Button, Card, Group, Select, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { applicationStatusLabels, applicationStatuses, DEFAULT_PAGE_SIZE, tenantSortLabels, tenantSortOptions } from '@lintel/shared';
import type { ApplicationStatus, Pagination, TenantApplication, TenantSort } from '@lintel/shared';
import { paths } from '../../../lib/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAppDispatch } from '../../../lib/redux-hooks.ts';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { LoadMoreSentinel } from '../../../components/ui/infinite-list/load-more-sentinel.tsx';
import { IconPlus } from '../../../components/ui/icons.tsx';
import { getApplications } from '../api/application-calls.ts';
import { LandlordOnly } from '../../../components/ui/role-gate/role-gate.tsx';

export const applicationStatusColor: Record<ApplicationStatus, string> = { submitted: 'indigo', approved: 'teal', declined: 'gray' };

function ApplicationsPageScreen() {
  const dispatch = useAppDispatch();
  const [sortBy, setSortBy] = useState<TenantSort>('newest');
  const [status, setStatus] = useState<ApplicationStatus | null>(null);
  const [list, setList] = useState<{ items: TenantApplication[]; pagination: Pagination | null; status: 'pending' | 'succeeded' | 'rejected'; error: string | null }>({
    items: [],
    pagination: null,
    status: 'pending',
    error: null,
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setList((current) => ({ ...current, status: 'pending' }));
    getApplications({ page: 1, pageSize: DEFAULT_PAGE_SIZE, sortBy, ...(status ? { status } : {}) }, controller.signal)
      .then((response) => setList({ items: response.results, pagination: response.pagination, status: 'succeeded', error: null }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setList({ items: [], pagination: null, status: 'rejected', error: errorMessage(error, 'Failed to fetch applications') });
      });
    return () => controller.abort();
  }, [sortBy, status, attempt]);

  const pagination = list.pagination;
  const hasMore = Boolean(pagination && pagination.page < pagination.totalPages);
  const loadMore = useCallback(() => {
    if (!pagination || loadingMore) return;
    setLoadingMore(true);
    getApplications({ page: pagination.page + 1, pageSize: DEFAULT_PAGE_SIZE, sortBy, ...(status ? { status } : {}) })
      .then((response) =>
        setList((current) => ({
          ...current,
          items: [...current.items, ...response.results.filter((item) => !current.items.some((known) => known.id === item.id))],
          pagination: response.pagination,
        })),
      )
      .catch(() => undefined)
      .finally(() => setLoadingMore(false));
  }, [pagination, loadingMore, sortBy, status]);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <div>
          <Title order={1}>Applications</Title>
          {pagination && (
            <Text c="dimmed" size="sm" aria-live="polite">
              {pagination.total} {pagination.total === 1 ? 'application' : 'applications'}
            </Text>
          )}
        </div>
        <Button leftSection={<IconPlus size={18} />} onClick={() => dispatch(modalOpened({ name: modalNames.applicationRequest }))}>
          Send application link
        </Button>
      </Group>
      <Card withBorder padding="sm">
        <Group gap="sm" align="flex-end">
          <Select
            label="Status"
            placeholder="Any status"
            clearable
            value={status}
            data={applicationStatuses.map((value) => ({ value, label: applicationStatusLabels[value] }))}
            onChange={(value) => setStatus(value as ApplicationStatus | null)}
            style={{ flex: '1 1 150px', maxWidth: 200 }}
          />
          <Select
            label="Sort by"
            allowDeselect={false}
            value={sortBy}
            data={tenantSortOptions.map((value) => ({ value, label: tenantSortLabels[value] }))}
            onChange={(value) => value && setSortBy(value as TenantSort)}
            style={{ flex: '1 1 150px', maxWidth: 200 }}
          />
        </Group>
      </Card>
      {list.status === 'rejected' && (
        <Alert color="red" role="alert" title="Could not load applications">
          <Text mb="sm">{list.error}</Text>
          <Button size="xs" onClick={() => setAttempt((value) => value + 1)}>
            Retry
          </Button>
        </Alert>
      )}
      {list.status === 'pending' && <Skeleton height={160} role="status" aria-label="Loading applications" />}
      {list.status === 'succeeded' && list.items.length === 0 && (
        <Card withBorder padding="xl">
          <Stack align="center" ta="center" gap="xs">
            <Title order={2} size="h3">
              {status ? 'No applications with this status' : 'No applications yet'}
            </Title>
            <Text c="dimmed" maw={420}>
              Send a property's application link to a prospective tenant. They fill it in without an account, and
              you approve or decline it here.
            </Text>
          </Stack>
        </Card>
      )}
      {list.status === 'succeeded' && list.items.length > 0 && (
        <>
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
                {list.items.map((application) => (
                  <Table.Tr key={application.id}>
                    <Table.Td>
                      <Anchor component={Link} to={paths.application(application.id)} fw={600}>
                        {application.fullName}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {application.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>{application.property.parent ? `${application.property.parent.nickname} · ${application.property.nickname}` : application.property.nickname}</Table.Td>
                    <Table.Td>{new Date(application.createdAt).toLocaleDateString()}</Table.Td>
                    <Table.Td>
                      <Badge color={applicationStatusColor[application.status]} variant="light">
                        {applicationStatusLabels[application.status]}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <LoadMoreSentinel hasMore={hasMore} loading={loadingMore} onLoadMore={loadMore} />
        </>
      )}
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
