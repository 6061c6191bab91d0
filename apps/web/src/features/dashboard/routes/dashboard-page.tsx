/**
 * /dashboard: a welcome and the user's widgets (spec points 2, 4, 9): in their saved order, heights and
 * visibility; 3 columns on desktop, 2 on tablet, 1 on phones, each widget at its saved height. On tablet and desktop the widgets can be
 * dragged and resized (the grid library loads lazily; the plain layout shows meanwhile); Arrange offers
 * the same with buttons and switches for keyboard and phone users.
 */
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { roleLabels } from '@lintel/shared';
import { useAppSelector } from '../../../lib/redux-hooks.ts';
import { paths } from '../../../lib/paths.ts';
import { useDashboardWidgets } from '../components/use-dashboard-widgets.ts';
import { WidgetSkeleton } from '../components/widget-cell.tsx';
import { WidgetStack } from '../components/widget-stack.tsx';

const WidgetGrid = lazy(() => import('../components/widget-grid.tsx'));
// Only when Arrange is pressed: keeps its switches out of the dashboard's first load.
const ArrangeWidgets = lazy(() => import('../components/arrange-widgets.tsx').then((m) => ({ default: m.ArrangeWidgets })));

/** Columns by screen width: Mantine's lg (75em) → 3, sm (48em) → 2, else 1. */
function useColumns(): number {
  const desktop = useMediaQuery('(min-width: 75em)', true, { getInitialValueInEffect: false });
  const tablet = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  return desktop ? 3 : tablet ? 2 : 1;
}

export default function DashboardPage() {
  const user = useAppSelector((state) => state.auth.user);
  const { entries, loading } = useDashboardWidgets();
  const cols = useColumns();
  const [arranging, setArranging] = useState(false);
  if (!user) return null;
  const visible = entries.filter((entry) => entry.widget.isVisible);
  const firstName = user.fullName.split(/\s+/)[0] ?? user.fullName;
  const hasProperties = user.role === 'propertyManager' || user.role === 'homeOwner';
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Welcome, {firstName}</Title>
          <Text c="dimmed">{roleLabels[user.role]} · here's what's happening today.</Text>
        </div>
        <Group gap="xs">
          {entries.length > 0 && (
            <Button variant={arranging ? 'filled' : 'default'} aria-pressed={arranging} onClick={() => setArranging((value) => !value)}>
              {arranging ? 'Done' : 'Arrange'}
            </Button>
          )}
          {hasProperties && (
            <Button component={Link} to={paths.properties} variant="light">
              Manage properties
            </Button>
          )}
        </Group>
      </Group>
      {arranging ? (
        <Stack gap="xs" maw={560}>
          <Text size="sm" c="dimmed">
            Move widgets up or down and choose which ones show. {cols > 1 && 'On the dashboard you can also drag a widget by its grip and resize it from its bottom edge.'}
          </Text>
          <Suspense fallback={<Text c="dimmed">Loading…</Text>}>
            <ArrangeWidgets entries={entries} arrangeable />
          </Suspense>
        </Stack>
      ) : loading ? (
        <div aria-busy="true" aria-label="Loading widgets">
          <WidgetStackSkeleton />
        </div>
      ) : visible.length === 0 ? (
        <Text>{entries.length > 0 ? 'All widgets are hidden. Use Arrange to show them again.' : 'Your widgets will appear here.'}</Text>
      ) : cols === 1 ? (
        // Each widget's saved height is kept for it before its code and data arrive (as the grid does),
        // so a widget that loads does not push the ones below it (layout shift; issue 23).
        <WidgetStack entries={visible} fixedHeights />
      ) : (
        <Suspense fallback={<WidgetStack entries={visible} fixedHeights />}>
          <WidgetGrid entries={visible} cols={cols} />
        </Suspense>
      )}
    </Stack>
  );
}

function WidgetStackSkeleton() {
  return (
    <Group grow align="flex-start" gap={16}>
      {[0, 1, 2].map((key) => (
        <WidgetSkeleton key={key} />
      ))}
    </Group>
  );
}
