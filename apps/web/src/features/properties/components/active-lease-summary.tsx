/** The lease in force today on a home or unit (spec point 3 `activeLease`): tenants, dates, rent, link to the lease. */
import { Anchor, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { leaseStatusLabels, type ActiveLeaseSummary } from '@lintel/shared';
import { paths } from '../../../lib/paths.ts';
import { formatDate, formatDateRange, formatDollars } from '../../../lib/format.ts';
import { StatusBadge } from '../../../components/ui/status-badge/status-badge.tsx';



export function ActiveLeaseSummaryCard({
  lease,
  headingComponent,
  onNavigate,
}: {
  lease: ActiveLeaseSummary | null;
  headingComponent: 'h2' | 'h3';
  onNavigate?: (() => void) | undefined;
}) {
  const lastDay = lease?.terminationDate ?? lease?.endDate;
  return (
    <Paper withBorder p="sm" component="section" aria-label="Active lease">
      <Group justify="space-between" mb={4}>
        <Text component={headingComponent} fw={650} m={0}>
          Active lease
        </Text>
        {lease && (
          <StatusBadge color={lease.status === 'active' ? 'teal' : 'red'}>
            {lease.status === 'terminated' ? `Ends early ${formatDate(lease.terminationDate ?? lease.startDate)}` : leaseStatusLabels[lease.status]}
          </StatusBadge>
        )}
      </Group>
      {lease ? (
        <>
          <Text size="sm" fw={600}>
            {lease.tenants.map((tenant) => tenant.fullName).join(', ') || 'No tenant named'}
          </Text>
          <Text size="sm">
            {formatDateRange(lease.startDate, lastDay, 'month to month')} · {formatDollars(lease.rentAmount)} / month
          </Text>
          <Anchor component={Link} to={paths.lease(lease.id)} onClick={onNavigate} size="sm">
            View lease
          </Anchor>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          No lease in force today.
        </Text>
      )}
    </Paper>
  );
}
