/** Table view of the properties list, virtualised against the window so 10,000 rows stay a few dozen DOM rows. */
import { Anchor, Text } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { Link } from 'react-router';
import { propertyTypeLabels, rentStatusLabels } from '@lintel/shared';
import type { Property } from '@lintel/shared';
import { useScrollMargin } from '../../../components/ui/infinite-list/use-scroll-margin.ts';
import { PropertyRowMenu } from './property-row-menu.tsx';
import { rentStatusBadgeProps } from './rent-status.ts';
import { paths } from '../../../lib/paths.ts';
import { StatusBadge } from '../../../components/ui/status-badge/status-badge.tsx';
import { CellText } from '../../../components/ui/infinite-list/cell-text.tsx';

export const TABLE_ROW_HEIGHT = 61;

export function PropertyTable({ items }: { items: Property[] }) {
  const { ref, margin } = useScrollMargin<HTMLDivElement>();
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => TABLE_ROW_HEIGHT,
    overscan: 8,
    scrollMargin: margin,
  });
  const rows = virtualizer.getVirtualItems();
  const top = rows.length ? rows[0]!.start - margin : 0;
  const bottom = rows.length ? virtualizer.getTotalSize() - (rows[rows.length - 1]!.end - margin) : 0;

  return (
    <div ref={ref} style={{ overflowX: 'auto', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}>
      <table className="virtual-table" aria-rowcount={items.length + 1}>
        <caption className="skip-link">Properties</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Address</th>
            <th scope="col">Rent status</th>
            <th scope="col">Units</th>
            <th scope="col">
              <span className="skip-link">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {top > 0 && (
            <tr aria-hidden="true">
              <td colSpan={6} style={{ height: top, padding: 0, border: 0 }} />
            </tr>
          )}
          {rows.map((row) => {
            const property = items[row.index]!;
            return (
              <tr key={property.id} aria-rowindex={row.index + 2} style={{ height: TABLE_ROW_HEIGHT }}>
                <td>
                  <Anchor component={Link} to={paths.property(property.id)} fw={600}>
                    <CellText>{property.nickname}</CellText>
                  </Anchor>
                </td>
                <td>{propertyTypeLabels[property.type]}</td>
                <td>
                  <Text size="sm" component="span">
                    <CellText maxWidth={280}>
                      {property.location
                        ? [property.location.address, property.location.city].filter(Boolean).join(', ')
                        : '—'}
                    </CellText>
                  </Text>
                </td>
                <td>
                  <StatusBadge {...rentStatusBadgeProps(property.rentStatus)}>{rentStatusLabels[property.rentStatus]}</StatusBadge>
                </td>
                <td>{property.unitsCount}</td>
                <td style={{ textAlign: 'right' }}>
                  <PropertyRowMenu property={property} />
                </td>
              </tr>
            );
          })}
          {bottom > 0 && (
            <tr aria-hidden="true">
              <td colSpan={6} style={{ height: bottom, padding: 0, border: 0 }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
