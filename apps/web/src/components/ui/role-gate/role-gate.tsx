/** Role gates for screens: children only for the given roles; anyone else gets a fallback (a redirect or a short note). */
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { rolesAllowed, type Role } from '@lintel/shared';
import { useAppSelector } from '../../../lib/redux-hooks.ts';

export function RoleGate({ roles, fallback, children }: { roles: readonly Role[]; fallback: ReactNode; children: ReactNode }) {
  const role = useAppSelector((state) => state.auth.user?.role);
  if (role && !roles.includes(role)) return fallback;
  return children;
}

/**
 * Renting-out screens (tenants, leases, applications, templates, payments — docs/design.md#roles-and-what-they-may-do: the
 * property manager's, `rolesAllowed('lease.manage')`): a tenant is sent to `tenantHome`, other roles
 * (a homeowner, a service provider) read a short note.
 */
export function LandlordOnly({ title, tenantHome, children }: { title: string; tenantHome: string; children: ReactNode }) {
  const role = useAppSelector((state) => state.auth.user?.role);
  const fallback =
    role === 'tenant' ? (
      <Navigate to={tenantHome} replace />
    ) : (
      <Stack>
        <Title order={1}>{title}</Title>
        <Text>{title} are managed by property managers. Sign up as a property manager to rent out units.</Text>
      </Stack>
    );
  return (
    <RoleGate roles={rolesAllowed('lease.manage')} fallback={fallback}>
      {children}
    </RoleGate>
  );
}
