/**
 * The chart of a result (issue 14): amortisation (balance, principal and interest by year), the
 * yearly cash flow of a rental, rent vs buy over time, or window savings vs cost. recharts is heavy,
 * so this module is only ever loaded lazily, when a result is shown (docs/performance-budgets.md#web).
 */
import { Text } from '@mantine/core';
import { Bar, BarChart, CartesianGrid, Cell, ComposedChart, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatUsd, type CalculatorSeries } from '@lintel/shared';

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const money = (value: unknown) => formatUsd(Number(value));
const axis = { fontSize: 12 };
const cashFlowSteps = ['Rent', 'Costs', 'Mortgage', 'Cash flow'];

const titles: Record<CalculatorSeries['kind'], string> = {
  amortisation: 'Amortisation: principal and interest paid each year, and the balance',
  cashFlow: 'Yearly cash flow',
  rentVsBuy: 'Cumulative net cost: renting vs buying',
  savings: 'Energy savings vs cost over 25 years',
};

/** A text summary of the series for screen readers (the chart itself is an image). */
function describe(series: CalculatorSeries): string {
  const last = series.points.at(-1) ?? {};
  return `${titles[series.kind]}. ${Object.entries(last)
    .map(([key, value]) => `${key} ${key === 'year' || key === 'step' ? value : money(value)}`)
    .join(', ')}`;
}

export default function ResultChart({ series }: { series: CalculatorSeries }) {
  const data: Array<Record<string, number | string>> =
    series.kind === 'cashFlow' ? series.points.map((point) => ({ ...point, label: cashFlowSteps[(point.step ?? 1) - 1] ?? '' })) : series.points;
  return (
    <figure style={{ margin: 0 }}>
      <Text component="figcaption" fw={600} size="sm" mb="xs">
        {titles[series.kind]}
      </Text>
      <div style={{ width: '100%', height: 260 }} role="img" aria-label={describe(series)} data-testid={`chart-${series.kind}`}>
        <ResponsiveContainer width="100%" height="100%">
          {series.kind === 'amortisation' ? (
            <ComposedChart data={data} margin={{ top: 4, right: 0, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="year" {...axis} />
              <YAxis yAxisId="paid" {...axis} width={48} tickFormatter={(v: number) => compact.format(v)} />
              <YAxis yAxisId="balance" orientation="right" {...axis} width={48} tickFormatter={(v: number) => compact.format(v)} />
              <Tooltip formatter={money} labelFormatter={(year) => `Year ${year}`} />
              <Legend />
              <Bar yAxisId="paid" dataKey="principal" name="Principal paid" stackId="paid" fill="#2b8a3e" isAnimationActive={false} />
              <Bar yAxisId="paid" dataKey="interest" name="Interest paid" stackId="paid" fill="#f08c00" isAnimationActive={false} />
              <Line yAxisId="balance" type="monotone" dataKey="balance" name="Balance (right axis)" stroke="#4c6ef5" strokeWidth={2} dot={false} isAnimationActive={false} />
            </ComposedChart>
          ) : series.kind === 'cashFlow' ? (
            <BarChart data={data} margin={{ top: 4, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" {...axis} interval={0} />
              <YAxis {...axis} width={52} tickFormatter={(v: number) => compact.format(v)} />
              <Tooltip formatter={money} />
              <Bar dataKey="amount" name="Amount" isAnimationActive={false}>
                {data.map((point, index) => (
                  <Cell key={index} fill={Number(point.amount ?? 0) >= 0 ? '#2b8a3e' : '#e03131'} />
                ))}
              </Bar>
            </BarChart>
          ) : (
            <LineChart data={data} margin={{ top: 4, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="year" {...axis} />
              <YAxis {...axis} width={52} tickFormatter={(v: number) => compact.format(v)} />
              <Tooltip formatter={money} labelFormatter={(year) => `Year ${year}`} />
              <Legend />
              {series.kind === 'rentVsBuy' ? (
                <>
                  <Line type="monotone" dataKey="rent" name="Renting" stroke="#e8590c" dot={false} isAnimationActive={false} />
                  <Line type="monotone" dataKey="buy" name="Buying (net)" stroke="#4c6ef5" dot={false} isAnimationActive={false} />
                </>
              ) : (
                <>
                  <Line type="monotone" dataKey="savings" name="Savings" stroke="#2b8a3e" dot={false} isAnimationActive={false} />
                  <Line type="monotone" dataKey="cost" name="Cost" stroke="#e03131" dot={false} isAnimationActive={false} />
                </>
              )}
            </LineChart>
          )}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
