/** Who is looking at a lease: its landlord, or one of its tenants (a tenant, or a homeowner who rents here). */
import type { Lease, LeaseSigner, User } from '@lintel/shared';

const same = (a: string | null | undefined, b: string | null | undefined) => Boolean(a && b && a.toLowerCase() === b.toLowerCase());

export function isTenantViewer(lease: Lease, user: Pick<User, 'role' | 'email'> | null): boolean {
  if (!user) return false;
  if (user.role === 'tenant') return true;
  if (user.role === 'propertyManager' || user.role === 'serviceProvider') return false;
  return lease.tenants.some((tenant) => tenant.hasAccount && same(tenant.email, user.email));
}

/** The signature slot the viewer fills: the landlord's, or the tenant slot with their e-mail (else the first open tenant slot). */
export function ownSignerSlot(lease: Lease, user: Pick<User, 'role' | 'email'> | null): LeaseSigner | null {
  if (!user) return null;
  const signers = lease.signing.signers;
  if (!isTenantViewer(lease, user)) return signers.find((signer) => signer.role === 'landlord') ?? null;
  const tenantSlots = signers.filter((signer) => signer.role === 'tenant');
  return tenantSlots.find((signer) => same(signer.email, user.email)) ?? tenantSlots.find((signer) => !signer.signedAt) ?? null;
}

export const canSign = (lease: Lease, user: Pick<User, 'role' | 'email'> | null) => {
  const slot = ownSignerSlot(lease, user);
  return lease.status === 'pendingSignature' && Boolean(slot) && !slot!.signedAt;
};

/**
 * True once an electronically signed copy exists. A lease recorded as signed on paper has none (its
 * PDF is the agreement itself), so it is never offered as "signed PDF" (issue 11 item 15).
 */
export const isFullySigned = (lease: Lease) => Boolean(lease.signing.completedAt) && !lease.signing.signedOffline;
