/** Tenants as a table (virtualised against the window) or as cards; a row opens the tenant details modal. */
import { ActionIcon, Anchor, Avatar, Badge, Card, Group, Menu, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Tenant } from '@lintel/shared';
import { useScrollMargin } from '../../../components/ui/infinite-list/use-scroll-margin.ts';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { IconDots } from '../../../components/ui/icons.tsx';
import { useTenantsDispatch } from '../state/hooks.ts';
import { initialsOf } from './tenant-format.ts';

const ROW_HEIGHT = 61;

function useTenantActions() {
  const dispatch = useTenantsDispatch();
  return {
    details: (tenant: Tenant) => dispatch(modalOpened({ name: modalNames.tenantDetails, props: { tenant } })),
    edit: (tenant: Tenant) => dispatch(modalOpened({ name: modalNames.tenantForm, props: { tenant } })),
    remove: (tenant: Tenant) =>
      dispatch(modalOpened({ name: modalNames.deleteTenant, props: { id: tenant.id, fullName: tenant.fullName } })),
  };
}

function RowMenu({ tenant }: { tenant: Tenant }) {
  const actions = useTenantActions();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${tenant.fullName}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => actions.details(tenant)}>Details</Menu.Item>
        <Menu.Item onClick={() => actions.edit(tenant)}>Edit</Menu.Item>
        <Menu.Item color="red" onClick={() => actions.remove(tenant)}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function AccountBadge({ tenant }: { tenant: Tenant }) {
  return (
    <Badge color={tenant.hasAccount ? 'teal' : 'gray'} variant="light">
      {tenant.hasAccount ? 'Account' : 'No account'}
    </Badge>
  );
}

function TenantAvatar({ tenant }: { tenant: Tenant }) {
  return (
    <Avatar src={tenant.image?.previewUrl ?? tenant.image?.url} alt="" radius="xl" color="indigo">
      {initialsOf(tenant.fullName)}
    </Avatar>
  );
}

export function TenantTable({ items }: { items: Tenant[] }) {
  const actions = useTenantActions();
  const { ref, margin } = useScrollMargin<HTMLDivElement>();
  const virtualizer = useWindowVirtualizer({ count: items.length, estimateSize: () => ROW_HEIGHT, overscan: 8, scrollMargin: margin });
  const rows = virtualizer.getVirtualItems();
  const top = rows.length ? rows[0]!.start - margin : 0;
  const bottom = rows.length ? virtualizer.getTotalSize() - (rows[rows.length - 1]!.end - margin) : 0;
  return (
    <div ref={ref} style={{ overflowX: 'auto', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}>
      <table className="virtual-table" aria-rowcount={items.length + 1}>
        <caption className="skip-link">Tenants</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">E-mail</th>
            <th scope="col">Phone</th>
            <th scope="col">Current lease</th>
            <th scope="col">Lintel</th>
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
            const tenant = items[row.index]!;
            return (
              <tr key={tenant.id} aria-rowindex={row.index + 2} style={{ height: ROW_HEIGHT }}>
                <td>
                  <Group gap="sm" wrap="nowrap">
                    <TenantAvatar tenant={tenant} />
                    <Anchor component="button" type="button" fw={600} onClick={() => actions.details(tenant)}>
                      {tenant.fullName}
                    </Anchor>
                  </Group>
                </td>
                <td>{tenant.email ?? '—'}</td>
                <td>{tenant.phoneNumbers[0] ?? '—'}</td>
                <td>
                  <Text size="sm" truncate="end" maw={220}>
                    {tenant.currentLease?.propertyName ?? '—'}
                  </Text>
                </td>
                <td>
                  <AccountBadge tenant={tenant} />
                </td>
                <td style={{ textAlign: 'right' }}>
                  <RowMenu tenant={tenant} />
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

export function TenantCards({ items }: { items: Tenant[] }) {
  const actions = useTenantActions();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((tenant) => (
        <Card key={tenant.id} withBorder component="li" padding="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <UnstyledButton onClick={() => actions.details(tenant)} style={{ flex: 1, minWidth: 0 }}>
              <Group gap="sm" wrap="nowrap">
                <TenantAvatar tenant={tenant} />
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} truncate="end">
                    {tenant.fullName}
                  </Text>
                  <Text size="sm" c="dimmed" truncate="end">
                    {tenant.email ?? tenant.phoneNumbers[0] ?? 'No contact details'}
                  </Text>
                </div>
              </Group>
            </UnstyledButton>
            <RowMenu tenant={tenant} />
          </Group>
          <Group gap="xs" mt="sm">
            <AccountBadge tenant={tenant} />
            <Text size="sm" c="dimmed" truncate="end">
              {tenant.currentLease ? tenant.currentLease.propertyName : 'No active lease'}
            </Text>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
