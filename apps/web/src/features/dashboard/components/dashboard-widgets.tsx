/**
 * The dashboard's widget area (spec points 2, 4, 9), loaded after the dashboard's first paint: it reads
 * the layout through the data cache (so RTK Query is not in the first screen's JavaScript, decision
 * 010), shows placeholders of the final size while the layout loads, then the widgets — on phones as
 * columns, on tablet and desktop in the draggable grid (its own lazy chunk; the same columns meanwhile).
 * Arrange mode lists them with buttons and switches instead. The layout shown is remembered for the next
 * visit's first paint (saved-layout.ts).
 */
import { Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useAppSelector } from '../../../lib/redux-hooks.ts';
import { useFeatureCatalogue } from '../../../lib/app-feature.tsx';
import { useDashboardWidgets } from './use-dashboard-widgets.ts';
import { WidgetStack } from './widget-stack.tsx';
import { DashboardSkeleton } from './widget-skeleton.tsx';
import { expectedLayout, saveLayout } from './saved-layout.ts';

const WidgetGrid = lazy(() => import('./widget-grid.tsx'));
// Only when Arrange is pressed: keeps its switches out of the dashboard's load.
const ArrangeWidgets = lazy(() => import('./arrange-widgets.tsx').then((m) => ({ default: m.ArrangeWidgets })));

/** `cols`: 1 on phones, 2 on tablet, 3 on desktop; `arranging`: the Arrange mode is on. */
export default function DashboardWidgets({ cols, arranging }: { cols: number; arranging: boolean }) {
  const user = useAppSelector((state) => state.auth.user);
  const catalogue = useFeatureCatalogue().widgets;
  const { entries, pending, status, loading } = useDashboardWidgets();
  const layoutKey = entries.map(({ widget }) => `${widget.key}:${widget.height}:${widget.isVisible ? 1 : 0}`).join(',');
  useEffect(() => {
    if (!user || status !== 'succeeded') return;
    saveLayout(user.id, entries.map(({ widget }) => ({ key: widget.key, height: widget.height, isVisible: widget.isVisible })));
    // `layoutKey` stands for `entries`: saved when the layout shown changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user, status, layoutKey]);
  if (!user) return null;
  const visible = entries.filter((entry) => entry.widget.isVisible);
  // Widgets that hide themselves (or have not told yet): mounted out of sight, so they load what tells and
  // keep it while the dashboard shows (a finished checklist is not asked again and again).
  const outOfSight = pending.length > 0 && (
    <div hidden>
      {pending.map(({ widget, component: Component }) => (
        <Suspense key={widget.id} fallback={null}>
          <Component />
        </Suspense>
      ))}
    </div>
  );
  let area;
  if (arranging) {
    area = (
      <Stack gap="xs" maw={560}>
        <Text size="sm" c="dimmed">
          Move widgets up or down and choose which ones show. {cols > 1 && 'On the dashboard you can also drag a widget by its grip and resize it from its bottom edge.'}
        </Text>
        <Suspense fallback={<Text c="dimmed">Loading…</Text>}>
          <ArrangeWidgets entries={entries} arrangeable />
        </Suspense>
      </Stack>
    );
  } else if (loading) {
    area = <DashboardSkeleton layout={expectedLayout(user.id, user.role, catalogue)} cols={cols} />;
  } else if (visible.length === 0) {
    area = <Text>{entries.length > 0 ? 'All widgets are hidden. Use Arrange to show them again.' : 'Your widgets will appear here.'}</Text>;
  } else if (cols === 1) {
    // Each widget's saved height is kept for it before its code and data arrive, so a widget that loads
    // does not push the ones below it (layout shift; issue 23).
    area = <WidgetStack entries={visible} cols={1} />;
  } else {
    area = (
      <Suspense fallback={<WidgetStack entries={visible} cols={cols} />}>
        <WidgetGrid entries={visible} cols={cols} />
      </Suspense>
    );
  }
  return (
    <>
      {area}
      {outOfSight}
    </>
  );
}
