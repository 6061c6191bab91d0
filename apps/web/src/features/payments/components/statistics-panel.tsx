/**
 * Statistics for a range (spec point 3 presets) and optionally a property: the figures, and the
 * charts, which load their own chunk (recharts) only when shown.
 */
import { Alert, Button, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { dateRangePresets } from '@lintel/shared';
import type { DateRangePreset } from '@lintel/shared';
import { useStatisticsQuery } from '../api/payments-api.ts';
import { queryView } from '../../../lib/data-cache.ts';
import { formatRange, presetLabel, statisticsQuery } from './date-range.ts';
import type { StatisticsRequest } from './date-range.ts';
import { StatisticsCards } from './statistics-cards.tsx';

const MoneyCharts = lazy(() => import('./money-charts.tsx'));

export interface StatisticsPanelProps {
  propertyId?: string;
  /** Show the charts at once (payments page) or behind a button (property page). */
  chartsOpen?: boolean;
  title?: string;
}

export function StatisticsPanel({ propertyId, chartsOpen = true, title = 'Statistics' }: StatisticsPanelProps) {
  const [request, setRequest] = useState<StatisticsRequest>({ range: 'yearToDate' });
  // On phones the charts wait for a tap: the lists come first and recharts is not downloaded unasked.
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [toggled, setToggled] = useState<boolean | null>(null);
  const showCharts = toggled ?? (chartsOpen && isWide);
  const setShowCharts = (update: (open: boolean) => boolean) => setToggled(update(showCharts));
  // Money changes invalidate the figures (tag MoneyStatistics): they are asked again while on screen.
  const statistics = useStatisticsQuery(statisticsQuery({ ...request, ...(propertyId ? { propertyId } : {}) }));
  const view = queryView(statistics, 'Failed to fetch statistics');
  const data = statistics.data;
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Text component="h2" fw={650} fz="lg" m={0}>
              {title}
            </Text>
            {data && (
              <Text size="xs" c="dimmed">
                {formatRange(data)}
              </Text>
            )}
          </div>
          <Group gap="xs" align="flex-end" wrap="wrap">
            <Select
              label="Range"
              allowDeselect={false}
              value={request.range}
              data={dateRangePresets.map((value) => ({ value, label: presetLabel(value) }))}
              onChange={(value) => value && setRequest((current) => ({ ...current, range: value as DateRangePreset }))}
              w={160}
            />
            {request.range === 'custom' && (
              <>
                <TextInput label="From" type="date" value={request.startDate ?? ''} onChange={(event) => setRequest({ ...request, startDate: event.currentTarget.value || undefined })} w={150} />
                <TextInput label="To" type="date" value={request.endDate ?? ''} onChange={(event) => setRequest({ ...request, endDate: event.currentTarget.value || undefined })} w={150} />
              </>
            )}
            <Button variant="default" onClick={() => setShowCharts((open) => !open)}>
              {showCharts ? 'Hide charts' : 'Show charts'}
            </Button>
          </Group>
        </Group>
        {view.state === 'error' && (
          <Alert color="red" variant="light">
            Statistics could not be loaded.
          </Alert>
        )}
        <StatisticsCards data={data ?? null} loading={statistics.isFetching} />
        {showCharts && data && (
          <Suspense fallback={<Text size="sm" c="dimmed">Loading charts…</Text>}>
            <MoneyCharts monthly={data.monthly} />
          </Suspense>
        )}
      </Stack>
    </Card>
  );
}
