/** A template's fees, clauses and default terms as read-only text (list cards and the shared page). */
import { Stack, Text } from '@mantine/core';
import { depositTermLabels, leaseFeeTypeLabels, leaseTermLabels, leaseUtilityLabels, rentPayTypeLabels } from '@lintel/shared';
import type { LeaseTemplate } from '@lintel/shared';

const money = (value: number) => `$${value.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;

export function TemplateDetails({ template }: { template: Pick<LeaseTemplate, 'fees' | 'clauses' | 'defaultTerms'> }) {
  const terms = template.defaultTerms;
  const defaults = [
    terms.term && `Term: ${leaseTermLabels[terms.term]}`,
    terms.rentAmount !== undefined && `Rent: ${money(terms.rentAmount)}`,
    terms.rentPayType && `Paid: ${rentPayTypeLabels[terms.rentPayType]}`,
    terms.depositValue !== undefined && `Deposit: ${money(terms.depositValue)}${terms.depositTerm ? ` (${depositTermLabels[terms.depositTerm]})` : ''}`,
    terms.lateFee &&
      `Late fee: ${terms.lateFee.amountType === 'percent' ? `${terms.lateFee.amount}%` : money(terms.lateFee.amount)} after ${terms.lateFee.dueDays} days`,
    terms.utilities?.length && `Includes: ${terms.utilities.map((utility) => leaseUtilityLabels[utility]).join(', ')}`,
  ].filter(Boolean) as string[];
  return (
    <Stack gap="xs">
      <div>
        <Text fw={650} size="sm">
          Fees
        </Text>
        <Text size="sm">{template.fees.length ? template.fees.map((fee) => `${leaseFeeTypeLabels[fee.type]} ${money(fee.amount)}`).join(' · ') : 'None'}</Text>
      </div>
      {defaults.length > 0 && (
        <div>
          <Text fw={650} size="sm">
            Default terms
          </Text>
          <Text size="sm">{defaults.join(' · ')}</Text>
        </div>
      )}
      <div>
        <Text fw={650} size="sm">
          Clauses ({template.clauses.length})
        </Text>
        <Stack gap={4}>
          {template.clauses.map((clause, index) => (
            <Text key={index} size="sm">
              <strong>{clause.title}.</strong> {clause.body}
            </Text>
          ))}
        </Stack>
      </div>
    </Stack>
  );
}
