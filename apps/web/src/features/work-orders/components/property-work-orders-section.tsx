/**
 * A property's work orders on its page (issue 21 item 12): the newest of every status (closed ones
 * too, so a finished repair stays findable), each linking to its work order page.
 */
import { Alert, Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { workOrderCategoryLabels } from '@lintel/shared';
import { paths } from '../../../lib/paths.ts';
import { formatDate } from '../../../lib/format.ts';
import { useWorkOrdersInfiniteQuery } from '../api/work-orders-api.ts';
import { WorkOrderBadges } from './work-order-badges.tsx';

/** How many of the newest work orders the property page lists. */
const SHOWN = 5;

export default function PropertyWorkOrdersSection({ propertyId }: { propertyId: string }) {
  const { data, isLoading, isError } = useWorkOrdersInfiniteQuery({ propertyId, status: 'all', pageSize: SHOWN });
  const page = data?.pages[0];
  const total = page?.pagination.total ?? 0;
  return (
    <Stack gap="sm" component="section" aria-labelledby="property-work-orders-heading">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" id="property-work-orders-heading">
          Work orders
        </Title>
        {total > SHOWN && (
          <Text size="sm" c="dimmed">
            Newest {SHOWN} of {total}
          </Text>
        )}
      </Group>
      {isLoading && <Skeleton height={64} />}
      {isError && (
        <Alert color="red" role="alert">
          Failed to get the work orders of this property.
        </Alert>
      )}
      {page && page.results.length === 0 && (
        <Text c="dimmed" size="sm">
          No work orders for this property yet.
        </Text>
      )}
      {page?.results.map((workOrder) => (
        <Card key={workOrder.id} withBorder padding="sm" data-testid="property-work-order">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Anchor component={Link} to={paths.workOrder(workOrder.id)} fw={600}>
                {workOrder.name}
              </Anchor>
              <Text size="sm" c="dimmed" lineClamp={1}>
                {[workOrderCategoryLabels[workOrder.category], workOrder.unit?.name, `created ${formatDate(workOrder.createdAt)}`].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
            <WorkOrderBadges status={workOrder.status} priority={workOrder.priority} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
