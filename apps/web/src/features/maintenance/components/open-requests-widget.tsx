/** Dashboard widget `openRequests`: open requests per property with the most urgent one's badge (issue 12). */
import { Group, Text } from '@mantine/core';
import { DashboardWidget } from '../../../components/ui/dashboard-widget/dashboard-widget.tsx';
import { queryStatus } from '../../../lib/data-cache.ts';
import { paths } from '../../../lib/paths.ts';
import { useOpenRequestsSummaryQuery } from '../api/maintenance-api.ts';
import { UrgencyBadge } from './request-format.tsx';

export function OpenRequestsWidget() {
  // Kept current by the cache: a new or moved request (live event or this tab's action) asks again.
  const query = useOpenRequestsSummaryQuery();
  const rows = query.data?.properties.slice(0, 6) ?? [];
  return (
    <DashboardWidget
      title="Open requests"
      viewAllTo={paths.requests}
      status={queryStatus(query)}
      items={rows}
      emptyText="No open requests."
      getKey={(row) => row.propertyId}
      renderItem={(row) => (
        <Group justify="space-between" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate="end">
              {row.propertyName}
            </Text>
            <Text size="xs" c="dimmed">
              {row.open} open {row.open === 1 ? 'request' : 'requests'}
            </Text>
          </div>
          <UrgencyBadge urgency={row.highestUrgency} />
        </Group>
      )}
    />
  );
}
