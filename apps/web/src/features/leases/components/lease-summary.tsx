/** The terms of a lease as facts, plus its tenants, fees, clauses and documents (lease page, My lease). */
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import {
  depositTermLabels,
  leaseEndingConditionLabels,
  leaseFeeTypeLabels,
  leaseTermLabels,
  leaseUtilityLabels,
} from '@lintel/shared';
import type { Lease } from '@lintel/shared';
import { formatMoney, leaseStatusColor, leaseStatusText, paySchedule } from './lease-format.ts';
import { formatDate } from '../../../lib/format.ts';
import { StatusBadge } from '../../../components/ui/status-badge/status-badge.tsx';

export function LeaseStatusBadge({ lease }: { lease: Pick<Lease, 'status'> }) {
  return (
    <StatusBadge color={leaseStatusColor[lease.status]} size="lg">
      {leaseStatusText(lease.status)}
    </StatusBadge>
  );
}

export function LeaseFacts({ lease }: { lease: Lease }) {
  const facts: [string, string][] = [
    ['Term', leaseTermLabels[lease.term]],
    ['Start date', formatDate(lease.startDate)],
    ['End date', formatDate(lease.endDate, 'Month to month')],
    ['Rent', formatMoney(lease.rentAmount)],
    ['Rent is due', paySchedule(lease)],
    ['Deposit', lease.depositValue ? `${formatMoney(lease.depositValue)}${lease.depositTerm ? ` · ${depositTermLabels[lease.depositTerm]}` : ''}` : 'None'],
    [
      'Late fee',
      lease.lateFee
        ? `${lease.lateFee.amountType === 'percent' ? `${lease.lateFee.amount}% of rent` : formatMoney(lease.lateFee.amount)} after ${lease.lateFee.dueDays} grace day${lease.lateFee.dueDays === 1 ? '' : 's'}`
        : 'None',
    ],
  ];
  if (lease.leaseEndingCondition) facts.push(['At the end of the term', leaseEndingConditionLabels[lease.leaseEndingCondition]]);
  if (lease.terminationDate) facts.push(['Terminated on', lease.terminationDate]);
  if (lease.terminationReason) facts.push(['Reason', lease.terminationReason]);
  return (
    <Stack gap="md">
      <dl className="lease-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {lease.fees.length > 0 && (
        <div>
          <Text fw={650} size="sm">
            One-time fees
          </Text>
          <Text size="sm">{lease.fees.map((fee) => `${leaseFeeTypeLabels[fee.type]} ${formatMoney(fee.amount)}`).join(' · ')}</Text>
        </div>
      )}
      {lease.utilities.length > 0 && (
        <div>
          <Text fw={650} size="sm">
            Rent includes
          </Text>
          <Group gap={6}>
            {lease.utilities.map((utility) => (
              <Badge key={utility} variant="outline" color="gray">
                {leaseUtilityLabels[utility]}
              </Badge>
            ))}
          </Group>
        </div>
      )}
      {lease.occupants.length > 0 && (
        <div>
          <Text fw={650} size="sm">
            Other occupants
          </Text>
          <Text size="sm">
            {lease.occupants.map((occupant) => (occupant.relationship ? `${occupant.fullName} (${occupant.relationship})` : occupant.fullName)).join(', ')}
          </Text>
        </div>
      )}
      {lease.clauses.length > 0 && (
        <div>
          <Text fw={650} size="sm">
            Clauses
          </Text>
          <Stack gap={4}>
            {lease.clauses.map((clause) => (
              <Text key={clause.title} size="sm">
                <strong>{clause.title}.</strong> {clause.body}
              </Text>
            ))}
          </Stack>
        </div>
      )}
      {lease.documents.length > 0 && (
        <div>
          <Text fw={650} size="sm">
            Documents
          </Text>
          <Stack gap={2}>
            {lease.documents.map((file) => (
              <Anchor key={file.id} href={file.url} target="_blank" rel="noreferrer" size="sm">
                {file.name}
              </Anchor>
            ))}
          </Stack>
        </div>
      )}
    </Stack>
  );
}
