/**
 * The dashboard without the grid library: the visible widgets in the user's order, 3 columns on desktop,
 * 2 on tablet, 1 on phones (spec points 2 and 9), each at its saved height and where the draggable grid
 * will put it (widget-columns.tsx). Phones always use it; wider screens show it until the draggable
 * grid's chunk arrives, so widgets never wait for react-grid-layout and nothing moves when it does.
 */
import { WidgetCell } from './widget-cell.tsx';
import { WidgetColumns } from './widget-columns.tsx';
import type { DashboardEntry } from './use-dashboard-widgets.ts';

export function WidgetStack({ entries, cols }: { entries: DashboardEntry[]; cols: number }) {
  const cells = entries.map((entry) => ({ id: entry.widget.id, height: entry.widget.height, entry }));
  return <WidgetColumns items={cells} cols={cols} render={({ entry }) => <WidgetCell entry={entry} />} />;
}
