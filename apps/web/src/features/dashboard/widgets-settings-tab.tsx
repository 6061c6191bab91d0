/** The Widgets tab of account settings (spec point 2): every dashboard widget with a visibility switch. */
import { Stack, Text } from '@mantine/core';
import { useDashboardWidgets } from './components/use-dashboard-widgets.ts';
import { ArrangeWidgets } from './components/arrange-widgets.tsx';

export default function WidgetsSettingsTab() {
  const { entries, loading, status } = useDashboardWidgets();
  return (
    <Stack maw={560}>
      <Text c="dimmed">Choose which widgets your dashboard shows. Arrange them on the dashboard itself.</Text>
      {loading ? <Text c="dimmed">Loading widgets…</Text> : status === 'rejected' && entries.length === 0 ? <Text c="red">Could not load your widgets.</Text> : <ArrangeWidgets entries={entries} />}
    </Stack>
  );
}
