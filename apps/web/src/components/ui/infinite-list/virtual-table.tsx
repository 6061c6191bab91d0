/**
 * A table virtualised against the window (DESIGN.md: a 10,000-row list keeps ≤ 1,400 DOM nodes): only
 * the rows in view (plus overscan) are rendered, with spacer rows above and below. Used by the records
 * lists (inventory, contacts, documents); columns describe header and cell. A cell given as text stays
 * on one line, ellipsised with a tooltip past the column's `maxWidth` (issue 11 item 17).
 */
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { ReactNode } from 'react';
import { CellText } from './cell-text.tsx';
import { useScrollMargin } from './use-scroll-margin.ts';

export interface VirtualColumn<T> {
  key: string;
  header: ReactNode;
  cell: (item: T, index: number) => ReactNode;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
  /** Widest a text cell grows before its text is cut with an ellipsis (CellText): pixels or a CSS length. */
  maxWidth?: number | string;
}

export interface VirtualTableProps<T> {
  items: readonly T[];
  columns: VirtualColumn<T>[];
  caption: string;
  getKey: (item: T) => string;
  rowHeight?: number;
  isSelected?: (item: T) => boolean;
}

/** A cell given as plain text stays on one line, cut with an ellipsis (and a tooltip) when too long. */
function cellContent(content: ReactNode, maxWidth: number | string | undefined): ReactNode {
  return typeof content === 'string' ? <CellText maxWidth={maxWidth}>{content}</CellText> : content;
}

export function VirtualTable<T>({ items, columns, caption, getKey, rowHeight = 57, isSelected }: VirtualTableProps<T>) {
  const { ref, margin } = useScrollMargin<HTMLDivElement>();
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => rowHeight,
    overscan: 8,
    scrollMargin: margin,
  });
  const rows = virtualizer.getVirtualItems();
  const top = rows.length ? rows[0]!.start - margin : 0;
  const bottom = rows.length ? virtualizer.getTotalSize() - (rows[rows.length - 1]!.end - margin) : 0;
  const span = columns.length;

  return (
    <div ref={ref} style={{ overflowX: 'auto', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}>
      <table className="virtual-table" aria-rowcount={items.length + 1}>
        <caption className="skip-link">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                style={{ width: column.width, textAlign: column.align, whiteSpace: 'nowrap' }}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {top > 0 && (
            <tr aria-hidden="true">
              <td colSpan={span} style={{ height: top, padding: 0, border: 0 }} />
            </tr>
          )}
          {rows.map((row) => {
            const item = items[row.index]!;
            const selected = isSelected?.(item) ?? false;
            return (
              <tr
                key={getKey(item)}
                aria-rowindex={row.index + 2}
                aria-selected={isSelected ? selected : undefined}
                style={{ height: rowHeight, background: selected ? 'var(--mantine-color-blue-0)' : undefined }}
              >
                {columns.map((column) => (
                  <td key={column.key} style={{ textAlign: column.align, whiteSpace: 'nowrap' }}>
                    {cellContent(column.cell(item, row.index), column.maxWidth)}
                  </td>
                ))}
              </tr>
            );
          })}
          {bottom > 0 && (
            <tr aria-hidden="true">
              <td colSpan={span} style={{ height: bottom, padding: 0, border: 0 }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
