/**
 * The 'Leases' section of a property page (loaded lazily by the properties feature): the property's
 * and its units' leases, newest first, and 'Add lease' preset to this property.
 */
import { Anchor, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Lease } from '@lintel/shared';
import { paths } from '../../lib/paths.ts';
import { modalOpened } from '../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../components/ui/modal-stack/modal-names.ts';
import { useAppDispatch } from '../../lib/redux-hooks.ts';
import { useLeasesPageQuery } from './api/leases-api.ts';
import { formatMoney, leaseDates, leaseStatusColor, leaseStatusText, tenantNames } from './components/lease-format.ts';
import { StatusBadge } from '../../components/ui/status-badge/status-badge.tsx';

export default function PropertyLeasesSection({ propertyId }: { propertyId: string }) {
  const dispatch = useAppDispatch();
  // A lease created or changed anywhere (the add lease modal, terminate, live events) refreshes the lists.
  const query = useLeasesPageQuery({ propertyId, page: 1, pageSize: 10, sortBy: 'newest' });
  const state = query.data ? { failed: false } : query.isError ? { failed: true } : null;
  const leases: Lease[] = query.data?.results ?? [];

  return (
    <Card withBorder component="section" aria-label="Leases">
      <Group justify="space-between" mb="sm">
        <Text component="h2" fw={650} fz="lg" m={0}>
          Leases
        </Text>
        <Button size="xs" onClick={() => dispatch(modalOpened({ name: modalNames.addLease, props: { propertyId } }))}>
          Add lease
        </Button>
      </Group>
      {!state && <Skeleton height={40} />}
      {state?.failed && <Text c="dimmed">Leases could not be loaded.</Text>}
      {state && !state.failed && leases.length === 0 && (
        <Text c="dimmed" size="sm">
          No leases yet.
        </Text>
      )}
      <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {leases.map((lease) => (
          <Group key={lease.id} component="li" justify="space-between" wrap="nowrap">
            <div>
              <Anchor component={Link} to={paths.lease(lease.id)} fw={600}>
                {lease.propertyName}
              </Anchor>
              <Text size="xs" c="dimmed">
                {tenantNames(lease)} · {leaseDates(lease)} · {formatMoney(lease.rentAmount)}
              </Text>
            </div>
            <StatusBadge color={leaseStatusColor[lease.status]}>
              {leaseStatusText(lease.status)}
            </StatusBadge>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
