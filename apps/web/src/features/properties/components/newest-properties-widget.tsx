/** Dashboard widget: the newest 4 properties (spec point 9). */
import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { propertyTypeLabels, rentStatusLabels } from '@lintel/shared';
import { queryStatus } from '../../../lib/data-cache.ts';
import { useNewestPropertiesQuery } from '../api/properties-api.ts';
import { paths } from '../../../lib/paths.ts';
import { DashboardWidget } from '../../../components/ui/dashboard-widget/dashboard-widget.tsx';
import { rentStatusBadgeProps } from './rent-status.ts';
import { StatusBadge } from '../../../components/ui/status-badge/status-badge.tsx';

export function NewestPropertiesWidget() {
  const query = useNewestPropertiesQuery();

  return (
    <DashboardWidget
      title="Newest properties"
      viewAllTo={paths.properties}
      emptyAction={{ label: 'Add a property', to: paths.properties }}
      viewAllLabel="View all properties"
      status={queryStatus(query)}
      items={query.data ?? []}
      emptyText="No properties yet."
      errorText="Properties are not available right now."
      getKey={(property) => property.id}
      renderItem={(property) => (
        <Group justify="space-between" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Anchor component={Link} to={paths.property(property.id)} fw={600} truncate="end" display="block">
              {property.nickname}
            </Anchor>
            <Text size="xs" c="dimmed" truncate="end">
              {propertyTypeLabels[property.type]}
              {property.location?.address ? ` · ${property.location.address}` : ''}
            </Text>
          </div>
          <StatusBadge {...rentStatusBadgeProps(property.rentStatus)}>{rentStatusLabels[property.rentStatus]}</StatusBadge>
        </Group>
      )}
    />
  );
}
