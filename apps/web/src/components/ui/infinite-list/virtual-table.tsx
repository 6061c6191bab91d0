/**
 * A table virtualised against the window (docs/performance-budgets.md#web: a 10,000-row list keeps ≤ 1,400 DOM nodes): only
 * the rows in view (plus overscan) are rendered, with spacer rows above and below. Below Mantine's `sm`
 * the same columns render as a virtualised list of cards (RowCard; issue 11 item 16), so a phone never
 * scrolls a list sideways. Used by every records list (leases, documents, inventory, contacts, tenants,
 * payments, quotes, properties, lease signatures); columns describe header, cell and card slot.
 * A cell given as text stays on one line, ellipsised with a tooltip past the column's `maxWidth`
 * (issue 11 item 17), unless the column lets it `wrap`.
 */
import { Group, Text } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { ReactNode } from 'react';
import { CellText } from './cell-text.tsx';
import { useScrollMargin } from './use-scroll-margin.ts';
import { useIsPhone } from './use-is-phone.ts';
import { RowCard, cardLayoutOf } from './row-card.tsx';
import type { CardColumn } from './row-card.tsx';

export interface VirtualColumn<T> extends CardColumn<T> {
  width?: number | string;
  align?: 'left' | 'right' | 'center';
  /** Lets the cell's text wrap (cells stay on one line by default) — for long text in a narrow table. */
  wrap?: boolean;
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
  /** Estimated height of one phone card including the gap below it (cards are measured once shown). */
  cardHeight?: number;
}

/** A cell given as plain text stays on one line, cut with an ellipsis (and a tooltip) when too long. */
function cellContent(content: ReactNode, maxWidth: number | string | undefined): ReactNode {
  return typeof content === 'string' ? <CellText maxWidth={maxWidth}>{content}</CellText> : content;
}

/** The table on screens from `sm` up, cards below it (see the module comment). */
export function VirtualTable<T>(props: VirtualTableProps<T>) {
  return useIsPhone() ? <VirtualCards {...props} /> : <VirtualRows {...props} />;
}

function VirtualRows<T>({ items, columns, caption, getKey, rowHeight = 57, isSelected }: VirtualTableProps<T>) {
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
                  <td key={column.key} style={{ textAlign: column.align, whiteSpace: column.wrap ? 'normal' : 'nowrap', overflowWrap: column.wrap ? 'anywhere' : undefined }}>
                    {column.wrap ? column.cell(item, row.index) : cellContent(column.cell(item, row.index), column.maxWidth)}
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

const CARD_GAP = 12;

/** The rows as cards, measured as they render (their heights vary), with the select-all box above them. */
function VirtualCards<T>({ items, columns, caption, getKey, isSelected, cardHeight }: VirtualTableProps<T>) {
  const layout = cardLayoutOf(columns);
  const { ref, margin } = useScrollMargin<HTMLDivElement>();
  const estimate = cardHeight ?? 96 + 26 * layout.fact.length;
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimate,
    overscan: 4,
    scrollMargin: margin,
    // jsdom (and a card not laid out yet) measures 0: keep the estimate rather than render every row.
    measureElement: (element) => element.getBoundingClientRect().height || estimate,
  });
  return (
    <>
      {layout.select.length > 0 && (
        // A selection column's header is its select-all box: keep it reachable above the cards.
        <Group gap="xs" mb="xs" px="sm">
          {layout.select.map((column) => (
            <div key={column.key}>{column.header}</div>
          ))}
          <Text size="sm" c="dimmed" aria-hidden>
            Select all
          </Text>
        </Group>
      )}
      <div ref={ref} role="list" aria-label={caption} style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index]!;
          return (
            <div
              key={getKey(item)}
              role="listitem"
              data-index={row.index}
              ref={virtualizer.measureElement}
              style={{ position: 'absolute', top: 0, left: 0, right: 0, paddingBottom: CARD_GAP, transform: `translateY(${row.start - margin}px)` }}
            >
              <RowCard item={item} index={row.index} layout={layout} selected={isSelected?.(item)} />
            </div>
          );
        })}
      </div>
    </>
  );
}
