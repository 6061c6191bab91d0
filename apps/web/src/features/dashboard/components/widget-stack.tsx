/**
 * The dashboard without the grid library: the visible widgets in the user's order, 3 columns on desktop,
 * 2 on tablet, 1 on phones (spec points 2 and 9). Phones always use it; wider screens show it until the
 * draggable grid's chunk arrives, so widgets never wait for react-grid-layout.
 */
import { SimpleGrid } from '@mantine/core';
import { WidgetCell } from './widget-cell.tsx';
import type { DashboardEntry } from './use-dashboard-widgets.ts';

/** Grid-row height in px and the gap, shared with the draggable grid so both lay widgets out alike. */
export const ROW_HEIGHT = 40;
export const GAP = 16;
export const pixelHeight = (rows: number) => rows * ROW_HEIGHT + (rows - 1) * GAP;

export function WidgetStack({ entries, fixedHeights = false }: { entries: DashboardEntry[]; fixedHeights?: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing={GAP} verticalSpacing={GAP} className="lintel-widget-area">
      {entries.map((entry) => (
        <div key={entry.widget.id} style={fixedHeights ? { height: pixelHeight(entry.widget.height) } : undefined}>
          <WidgetCell entry={entry} />
        </div>
      ))}
    </SimpleGrid>
  );
}
