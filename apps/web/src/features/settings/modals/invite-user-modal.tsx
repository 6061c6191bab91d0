/**
 * 'Invite user' modal (spec points 2 and 7): a landlord invites one of their tenants (the invitation
 * links the new account to that tenant record, so they can sign their lease) or a service provider, by
 * e-mail. The sign-up link in the e-mail gives the invited role. Opened with `tenantId` (from the tenant's
 * details), that tenant is chosen and their name and e-mail are filled in.
 */
import { Button, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { emailSchema, type Tenant } from '@lintel/shared';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { useAppSelector } from '../../../lib/redux-hooks.ts';
import { useInvitableTenantsQuery, useInviteUserMutation } from '../api/settings-api.ts';

type Kind = 'tenant' | 'serviceProvider';

export default function InviteUserModal({ onClose, tenantId }: StackedModalProps & { tenantId?: string }) {
  const userId = useAppSelector((state) => state.auth.user?.id);
  const [kind, setKind] = useState<Kind>('tenant');
  const tenantsQuery = useInvitableTenantsQuery();
  // A failed list reads as none (the hint to add the tenant first), as before the data cache.
  const tenants: Tenant[] | null = tenantsQuery.data?.results ?? (tenantsQuery.isError ? [] : null);
  const [inviteUser, sent] = useInviteUserMutation();
  const [target, setTarget] = useState<string | null>(tenantId ?? null);
  const [email, setEmail] = useState('');
  const [fullName, setFullName] = useState('');
  const [errors, setErrors] = useState<{ tenant?: string; email?: string }>({});

  // Opened for one tenant (from their details): once the tenants arrive, their name and e-mail are filled in.
  const chosen = tenants?.find((item) => item.id === tenantId);
  useEffect(() => {
    if (!chosen) return;
    setFullName((current) => current || chosen.fullName);
    if (chosen.email) setEmail((current) => current || chosen.email!);
  }, [chosen]);

  function pickTenant(id: string | null) {
    setTarget(id);
    const tenant = tenants?.find((item) => item.id === id);
    if (tenant) {
      setFullName(tenant.fullName);
      if (tenant.email) setEmail(tenant.email);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (kind === 'tenant' && !target) found.tenant = 'Choose the tenant to invite';
    if (!emailSchema.safeParse(email).success) found.email = 'Enter a valid e-mail address';
    setErrors(found);
    if (Object.keys(found).length > 0 || !userId) return;
    const result = await inviteUser({ targetId: kind === 'tenant' ? target! : userId, type: kind, email: email.trim(), fullName: fullName.trim() || undefined });
    if (!('error' in result)) onClose();
  }

  return (
    <Modal opened onClose={onClose} title="Invite user" centered>
      <form onSubmit={submit} noValidate aria-label="Invite user">
        <Stack>
          <SegmentedControl
            value={kind}
            onChange={(value) => setKind(value as Kind)}
            data={[
              { value: 'tenant', label: 'A tenant' },
              { value: 'serviceProvider', label: 'A service provider' },
            ]}
          />
          {kind === 'tenant' &&
            (tenants !== null && tenants.length === 0 ? (
              <Text size="sm" c="dimmed">
                Add the tenant on the Tenants page first; the invitation links their new account to that record.
              </Text>
            ) : (
              <Select
                // Mounted again once the tenants arrive, so a tenant chosen up front shows its name.
                key={tenants === null ? 'loading' : 'loaded'}
                label="Tenant"
                required
                placeholder={tenants === null ? 'Loading tenants…' : 'Choose a tenant'}
                searchable
                data={(tenants ?? []).map((tenant) => ({ value: tenant.id, label: tenant.fullName }))}
                value={target}
                onChange={pickTenant}
                error={errors.tenant}
              />
            ))}
          <TextInput label="E-mail" type="email" required value={email} onChange={(event) => setEmail(event.currentTarget.value)} error={errors.email} />
          <TextInput label="Name" value={fullName} onChange={(event) => setFullName(event.currentTarget.value)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={sent.isLoading}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
