/**
 * Dashboard card: totals, units, archived, occupancy and the rent-status split (GET /properties/statistics),
 * in DashboardWidget as a single summary (`render`) rather than a list.
 */
import { Group, Progress, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { rentStatusLabels, rentStatuses } from '@lintel/shared';
import type { PropertyStatistics } from '@lintel/shared';
import { queryStatus } from '../../../lib/data-cache.ts';
import { usePropertyStatisticsQuery } from '../api/properties-api.ts';
import { DashboardWidget } from '../../../components/ui/dashboard-widget/dashboard-widget.tsx';

// The bar per property (issue 22): its own chunk, fetched when the widget has data.
const OccupancyBars = lazy(() => import('./occupancy-bars.tsx'));

export function PropertyStatisticsCard() {
  const query = usePropertyStatisticsQuery();
  const data = query.data;

  return (
    <DashboardWidget
      title="Portfolio"
      status={queryStatus(query)}
      items={data ? [data] : []}
      errorText="Statistics are not available right now."
      skeleton={<Skeleton height={120} />}
      render={([summary]) => summary && <Summary data={summary} />}
    />
  );
}

function Summary({ data }: { data: PropertyStatistics }) {
  return (
    <Stack>
      <SimpleGrid cols={3}>
        <Stat label="Properties" value={data.total} />
        <Stat label="Units" value={data.units} />
        <Stat label="Archived" value={data.archived} />
      </SimpleGrid>
      <div>
        <Group justify="space-between" mb={4}>
          <Text size="sm">Occupancy</Text>
          <Text size="sm" fw={600}>
            {Math.round(data.occupancyRate * 100)}%
          </Text>
        </Group>
        <Progress value={data.occupancyRate * 100} aria-label="Occupancy rate" />
      </div>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={4}>
        {rentStatuses.map((status) => (
          <Group key={status} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" c="dimmed">
              {rentStatusLabels[status]}
            </Text>
            <Text size="sm" fw={600}>
              {data.byRentStatus[status] ?? 0}
            </Text>
          </Group>
        ))}
      </SimpleGrid>
      {/* Last, so nothing above moves when its chunk arrives (the skeleton keeps its height meanwhile). */}
      {data.occupancyByProperty.length > 1 && (
        <Suspense fallback={<Skeleton height={data.occupancyByProperty.length * 30} />}>
          <OccupancyBars properties={data.occupancyByProperty} total={data.total} />
        </Suspense>
      )}
    </Stack>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {value}
      </Text>
    </div>
  );
}
