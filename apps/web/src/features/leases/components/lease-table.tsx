/** Leases as a table (virtualised against the window; cards on phones) with a row menu: open, sign, terminate. */
import { ActionIcon, Anchor, Menu, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Lease } from '@lintel/shared';
import { paths } from '../../../lib/paths.ts';
import { VirtualTable } from '../../../components/ui/infinite-list/virtual-table.tsx';
import type { VirtualColumn } from '../../../components/ui/infinite-list/virtual-table.tsx';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { IconDots } from '../../../components/ui/icons.tsx';
import { useAppDispatch } from '../../../lib/redux-hooks.ts';
import { formatMoney, leaseDates, leaseStatusColor, leaseStatusText, tenantNames } from './lease-format.ts';
import { StatusBadge } from '../../../components/ui/status-badge/status-badge.tsx';
import { CellText } from '../../../components/ui/infinite-list/cell-text.tsx';

const ROW_HEIGHT = 61;

function RowMenu({ lease }: { lease: Lease }) {
  const dispatch = useAppDispatch();
  const canTerminate = lease.status === 'active' || lease.status === 'pendingSignature';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for the lease on ${lease.propertyName}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={paths.lease(lease.id)}>
          Open
        </Menu.Item>
        {canTerminate && (
          <Menu.Item color="red" onClick={() => dispatch(modalOpened({ name: modalNames.terminateLease, props: { lease } }))}>
            Terminate
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

export function LeaseTable({ items }: { items: Lease[] }) {
  const columns: VirtualColumn<Lease>[] = [
    {
      key: 'property',
      header: 'Property',
      cell: (lease) => (
        <Anchor component={Link} to={paths.lease(lease.id)} fw={600}>
          <CellText maxWidth="min(340px, 24vw)">{lease.propertyName}</CellText>
        </Anchor>
      ),
    },
    {
      key: 'tenants',
      header: 'Tenants',
      cell: (lease) => (
        <Text size="sm" component="span">
          <CellText maxWidth={220}>{tenantNames(lease)}</CellText>
        </Text>
      ),
    },
    { key: 'dates', header: 'Dates', cell: leaseDates },
    { key: 'rent', header: 'Rent', cell: (lease) => formatMoney(lease.rentAmount) },
    {
      key: 'status',
      header: 'Status',
      cell: (lease) => (
        <StatusBadge color={leaseStatusColor[lease.status]}>
          {leaseStatusText(lease.status)}
        </StatusBadge>
      ),
    },
    { key: 'actions', header: <span className="skip-link">Actions</span>, align: 'right', cell: (lease) => <RowMenu lease={lease} /> },
  ];
  return <VirtualTable items={items} columns={columns} caption="Leases" getKey={(lease) => lease.id} rowHeight={ROW_HEIGHT} />;
}
