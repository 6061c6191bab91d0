/**
 * Dashboard card for a tenant (loaded lazily by the dashboard): their current lease, and 'Sign lease' while
 * their signature is missing. A DashboardWidget showing one record (`render`); a failed load reads as "no lease".
 */
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Lease } from '@lintel/shared';
import { paths } from '../../lib/paths.ts';
import { useAppSelector } from '../../lib/redux-hooks.ts';
import { getLeases } from './api/lease-calls.ts';
import { LeaseStatusBadge } from './components/lease-summary.tsx';
import { canSign } from './components/lease-viewer.ts';
import { formatMoney, leaseDates } from './components/lease-format.ts';
import { DashboardWidget } from '../../components/ui/dashboard-widget/dashboard-widget.tsx';

export default function MyLeaseWidget() {
  const user = useAppSelector((state) => state.auth.user);
  const [lease, setLease] = useState<Lease | null | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    getLeases({ page: 1, pageSize: 20, sortBy: 'newest' }, controller.signal)
      .then((response) =>
        setLease(
          response.results.find((item) => item.status === 'pendingSignature') ?? response.results.find((item) => item.status === 'active') ?? null,
        ),
      )
      .catch(() => {
        if (!controller.signal.aborted) setLease(null);
      });
    return () => controller.abort();
  }, []);
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
