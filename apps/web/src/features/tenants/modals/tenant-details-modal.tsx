/**
 * 'Tenant details' modal (spec point 2): photo, contact details, current lease, attachments, and
 * 'Invite to Lintel' for a tenant without an account, which opens the spec's Invite user modal for them.
 */
import { Anchor, Avatar, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { leaseStatusLabels } from '@lintel/shared';
import type { Tenant } from '@lintel/shared';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { paths } from '../../../lib/paths.ts';
import { useTenantsDispatch, useTenantsSelector } from '../state/hooks.ts';
import { selectCachedTenant } from '../api/tenants-api.ts';
import { formatDate, formatDateRange, initials } from '../../../lib/format.ts';
import { formatPhone } from '../../../lib/format-phone.ts';
import { StatusBadge } from '../../../components/ui/status-badge/status-badge.tsx';

export default function TenantDetailsModal({ onClose, tenant: initial }: StackedModalProps & { tenant: Tenant }) {
  const dispatch = useTenantsDispatch();
  // The row as the cached lists hold it now (an edit's answer is there), else the one it was opened with.
  const tenant = useTenantsSelector((state) => selectCachedTenant(state, initial.id)) ?? initial;
  const invited = useTenantsSelector((state) => state.tenants.invitedIds.includes(initial.id));

  const facts: [string, string][] = [
    ['E-mail', tenant.email ?? '—'],
    ['Phone', tenant.phoneNumbers.map((phone) => formatPhone(phone)).join(', ') || '—'],
    ['Date of birth', formatDate(tenant.dateOfBirth)],
    ['ID number', tenant.licenseId ?? '—'],
  ];

  return (
    <Modal opened onClose={onClose} title="Tenant details" size="lg">
      <Stack>
        <Group wrap="nowrap">
          <Avatar src={tenant.image?.previewUrl ?? tenant.image?.url} alt="" size={64} radius="xl" color="indigo">
            {initials(tenant.fullName)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text fw={650} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {tenant.fullName}
            </Text>
            <StatusBadge color={tenant.hasAccount ? 'teal' : 'gray'}>
              {tenant.hasAccount ? 'Has a Lintel account' : invited ? 'Invited' : 'No account yet'}
            </StatusBadge>
          </div>
        </Group>
        <dl className="facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <section aria-label="Current lease">
          <Text fw={650} mb={4}>
            Current lease
          </Text>
          {tenant.currentLease ? (
            <Group gap="xs">
              <Anchor component={Link} to={paths.lease(tenant.currentLease.id)} onClick={onClose}>
                {tenant.currentLease.propertyName}
              </Anchor>
              <StatusBadge color="indigo">{leaseStatusLabels[tenant.currentLease.status]}</StatusBadge>
              <Text size="sm" c="dimmed">
                {formatDateRange(tenant.currentLease.startDate, tenant.currentLease.endDate, 'month to month')}
              </Text>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              No active lease.
            </Text>
          )}
        </section>
        {tenant.attachments.length > 0 && (
          <section aria-label="Attachments">
            <Text fw={650} mb={4}>
              Attachments
            </Text>
            <Stack gap={2}>
              {tenant.attachments.map((file) => (
                <Anchor key={file.id} href={file.url} target="_blank" rel="noreferrer" size="sm">
                  {file.name}
                </Anchor>
              ))}
            </Stack>
          </section>
        )}
        {!tenant.hasAccount && (
          <section aria-label="Invite to Lintel">
            <Text fw={650} mb={4}>
              Invite to Lintel
            </Text>
            <Text size="sm" c="dimmed" mb="xs">
              With an account, the tenant can read and sign their lease and download the signed copy.
            </Text>
            <Button
              onClick={() => dispatch(modalOpened({ name: modalNames.inviteUser, props: { tenantId: tenant.id } }))}
            >
              {invited ? 'Send again' : 'Invite to Lintel'}
            </Button>
          </section>
        )}
        <Group justify="flex-end">
          <Button
            variant="default"
            color="red"
            c="red.8"
            onClick={() => dispatch(modalOpened({ name: modalNames.deleteTenant, props: { id: tenant.id, fullName: tenant.fullName } }))}
          >
            Delete
          </Button>
          <Button variant="light" onClick={() => dispatch(modalOpened({ name: modalNames.tenantForm, props: { tenant } }))}>
            Edit
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
