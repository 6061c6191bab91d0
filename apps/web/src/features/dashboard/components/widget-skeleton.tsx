/**
 * Placeholders of the final size (issue 23: CLS ≤ 0.1, widgets reserve their height before data
 * arrives): one card per widget of the layout the user had last time (or the role's defaults), in the
 * same columns and heights as the real widgets. Part of the dashboard's first screen: no data cache.
 */
import { Card, Skeleton } from '@mantine/core';
import { WidgetColumns } from './widget-columns.tsx';
import type { SavedWidget } from './saved-layout.ts';

/** A widget's placeholder card; it fills its cell (dashboard.css), the title bar and a body block. */
export function WidgetSkeleton() {
  return (
    <Card withBorder padding="md" aria-hidden="true" style={{ height: '100%' }}>
      <Skeleton height={20} width="40%" mb="md" />
      <Skeleton style={{ flex: 1 }} />
    </Card>
  );
}

/** The dashboard while its layout (or its code) loads: a placeholder per visible widget of `layout`. */
export function DashboardSkeleton({ layout, cols }: { layout: readonly SavedWidget[]; cols: number }) {
  const cells = layout.filter((widget) => widget.isVisible).map((widget) => ({ id: widget.key, height: widget.height }));
  return (
    <div role="status" aria-busy="true" aria-label="Loading widgets">
      <WidgetColumns items={cells} cols={cols} render={() => <WidgetSkeleton />} />
    </div>
  );
}
