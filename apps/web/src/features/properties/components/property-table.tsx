/** Table view of the properties list, virtualised against the window (10,000 rows stay a few dozen DOM rows; cards on phones). */
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { propertyTypeLabels, rentStatusLabels } from '@lintel/shared';
import type { Property } from '@lintel/shared';
import { VirtualTable } from '../../../components/ui/infinite-list/virtual-table.tsx';
import type { VirtualColumn } from '../../../components/ui/infinite-list/virtual-table.tsx';
import { PropertyRowMenu } from './property-row-menu.tsx';
import { rentStatusBadgeProps } from './rent-status.ts';
import { paths } from '../../../lib/paths.ts';
import { StatusBadge } from '../../../components/ui/status-badge/status-badge.tsx';
import { CellText } from '../../../components/ui/infinite-list/cell-text.tsx';

const TABLE_ROW_HEIGHT = 61;

const columns: VirtualColumn<Property>[] = [
  {
    key: 'name',
    header: 'Name',
    cell: (property) => (
      <Anchor component={Link} to={paths.property(property.id)} fw={600}>
        <CellText>{property.nickname}</CellText>
      </Anchor>
    ),
  },
  { key: 'type', header: 'Type', cell: (property) => propertyTypeLabels[property.type] },
  {
    key: 'address',
    header: 'Address',
    maxWidth: 280,
    cell: (property) => (property.location ? [property.location.address, property.location.city].filter(Boolean).join(', ') : '—'),
  },
  {
    key: 'rentStatus',
    header: 'Rent status',
    card: 'status',
    cell: (property) => <StatusBadge {...rentStatusBadgeProps(property.rentStatus)}>{rentStatusLabels[property.rentStatus]}</StatusBadge>,
  },
  { key: 'units', header: 'Units', cell: (property) => property.unitsCount },
  {
    key: 'actions',
    header: <span className="skip-link">Actions</span>,
    align: 'right',
    cell: (property) => <PropertyRowMenu property={property} />,
  },
];

export function PropertyTable({ items }: { items: Property[] }) {
  return (
    <VirtualTable items={items} columns={columns} caption="Properties" getKey={(property) => property.id} rowHeight={TABLE_ROW_HEIGHT} />
  );
}
