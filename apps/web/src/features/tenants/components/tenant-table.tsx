/** Tenants as a table (virtualised against the window) or as cards; a row opens the tenant details modal. */
import { ActionIcon, Anchor, Avatar, Card, Group, Menu, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import type { Tenant } from '@lintel/shared';
import { VirtualTable } from '../../../components/ui/infinite-list/virtual-table.tsx';
import type { VirtualColumn } from '../../../components/ui/infinite-list/virtual-table.tsx';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { IconDots } from '../../../components/ui/icons.tsx';
import { useTenantsDispatch } from '../state/hooks.ts';
import { initials } from '../../../lib/format.ts';
import { formatPhone } from '../../../lib/format-phone.ts';
import { StatusBadge } from '../../../components/ui/status-badge/status-badge.tsx';
import { CellText } from '../../../components/ui/infinite-list/cell-text.tsx';

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
    <StatusBadge color={tenant.hasAccount ? 'teal' : 'gray'}>
      {tenant.hasAccount ? 'Account' : 'No account'}
    </StatusBadge>
  );
}

function TenantAvatar({ tenant }: { tenant: Tenant }) {
  return (
    <Avatar src={tenant.image?.previewUrl ?? tenant.image?.url} alt="" radius="xl" color="indigo">
      {initials(tenant.fullName)}
    </Avatar>
  );
}

export function TenantTable({ items }: { items: Tenant[] }) {
  const actions = useTenantActions();
  const columns: VirtualColumn<Tenant>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (tenant) => (
        <Group gap="sm" wrap="nowrap">
          <TenantAvatar tenant={tenant} />
          <Anchor component="button" type="button" fw={600} onClick={() => actions.details(tenant)}>
            <CellText>{tenant.fullName}</CellText>
          </Anchor>
        </Group>
      ),
    },
    { key: 'email', header: 'E-mail', maxWidth: 'min(220px, 15vw)', cell: (tenant) => tenant.email ?? '—' },
    { key: 'phone', header: 'Phone', cell: (tenant) => formatPhone(tenant.phoneNumbers[0]) },
    {
      key: 'lease',
      header: 'Current lease',
      cell: (tenant) => (
        <Text size="sm" component="span">
          <CellText maxWidth="min(200px, 14vw)">{tenant.currentLease?.propertyName ?? '—'}</CellText>
        </Text>
      ),
    },
    { key: 'account', header: 'Lintel', card: 'status', cell: (tenant) => <AccountBadge tenant={tenant} /> },
    { key: 'actions', header: <span className="skip-link">Actions</span>, align: 'right', cell: (tenant) => <RowMenu tenant={tenant} /> },
  ];
  return <VirtualTable items={items} columns={columns} caption="Tenants" getKey={(tenant) => tenant.id} rowHeight={ROW_HEIGHT} />;
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
                    {tenant.email ?? formatPhone(tenant.phoneNumbers[0], 'No contact details')}
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
