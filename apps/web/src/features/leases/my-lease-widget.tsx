/**
 * Dashboard card for a tenant (loaded lazily by the dashboard): their current lease, and 'Sign lease' while
 * their signature is missing. A DashboardWidget showing one record (`render`); a failed load reads as "no lease".
 */
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Lease } from '@lintel/shared';
import { paths } from '../../lib/paths.ts';
import { useAppSelector } from '../../lib/redux-hooks.ts';
import { myLeasesQuery, useLeasesPageQuery } from './api/leases-api.ts';
import { LeaseStatusBadge } from './components/lease-summary.tsx';
import { canSign } from './components/lease-viewer.ts';
import { formatMoney, leaseDates } from './components/lease-format.ts';
import { DashboardWidget } from '../../components/ui/dashboard-widget/dashboard-widget.tsx';

export default function MyLeaseWidget() {
  const user = useAppSelector((state) => state.auth.user);
  const query = useLeasesPageQuery(myLeasesQuery);
  const results = query.data?.results;
  const lease: Lease | null | undefined = query.isError
    ? null
    : results && (results.find((item) => item.status === 'pendingSignature') ?? results.find((item) => item.status === 'active') ?? null);
  return (
    <DashboardWidget
      title="My lease"
      status={lease === undefined ? 'pending' : 'succeeded'}
      items={lease ? [lease] : []}
      emptyText="No current lease. When your landlord sends one for signature, it appears here."
      skeleton={<Skeleton height={60} />}
      render={([current]) =>
        current && (
          <Stack gap="xs">
            <Text fw={600}>{current.propertyName}</Text>
            <Text size="sm" c="dimmed">
              {leaseDates(current)} · {formatMoney(current.rentAmount)} rent
            </Text>
            <Group gap="xs">
              <LeaseStatusBadge lease={current} />
            </Group>
            <Group gap="xs">
              {canSign(current, user) && (
                <Button size="xs" component={Link} to={paths.leaseSign(current.id)}>
                  Sign lease
                </Button>
              )}
              <Button size="xs" variant="light" component={Link} to={paths.myLease}>
                Open my lease
              </Button>
            </Group>
          </Stack>
        )
      }
    />
  );
}
