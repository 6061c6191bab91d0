/**
 * The Portfolio widget's occupancy as a bar per property (issue 22, "a picture"): the largest
 * properties the statistics name (at most 8), each bar the share of its homes leased or
 * owner-occupied, with the numbers written beside it. Loaded lazily with the widget's data.
 */
import { Group, Progress, Stack, Text } from '@mantine/core';
import type { PropertyStatistics } from '@lintel/shared';

const share = (occupied: number, homes: number) => (homes === 0 ? 0 : Math.round((occupied / homes) * 100));
const homesText = (count: number) => `${count} home${count === 1 ? '' : 's'}`;

export default function OccupancyBars({ properties, total }: { properties: PropertyStatistics['occupancyByProperty']; total: number }) {
  if (properties.length === 0) return null;
  return (
    <Stack gap={6} component="figure" m={0} data-testid="occupancy-by-property">
      <Text component="figcaption" size="sm">
        Occupancy by property{total > properties.length ? ` (the ${properties.length} largest of ${total})` : ''}
      </Text>
      {properties.map((property) => {
        const percent = share(property.occupied, property.homes);
        const label = `${property.name}: ${percent}% occupied, ${property.occupied} of ${homesText(property.homes)}`;
        return (
          <div key={property.id}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="xs" truncate="end" title={property.name}>
                {property.name}
              </Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {percent}% · {property.occupied}/{property.homes}
              </Text>
            </Group>
            <Progress value={percent} size="sm" color={percent >= 90 ? 'green' : percent >= 50 ? 'blue' : 'orange'} aria-label={label} />
          </div>
        );
      })}
    </Stack>
  );
}
