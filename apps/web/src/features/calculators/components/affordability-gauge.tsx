/**
 * The affordability result as two gauges against the debt-to-income rules (issue 22, "a picture"):
 * at the most the housing payment should be, the share of gross monthly income that housing takes
 * (front-end rule, 28 % by default) and that housing plus the other debts take (back-end rule, 36 %).
 * Plain SVG, loaded lazily with the result; each gauge has a text alternative, and the numbers are
 * written under it.
 */
import { Group, Stack, Text } from '@mantine/core';
import { formatUsd, type CalculatorResult } from '@lintel/shared';

const GREEN = '#2b8a3e';
const AMBER = '#f08c00';
const RED = '#e03131';

/** Shares (percent of gross monthly income) at the result's maximum housing payment; null when the input lacks the income. */
export function affordabilityShares(result: CalculatorResult): { housing: number; total: number; front: number; back: number; income: number; housingPayment: number; debts: number } | null {
  const input = result.inputData;
  const income = Number(input.grossMonthlyIncome);
  const debts = Number(input.monthlyDebts ?? 0);
  const housingPayment = result.result.figures.find((figure) => figure.key === 'maxHousingPayment')?.value;
  if (!Number.isFinite(income) || income <= 0 || housingPayment === null || housingPayment === undefined) return null;
  const round1 = (value: number) => Math.round(value * 10) / 10;
  return {
    housing: round1((housingPayment / income) * 100),
    total: round1(((housingPayment + (Number.isFinite(debts) ? debts : 0)) / income) * 100),
    front: Number(input.frontEndPercent ?? 28),
    back: Number(input.backEndPercent ?? 36),
    income,
    housingPayment,
    debts: Number.isFinite(debts) ? debts : 0,
  };
}

/** A half-circle gauge, 0 to `max` percent: green up to the rule, amber to `warn`, red beyond; the needle at `value`. */
function Gauge({ value, rule, warn, max, label, description }: { value: number; rule: number; warn: number; max: number; label: string; description: string }) {
  const cx = 70;
  const cy = 70;
  const r = 56;
  const clamp = (v: number) => Math.min(Math.max(v, 0), max);
  const point = (v: number, radius = r) => {
    const angle = Math.PI * (1 - clamp(v) / max);
    return [cx + radius * Math.cos(angle), cy - radius * Math.sin(angle)] as const;
  };
  const arc = (from: number, to: number) => {
    const [x1, y1] = point(from);
    const [x2, y2] = point(to);
    return `M ${x1.toFixed(2)} ${y1.toFixed(2)} A ${r} ${r} 0 0 1 ${x2.toFixed(2)} ${y2.toFixed(2)}`;
  };
  const [nx, ny] = point(value, r - 8);
  const tick = (v: number) => {
    const [x1, y1] = point(v, r + 8);
    const [x2, y2] = point(v, r - 8);
    const [tx, ty] = point(v, r + 17);
    return (
      <g key={v}>
        <line x1={x1} y1={y1} x2={x2} y2={y2} stroke="currentColor" strokeWidth={1.5} />
        <text x={tx} y={ty} fontSize={10} textAnchor="middle" dominantBaseline="middle" fill="currentColor">
          {v} %
        </text>
      </g>
    );
  };
  const colour = value <= rule ? GREEN : value <= warn ? AMBER : RED;
  return (
    <Stack gap={2} align="center" style={{ flex: '1 1 160px', maxWidth: 220 }}>
      <svg viewBox="0 0 140 84" width="100%" role="img" aria-label={description} style={{ maxWidth: 220, overflow: 'visible' }}>
        <path d={arc(0, rule)} stroke={GREEN} strokeWidth={12} fill="none" />
        <path d={arc(rule, warn)} stroke={AMBER} strokeWidth={12} fill="none" />
        <path d={arc(warn, max)} stroke={RED} strokeWidth={12} fill="none" opacity={0.8} />
        {tick(rule)}
        {warn !== rule && tick(warn)}
        <line x1={cx} y1={cy} x2={nx} y2={ny} stroke="#212529" strokeWidth={3} strokeLinecap="round" />
        <circle cx={cx} cy={cy} r={4} fill="#212529" />
      </svg>
      <Text size="sm" fw={700} c={colour === AMBER ? undefined : colour} aria-hidden="true">
        {value} %
      </Text>
      <Text size="xs" c="dimmed" ta="center" aria-hidden="true">
        {label}
      </Text>
    </Stack>
  );
}

export default function AffordabilityGauge({ result }: { result: CalculatorResult }) {
  const shares = affordabilityShares(result);
  if (!shares) return null;
  const max = Math.max(50, Math.ceil((Math.max(shares.back, shares.total) + 10) / 10) * 10);
  const housingText = `Housing takes ${shares.housing} % of income (${formatUsd(shares.housingPayment)} of ${formatUsd(shares.income)} a month); the rule is at most ${shares.front} %.`;
  const totalText = `Housing plus other debts takes ${shares.total} % (${formatUsd(shares.housingPayment + shares.debts)} a month); the rule is at most ${shares.back} %.`;
  return (
    <figure style={{ margin: 0 }} data-testid="chart-affordability">
      <Text component="figcaption" fw={600} size="sm" mb="xs">
        Your payment against the {shares.front} % / {shares.back} % rules
      </Text>
      <Group justify="center" gap="xl" wrap="wrap">
        <Gauge value={shares.housing} rule={shares.front} warn={shares.back} max={max} label={`Housing (rule ≤ ${shares.front} %)`} description={housingText} />
        <Gauge value={shares.total} rule={shares.back} warn={shares.back} max={max} label={`Housing + debts (rule ≤ ${shares.back} %)`} description={totalText} />
      </Group>
      <Text size="xs" c="dimmed" mt="xs">
        {housingText} {totalText}
      </Text>
    </figure>
  );
}
