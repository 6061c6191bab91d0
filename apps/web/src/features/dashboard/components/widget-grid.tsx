/**
 * The draggable, resizable dashboard (spec points 2 and 9) with react-grid-layout 2 (`width` from
 * `useContainerWidth`, `gridConfig`): one column per widget width, 3 columns on desktop and 2 on tablet;
 * a widget moves by its grip and grows or shrinks from its bottom edge within the height bounds. Each
 * drop or resize saves the order and heights with PUT /widgets/wrap. Loaded lazily: the grid library
 * stays out of the dashboard's first load (the plain WidgetStack shows until this arrives).
 */
import ReactGridLayout, { useContainerWidth, verticalCompactor, type Layout, type LayoutItem } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import { WIDGET_MAX_HEIGHT, WIDGET_MIN_HEIGHT } from '@lintel/shared';
import { useWrapWidgetsMutation } from '../api/dashboard-api.ts';
import { DRAG_HANDLE_CLASS, WidgetCell } from './widget-cell.tsx';
import { WidgetStack } from './widget-stack.tsx';
import { GAP, ROW_HEIGHT } from './widget-columns.tsx';
import type { DashboardEntry } from './use-dashboard-widgets.ts';

/** Places the widgets in order, left to right, each under the shortest-so-far of its column; pure. */
export function layoutOf(entries: readonly DashboardEntry[], cols: number): LayoutItem[] {
  const columnHeights = Array.from({ length: cols }, () => 0);
  return entries.map(({ widget }, index) => {
    const x = index % cols;
    const y = columnHeights[x]!;
    columnHeights[x] = y + widget.height;
    return { i: widget.id, x, y, w: 1, h: widget.height, minW: 1, maxW: 1, minH: WIDGET_MIN_HEIGHT, maxH: WIDGET_MAX_HEIGHT };
  });
}

/** The order a layout reads in (top to bottom, then left to right) with each widget's height. */
export function orderOf(layout: Layout): Array<{ id: string; height: number }> {
  return [...layout].sort((a, b) => a.y - b.y || a.x - b.x).map((item) => ({ id: item.i, height: item.h }));
}

export default function WidgetGrid({ entries, cols }: { entries: DashboardEntry[]; cols: number }) {
  const [wrapWidgets] = useWrapWidgetsMutation();
  const { width, containerRef, mounted } = useContainerWidth();
  const layout = layoutOf(entries, cols);

  function save(next: Layout) {
    const order = orderOf(next);
    const unchanged = order.every((item, index) => item.id === entries[index]?.widget.id && item.height === entries[index]?.widget.height);
    if (!unchanged) void wrapWidgets({ widgets: order });
  }

  return (
    <div ref={containerRef} className={mounted ? 'lintel-widget-area' : undefined}>
      {/* Until the width is measured, the plain grid keeps the widgets in place (no empty frame, no layout shift). */}
      {!mounted ? (
        <WidgetStack entries={entries} cols={cols} />
      ) : (
        <ReactGridLayout
          width={width}
          layout={layout}
          gridConfig={{ cols, rowHeight: ROW_HEIGHT, margin: [GAP, GAP], containerPadding: [0, 0] }}
          dragConfig={{ enabled: true, handle: `.${DRAG_HANDLE_CLASS}` }}
          resizeConfig={{ enabled: true, handles: ['s'] }}
          compactor={verticalCompactor}
          onDragStop={(next) => save(next)}
          onResizeStop={(next) => save(next)}
        >
          {entries.map((entry) => (
            <div key={entry.widget.id}>
              <WidgetCell entry={entry} draggable />
            </div>
          ))}
        </ReactGridLayout>
      )}
    </div>
  );
}
