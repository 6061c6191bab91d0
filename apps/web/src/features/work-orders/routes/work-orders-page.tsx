/**
 * /work-orders — the landlord's work orders (spec point 4): search, sort, status filter (default
 * active), cards with a thumbnail, status and priority; "New work order" opens the project form.
 */
import { Button, Card, Group, Image, Select, SimpleGrid, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  DEFAULT_WORK_ORDER_STATUS_FILTER,
  recordSortLabels,
  recordSortOptions,
  workOrderCategoryLabels,
  workOrderStatusFilters,
  workOrderStatusLabels,
  type RecordSort,
  type WorkOrderStatusFilter,
  type WorkOrderSummary,
} from '@lintel/shared';
import { IconPlus } from '../../../components/ui/icons.tsx';
import { ListToolbar } from '../../../components/ui/paged-list/list-toolbar.tsx';
import { ListEmpty, ListHeader, PagedListBody } from '../../../components/ui/paged-list/paged-list-body.tsx';
import { useCachedPagedList } from '../../../components/ui/paged-list/use-cached-paged-list.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { useAppDispatch } from '../../../lib/redux-hooks.ts';
import { useSearchFilter } from '../../../lib/use-search-filter.ts';
import { paths } from '../../../lib/paths.ts';
import { useWorkOrdersInfiniteQuery } from '../api/work-orders-api.ts';
import { WorkOrderBadges } from '../components/work-order-badges.tsx';
import { formatDate } from '../components/work-order-format.ts';

const statusFilterLabel = (value: WorkOrderStatusFilter) =>
  value === 'active' ? 'Active' : value === 'all' ? 'All' : workOrderStatusLabels[value];

function WorkOrderCards({ items }: { items: WorkOrderSummary[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {items.map((item) => (
        <Card
          key={item.id}
          withBorder
          padding="sm"
          radius="md"
          component={Link}
          to={paths.workOrder(item.id)}
          aria-label={item.name}
        >
          {item.thumbnailUrl ? (
            <Card.Section>
              <Image src={item.thumbnailUrl} alt="" h={140} fit="cover" />
            </Card.Section>
          ) : null}
          <Stack gap={4} mt={item.thumbnailUrl ? 'sm' : 0}>
            <Text fw={600} truncate="end">
              {item.name}
            </Text>
            <Text size="sm" c="dimmed" truncate="end">
              {[item.property.name, item.unit?.name, workOrderCategoryLabels[item.category]]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <WorkOrderBadges status={item.status} priority={item.priority} />
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {item.quotesCount} quote{item.quotesCount === 1 ? '' : 's'}
              </Text>
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function WorkOrderTable({ items }: { items: WorkOrderSummary[] }) {
  const navigate = useNavigate();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Property</Table.Th>
            <Table.Th>Category</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Quotes</Table.Th>
            <Table.Th>Created</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr
              key={item.id}
              style={{ cursor: 'pointer' }}
              onClick={() => void navigate(paths.workOrder(item.id))}
            >
              <Table.Td>
                <UnstyledButton component={Link} to={paths.workOrder(item.id)} fw={600}>
                  {item.name}
                </UnstyledButton>
              </Table.Td>
              <Table.Td>{[item.property.name, item.unit?.name].filter(Boolean).join(' · ')}</Table.Td>
              <Table.Td>{workOrderCategoryLabels[item.category]}</Table.Td>
              <Table.Td>
                <WorkOrderBadges status={item.status} priority={item.priority} />
              </Table.Td>
              <Table.Td>{item.quotesCount}</Table.Td>
              <Table.Td>{formatDate(item.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export default function WorkOrdersPage() {
  const dispatch = useAppDispatch();
  const [status, setStatus] = useState<WorkOrderStatusFilter>(DEFAULT_WORK_ORDER_STATUS_FILTER);
  const [sortBy, setSortBy] = useState<RecordSort>('newest');
  const [searchValue, setSearchValue] = useState<string | undefined>(undefined);
  const [search, setSearch] = useSearchFilter(searchValue, setSearchValue);
  const [view, setView] = useState<'table' | 'cards'>('cards');
  const filters = useMemo(() => ({ status, sortBy, search: searchValue }), [status, sortBy, searchValue]);
  const query = useWorkOrdersInfiniteQuery(filters);
  const { list, controls } = useCachedPagedList(query, 'Failed to get project');
  const lastPage = query.data?.pages.at(-1);
  const create = () => dispatch(modalOpened({ name: modalNames.workOrderForm }));
  return (
    <Stack gap="md">
      <ListHeader
        title="Work orders"
        total={list.pagination?.total}
        // The default filter hides closed work orders: the count says so (issue 21, Low: "0 work orders" with only closed ones).
        noun={status === 'active' ? ['active work order', 'active work orders'] : ['work order', 'work orders']}
        action={
          <Button leftSection={<IconPlus size={18} />} onClick={create}>
            New work order
          </Button>
        }
      />
      <ListToolbar
        search={{ label: 'Search work orders', placeholder: 'Project name', value: search, onChange: setSearch }}
        sort={{
          value: sortBy,
          options: recordSortOptions.map((value) => ({ value, label: recordSortLabels[value] })),
          onChange: (value) => setSortBy(value as RecordSort),
        }}
        activeFilters={status === DEFAULT_WORK_ORDER_STATUS_FILTER ? 0 : 1}
        filters={
          <Select
            label="Status"
            value={status}
            allowDeselect={false}
            data={workOrderStatusFilters.map((value) => ({ value, label: statusFilterLabel(value) }))}
            onChange={(value) => setStatus((value as WorkOrderStatusFilter | null) ?? DEFAULT_WORK_ORDER_STATUS_FILTER)}
            style={{ flex: '1 1 160px', maxWidth: 220 }}
          />
        }
        view={{ value: view, onChange: setView }}
      />
      <PagedListBody
        list={list}
        controls={controls}
        noun="work orders"
        view={view}
        table={(items) => <WorkOrderTable items={items} />}
        cards={(items) => <WorkOrderCards items={items} />}
        empty={
          lastPage?.meta.hasWorkOrders === false ? (
            <ListEmpty
              title="No work orders yet"
              text="Describe a job, add photos, and ask service providers for quotes you can compare side by side."
              action={
                <Button leftSection={<IconPlus size={18} />} onClick={create}>
                  Create your first work order
                </Button>
              }
            />
          ) : status === 'active' && !searchValue ? (
            <ListEmpty
              title="No active work orders"
              text="Every work order is closed. Closed ones keep their quotes, invoice and Bill."
              action={
                <Button variant="light" onClick={() => setStatus('closed')}>
                  Show closed
                </Button>
              }
            />
          ) : (
            <ListEmpty
              title="No work orders match"
              action={
                <Button
                  variant="light"
                  onClick={() => {
                    setSearch('');
                    setStatus('all');
                  }}
                >
                  Show all
                </Button>
              }
            />
          )
        }
      />
    </Stack>
  );
}
