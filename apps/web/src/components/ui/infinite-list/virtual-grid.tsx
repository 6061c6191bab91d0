/** Cards in rows of 1–3 (by screen width), virtualised against the window like VirtualTable. */
import { SimpleGrid } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { ReactNode } from 'react';
import { useScrollMargin } from './use-scroll-margin.ts';

export interface VirtualGridProps<T> {
  items: readonly T[];
  label: string;
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Height of one row of cards including the gap. */
  rowHeight: number;
}

export function VirtualGrid<T>({ items, label, getKey, renderItem, rowHeight }: VirtualGridProps<T>) {
  const wide = useMediaQuery('(min-width: 75em)');
  const medium = useMediaQuery('(min-width: 48em)');
  const columns = wide ? 3 : medium ? 2 : 1;
  const rowCount = Math.ceil(items.length / columns);
  const { ref, margin } = useScrollMargin<HTMLDivElement>();
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight,
    overscan: 3,
    scrollMargin: margin,
  });

  return (
    <div ref={ref} role="list" aria-label={label} style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => (
        <SimpleGrid
          key={row.key}
          cols={columns}
          spacing="md"
          style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${row.start - margin}px)` }}
        >
          {items.slice(row.index * columns, row.index * columns + columns).map((item) => (
            <div role="listitem" key={getKey(item)}>
              {renderItem(item)}
            </div>
          ))}
        </SimpleGrid>
      ))}
    </div>
  );
}
