/**
 * /dashboard: a welcome and the user's widgets (spec points 2, 4, 9): in their saved order, heights and
 * visibility; 3 columns on desktop, 2 on tablet, 1 on phones, each widget at its saved height. On tablet
 * and desktop the widgets can be dragged and resized; Arrange offers the same with buttons and switches
 * for keyboard and phone users. This chunk is the first screen after sign-in (≤ 200 KB with the shell,
 * docs/performance-budgets.md#web): it paints the welcome and placeholders of the last visit's layout at once (issue 23: no
 * layout shift), and the widget area, which reads through the data cache, loads after it.
 */
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { roleLabels } from '@lintel/shared';
import { useAppSelector } from '../../../lib/redux-hooks.ts';
import { useFeatureCatalogue } from '../../../lib/app-feature.tsx';
import { paths } from '../../../lib/paths.ts';
import { DashboardSkeleton } from '../components/widget-skeleton.tsx';
import { expectedLayout } from '../components/saved-layout.ts';

// The widget area and the data cache it reads through load after the first paint.
const DashboardWidgets = lazy(() => import('../components/dashboard-widgets.tsx'));

/** Columns by screen width: Mantine's lg (75em) → 3, sm (48em) → 2, else 1. */
function useColumns(): number {
  const desktop = useMediaQuery('(min-width: 75em)', true, { getInitialValueInEffect: false });
  const tablet = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  return desktop ? 3 : tablet ? 2 : 1;
}

export default function DashboardPage() {
  const user = useAppSelector((state) => state.auth.user);
  const catalogue = useFeatureCatalogue().widgets;
  const cols = useColumns();
  const [arranging, setArranging] = useState(false);
  if (!user) return null;
  const firstName = user.fullName.split(/\s+/)[0] ?? user.fullName;
  const hasProperties = user.role === 'propertyManager' || user.role === 'homeOwner';
  const hasWidgets = catalogue.some((entry) => entry.roles.includes(user.role));
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Welcome, {firstName}</Title>
          <Text c="dimmed">{roleLabels[user.role]} · here's what's happening today.</Text>
        </div>
        <Group gap="xs">
          {hasWidgets && (
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
      <Suspense fallback={<DashboardSkeleton layout={expectedLayout(user.id, user.role, catalogue)} cols={cols} />}>
        <DashboardWidgets cols={cols} arranging={arranging} />
      </Suspense>
    </Stack>
  );
}
