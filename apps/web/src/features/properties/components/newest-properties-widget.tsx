/** Dashboard widget: the newest 4 properties (spec point 9). */
import { Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { propertyTypeLabels, rentStatusLabels } from '@lintel/shared';
import { useAppDispatch, useAppSelector } from '../../../lib/redux-hooks.ts';
import { fetchNewestProperties } from '../api/property-calls.ts';
import { paths } from '../../../lib/paths.ts';
import { rentStatusBadgeProps } from './rent-status.ts';

export function NewestPropertiesWidget() {
  const dispatch = useAppDispatch();
  const { items, status } = useAppSelector((state) => state.properties.newest);
  useEffect(() => {
    void dispatch(fetchNewestProperties());
  }, [dispatch]);

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="newest-title">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id="newest-title">
          Newest properties
        </Title>
        <Anchor component={Link} to={paths.properties} size="sm">
          View all properties
        </Anchor>
      </Group>
      {status === 'pending' && items.length === 0 && (
        <Stack>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} height={36} />
          ))}
        </Stack>
      )}
      {status === 'succeeded' && items.length === 0 && <Text c="dimmed">No properties yet.</Text>}
      {status === 'rejected' && <Text c="dimmed">Properties are not available right now.</Text>}
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((property) => (
          <Group key={property.id} component="li" justify="space-between" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Anchor component={Link} to={paths.property(property.id)} fw={600} truncate="end" display="block">
                {property.nickname}
              </Anchor>
              <Text size="xs" c="dimmed" truncate="end">
                {propertyTypeLabels[property.type]}
                {property.location?.address ? ` · ${property.location.address}` : ''}
              </Text>
            </div>
            <Badge {...rentStatusBadgeProps(property.rentStatus)}>{rentStatusLabels[property.rentStatus]}</Badge>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
