/** Dashboard card for a tenant (loaded lazily by the dashboard): their current lease, and 'Sign lease' while their signature is missing. */
import { Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Lease } from '@lintel/shared';
import { paths } from '../../lib/paths.ts';
import { useAppSelector } from '../../lib/redux-hooks.ts';
import { getLeases } from './api/lease-calls.ts';
import { LeaseStatusBadge } from './components/lease-summary.tsx';
import { canSign } from './components/lease-viewer.ts';
import { formatMoney, leaseDates } from './components/lease-format.ts';

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
    <Card withBorder component="section" aria-label="My lease">
      <Text component="h2" fw={650} fz="lg" m={0} mb="sm">
        My lease
      </Text>
      {lease === undefined && <Skeleton height={60} />}
      {lease === null && (
        <Text size="sm" c="dimmed">
          No current lease. When your landlord sends one for signature, it appears here.
        </Text>
      )}
      {lease && (
        <Stack gap="xs">
          <Text fw={600}>{lease.propertyName}</Text>
          <Text size="sm" c="dimmed">
            {leaseDates(lease)} · {formatMoney(lease.rentAmount)} rent
          </Text>
          <Group gap="xs">
            <LeaseStatusBadge lease={lease} />
          </Group>
          <Group gap="xs">
            {canSign(lease, user) && (
              <Button size="xs" component={Link} to={paths.leaseSign(lease.id)}>
                Sign lease
              </Button>
            )}
            <Button size="xs" variant="light" component={Link} to={paths.myLease}>
              Open my lease
            </Button>
          </Group>
        </Stack>
      )}
    </Card>
  );
}
