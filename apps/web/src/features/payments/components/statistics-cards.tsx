/** The statistics figures of spec point 3 (received, incomes, overdue, expenses, unpaid, total, cashflowTotal, sent) as cards. */
import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { TransactionStatistics } from '@lintel/shared';
import { formatAmount } from './money-format.ts';

type Figure = 'received' | 'incomes' | 'overdue' | 'expenses' | 'unpaid' | 'total' | 'cashflowTotal' | 'sent';

/** Label and one-line meaning of each figure (docs/decisions/003-money.md "Statistics"). */
export const statisticsFigures: { key: Figure; label: string; hint: string; color?: string }[] = [
  { key: 'incomes', label: 'Income due', hint: 'Income due in the range' },
  { key: 'received', label: 'Received', hint: 'Payments received', color: 'teal' },
  { key: 'unpaid', label: 'Due, not late', hint: 'Still owed, due date not passed' },
  { key: 'overdue', label: 'Overdue', hint: 'Owed past the due date', color: 'red' },
  { key: 'expenses', label: 'Expenses', hint: 'Expenses due in the range' },
  { key: 'sent', label: 'Paid out', hint: 'Payments made on expenses' },
  { key: 'total', label: 'Net (due)', hint: 'Income − expenses' },
  { key: 'cashflowTotal', label: 'Cash flow', hint: 'Received − paid out' },
];

export function StatisticsCards({ data, loading }: { data: TransactionStatistics | null; loading?: boolean }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {statisticsFigures.map((figure) => {
        const value = data?.[figure.key];
        const negative = typeof value === 'number' && value < 0;
        return (
          <Card key={figure.key} withBorder padding="sm" role="group" aria-label={figure.label}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {figure.label}
            </Text>
            {value === undefined ? (
              loading ? <Skeleton height={26} mt={4} /> : <Text fz="xl" fw={700}>—</Text>
            ) : (
              <Text fz="xl" fw={700} c={negative ? 'red' : figure.color} data-testid={`figure-${figure.key}`}>
                {formatAmount(value)}
              </Text>
            )}
            <Text size="xs" c="dimmed" visibleFrom="sm">
              {figure.hint}
            </Text>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
