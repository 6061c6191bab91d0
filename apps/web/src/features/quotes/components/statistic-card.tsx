/** One quote statistic (spec point 3): the value, and against the previous period the percent and trend. */
import { Card, Group, Text } from '@mantine/core';
import type { StatisticValue } from '@lintel/shared';
import { formatMoney } from './quote-format.ts';

const trendText = { up: 'Up', down: 'Down', neutral: 'No change' } as const;
// Shade 9: teal and red at their default shade are under 4.5:1 on a white card (axe colour contrast).
const trendColor = { up: 'teal.9', down: 'red.9', neutral: 'dimmed' } as const;
const trendArrow = { up: '▲', down: '▼', neutral: '■' } as const;

export function StatisticCard({ label, statistic, money }: { label: string; statistic: StatisticValue; money?: boolean }) {
  const show = (value: number) => (money ? formatMoney(value) : String(value));
  const percent = `${statistic.percent > 0 ? '+' : ''}${statistic.percent}%`;
  return (
    <Card withBorder padding="md" radius="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {show(statistic.value)}
      </Text>
      <Group gap={6} mt={4}>
        <Text size="sm" c={trendColor[statistic.trend]} fw={600} data-trend={statistic.trend}>
          <span aria-hidden="true">{trendArrow[statistic.trend]} </span>
          {trendText[statistic.trend]} {percent}
        </Text>
        <Text size="sm" c="dimmed">
          vs {show(statistic.old)} before
        </Text>
      </Group>
    </Card>
  );
}
