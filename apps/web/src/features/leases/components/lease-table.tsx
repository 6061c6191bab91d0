/** Leases as a table (virtualised against the window) with a row menu: open, sign, terminate. */
import { ActionIcon, Anchor, Badge, Menu, Text } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { Link } from 'react-router';
import type { Lease } from '@lintel/shared';
import { paths } from '../../../lib/paths.ts';
import { useScrollMargin } from '../../../components/ui/infinite-list/use-scroll-margin.ts';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { IconDots } from '../../../components/ui/icons.tsx';
import { useLeasesDispatch } from '../state/hooks.ts';
import { formatMoney, leaseDates, leaseStatusColor, leaseStatusText, tenantNames } from './lease-format.ts';

const ROW_HEIGHT = 61;

function RowMenu({ lease }: { lease: Lease }) {
  const dispatch = useLeasesDispatch();
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

export function LeaseTable({ items, compact }: { items: Lease[]; compact?: boolean }) {
  const { ref, margin } = useScrollMargin<HTMLDivElement>();
  const virtualizer = useWindowVirtualizer({ count: items.length, estimateSize: () => ROW_HEIGHT, overscan: 8, scrollMargin: margin });
  const rows = virtualizer.getVirtualItems();
  const top = rows.length ? rows[0]!.start - margin : 0;
  const bottom = rows.length ? virtualizer.getTotalSize() - (rows[rows.length - 1]!.end - margin) : 0;
  const span = compact ? 5 : 6;
  return (
    <div ref={ref} style={{ overflowX: 'auto', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}>
      <table className="virtual-table" aria-rowcount={items.length + 1}>
        <caption className="skip-link">Leases</caption>
        <thead>
          <tr>
            <th scope="col">Property</th>
            <th scope="col">Tenants</th>
            <th scope="col">Dates</th>
            {!compact && <th scope="col">Rent</th>}
            <th scope="col">Status</th>
            <th scope="col">
              <span className="skip-link">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {top > 0 && (
            <tr aria-hidden="true">
              <td colSpan={span} style={{ height: top, padding: 0, border: 0 }} />
            </tr>
          )}
          {rows.map((row) => {
            const lease = items[row.index]!;
            return (
              <tr key={lease.id} aria-rowindex={row.index + 2} style={{ height: ROW_HEIGHT }}>
                <td>
                  <Anchor component={Link} to={paths.lease(lease.id)} fw={600}>
                    {lease.propertyName}
                  </Anchor>
                </td>
                <td>
                  <Text size="sm" truncate="end" maw={220}>
                    {tenantNames(lease)}
                  </Text>
                </td>
                <td style={{ whiteSpace: 'nowrap' }}>{leaseDates(lease)}</td>
                {!compact && <td>{formatMoney(lease.rentAmount)}</td>}
                <td>
                  <Badge color={leaseStatusColor[lease.status]} variant="light">
                    {leaseStatusText(lease.status)}
                  </Badge>
                </td>
                <td style={{ textAlign: 'right' }}>
                  <RowMenu lease={lease} />
                </td>
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
