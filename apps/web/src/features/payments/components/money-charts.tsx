/**
 * The statistics charts (issue 4): income vs expense per month and the cash flow. recharts is heavy,
 * so this module is only ever loaded lazily, when a chart is shown (docs/performance-budgets.md#web).
 */
import { Card, SimpleGrid, Text } from '@mantine/core';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TransactionStatistics } from '@lintel/shared';
import { formatAmount } from './money-format.ts';

const monthLabel = new Intl.DateTimeFormat('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const shortMonth = (month: string) => monthLabel.format(new Date(`${month}-01T00:00:00Z`));
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const tooltipValue = (value: unknown) => formatAmount(Number(value));

export default function MoneyCharts({ monthly }: { monthly: TransactionStatistics['monthly'] }) {
  const data = monthly.map((row) => ({ ...row, label: shortMonth(row.month) }));
  const summary = monthly.map((row) => `${shortMonth(row.month)}: income ${formatAmount(row.income)}, expense ${formatAmount(row.expense)}`).join('; ');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
      <Card withBorder padding="sm" component="figure" m={0} aria-label="Income vs expense per month">
        <Text component="figcaption" fw={600} size="sm" mb="xs">
          Income vs expense per month
        </Text>
        <div style={{ width: '100%', height: 220 }} role="img" aria-label={summary || 'No payments in this range'} data-testid="income-expense-chart">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} margin={{ top: 4, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" fontSize={12} />
              <YAxis fontSize={12} width={48} tickFormatter={(value: number) => compact.format(value)} />
              <Tooltip formatter={tooltipValue} />
              <Legend />
              <Bar dataKey="income" name="Income" fill="var(--mantine-color-teal-6)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
              <Bar dataKey="expense" name="Expense" fill="var(--mantine-color-red-5)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </Card>
      <Card withBorder padding="sm" component="figure" m={0} aria-label="Cash flow">
        <Text component="figcaption" fw={600} size="sm" mb="xs">
          Cash flow
        </Text>
        <div
          style={{ width: '100%', height: 220 }}
          role="img"
          aria-label={monthly.map((row) => `${shortMonth(row.month)}: ${formatAmount(row.cashflow)}`).join('; ') || 'No payments in this range'}
          data-testid="cashflow-chart"
        >
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={data} margin={{ top: 4, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" fontSize={12} />
              <YAxis fontSize={12} width={48} tickFormatter={(value: number) => compact.format(value)} />
              <Tooltip formatter={tooltipValue} />
              <ReferenceLine y={0} stroke="var(--mantine-color-gray-5)" />
              <Line type="monotone" dataKey="cashflow" name="Cash flow" stroke="var(--mantine-color-indigo-6)" strokeWidth={2} dot isAnimationActive={false} />
            </LineChart>
          </ResponsiveContainer>
        </div>
      </Card>
    </SimpleGrid>
  );
}
