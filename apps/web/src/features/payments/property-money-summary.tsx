/**
 * A property's money summary on its page (loaded lazily by the properties feature): the statistics
 * of the property (with its units) for a range, charts behind a button, and a link to its payments.
 */
import { Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { StatisticsPanel } from './components/statistics-panel.tsx';
import { filtersChanged } from './state/payments-slice.ts';
import { useAppDispatch } from '../../lib/redux-hooks.ts';

export default function PropertyMoneySummary({ propertyId }: { propertyId: string }) {
  const dispatch = useAppDispatch();
  return (
    <Stack gap={6}>
      <StatisticsPanel propertyId={propertyId} chartsOpen={false} title="Money" />
      <Group justify="flex-end">
        <Button variant="subtle" size="xs" component={Link} to={paths.payments} onClick={() => dispatch(filtersChanged({ propertyId }))}>
          See this property's transactions
        </Button>
      </Group>
    </Stack>
  );
}
