/**
 * The dashboard's columns without the grid library (spec points 2 and 9; issue 23, layout shift): the
 * widgets in order, left to right, each under the one above it in its column, each at its saved height
 * — exactly where react-grid-layout puts them (widget-grid.tsx `layoutOf`), so the plain layout, the
 * loading skeleton and the draggable grid stand on the same pixels and nothing moves when one replaces
 * another. No data-cache or grid code: the dashboard's first screen draws its skeleton with it.
 */
import type { ReactNode } from 'react';
import './dashboard.css';

/** Grid-row height in px and the gap, shared with the draggable grid so both lay widgets out alike. */
export const ROW_HEIGHT = 40;
export const GAP = 16;
/** The pixel height of a widget `rows` grid rows tall (gaps between its rows included). */
export const pixelHeight = (rows: number) => rows * ROW_HEIGHT + (rows - 1) * GAP;

/** Splits `items` into `cols` columns as the grid places them: item i goes to column i mod cols; pure. */
export function columnsOf<T>(items: readonly T[], cols: number): T[][] {
  const columns = Array.from({ length: Math.max(1, cols) }, (): T[] => []);
  items.forEach((item, index) => columns[index % columns.length]!.push(item));
  return columns;
}

export interface ColumnCell {
  /** React key of the cell. */
  id: string;
  /** Height in grid rows. */
  height: number;
}

/** Draws `items` in `cols` columns, each cell `pixelHeight(item.height)` tall, its content from `render`. */
export function WidgetColumns<T extends ColumnCell>({ items, cols, render }: { items: readonly T[]; cols: number; render: (item: T) => ReactNode }) {
  return (
    <div className="lintel-widget-area" style={{ display: 'grid', gridTemplateColumns: `repeat(${Math.max(1, cols)}, minmax(0, 1fr))`, columnGap: GAP }}>
      {columnsOf(items, cols).map((column, index) => (
        <div key={index} style={{ display: 'flex', flexDirection: 'column', gap: GAP, minWidth: 0 }}>
          {column.map((item) => (
            <div key={item.id} style={{ height: pixelHeight(item.height) }}>
              {render(item)}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
