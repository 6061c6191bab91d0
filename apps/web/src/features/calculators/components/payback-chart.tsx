/**
 * The window-replacement payback as a picture (issue 22): one bar per year for what the energy saved
 * so far leaves of the cost (red while the cost is not yet covered, green after), with the payback
 * year marked. Plain SVG, loaded lazily with the result; the numbers are written under it.
 */
import { Text } from '@mantine/core';
import { formatUsd, type CalculatorResult } from '@lintel/shared';

const GREEN = '#2b8a3e';
const RED = '#e03131';

/** Per year from the result's `savings` series: savings so far minus the cost (dollars). */
export function paybackBars(result: CalculatorResult): { year: number; net: number }[] {
  const series = result.result.series;
  if (!series || series.kind !== 'savings') return [];
  return series.points.map((point) => ({ year: Number(point.year), net: Number(point.savings ?? 0) - Number(point.cost ?? 0) }));
}

export default function PaybackChart({ result }: { result: CalculatorResult }) {
  const all = paybackBars(result);
  if (all.length === 0) return null;
  const payback = result.result.figures.find((figure) => figure.key === 'payback')?.value ?? null;
  const cost = result.result.figures.find((figure) => figure.key === 'totalCost')?.value ?? -(all[0]?.net ?? 0);
  const saving = result.result.figures.find((figure) => figure.key === 'annualSaving')?.value ?? 0;
  // Show the years up to a few past payback (all 25 when it never pays back within them).
  const lastYear = payback === null ? all.at(-1)!.year : Math.min(all.at(-1)!.year, Math.max(10, Math.ceil(payback) + 3));
  const bars = all.filter((bar) => bar.year <= lastYear);
  const width = 320;
  const height = 160;
  const left = 44;
  const bottom = 18;
  const top = 8;
  const high = Math.max(0, ...bars.map((bar) => bar.net));
  const low = Math.min(0, ...bars.map((bar) => bar.net));
  const span = high - low || 1;
  const y = (value: number) => top + ((high - value) / span) * (height - top - bottom);
  const step = (width - left) / bars.length;
  const barWidth = Math.max(2, step * 0.7);
  const x = (year: number) => left + (year - bars[0]!.year) * step + (step - barWidth) / 2;
  const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1, style: 'currency', currency: 'USD' });
  const summary =
    payback === null
      ? `The energy saved (${formatUsd(saving)} a year) does not cover the cost of ${formatUsd(cost)} within ${all.at(-1)!.year} years.`
      : `The energy saved (${formatUsd(saving)} a year) covers the cost of ${formatUsd(cost)} after ${payback} years.`;
  const labelEvery = bars.length > 14 ? 5 : bars.length > 8 ? 2 : 1;
  return (
    <figure style={{ margin: 0 }} data-testid="chart-payback">
      <Text component="figcaption" fw={600} size="sm" mb="xs">
        Years until the savings cover the cost
      </Text>
      <svg viewBox={`0 0 ${width} ${height}`} width="100%" role="img" aria-label={summary} style={{ maxHeight: 260 }}>
        <text x={left - 4} y={y(high)} fontSize={9} textAnchor="end" dominantBaseline="middle" fill="currentColor">
          {compact.format(high)}
        </text>
        <text x={left - 4} y={y(low)} fontSize={9} textAnchor="end" dominantBaseline="middle" fill="currentColor">
          {compact.format(low)}
        </text>
        {bars.map((bar) => (
          <g key={bar.year}>
            <rect x={x(bar.year)} y={Math.min(y(bar.net), y(0))} width={barWidth} height={Math.max(1, Math.abs(y(bar.net) - y(0)))} fill={bar.net >= 0 ? GREEN : RED} />
            {bar.year % labelEvery === 0 && (
              <text x={x(bar.year) + barWidth / 2} y={height - 4} fontSize={9} textAnchor="middle" fill="currentColor">
                {bar.year}
              </text>
            )}
          </g>
        ))}
        <line x1={left} x2={width} y1={y(0)} y2={y(0)} stroke="currentColor" strokeWidth={1} />
        {payback !== null && payback <= lastYear && (
          <g>
            <line x1={x(payback) + barWidth / 2} x2={x(payback) + barWidth / 2} y1={top} y2={height - bottom} stroke="#212529" strokeDasharray="3 3" />
            <text x={Math.min(x(payback) + barWidth / 2 + 4, width - 70)} y={top + 8} fontSize={10} fill="currentColor">
              pays back: {payback} yr
            </text>
          </g>
        )}
      </svg>
      <Text size="xs" c="dimmed" mt="xs">
        {summary} Bars: savings so far minus the cost, by year.
      </Text>
    </figure>
  );
}
