/** Sidebar entries, shared by the desktop sidebar and the phone drawer. */
import { NavLink } from 'react-router';
import type { ComponentType } from 'react';
import type { Role } from '@lintel/shared';
import { paths } from '../../../app/paths.ts';
import { useAppSelector } from '../../../lib/redux-hooks.ts';
import { IconBuilding, IconDashboard, IconSettings, IconWindow } from '../../../components/ui/icons.tsx';
import { IconBox, IconContacts, IconDocument, IconPhoto } from '../../../components/ui/icons.tsx';
import { IconClipboard, IconHome, IconSignature, IconUsers } from '../../../components/ui/icons.tsx';
import { IconWallet } from '../../../components/ui/icons.tsx';

const items: { to: string; label: string; icon: ComponentType<{ size?: number }>; roles?: readonly Role[]; end?: boolean }[] = [
  { to: paths.dashboard, label: 'Dashboard', icon: IconDashboard },
  // Properties belong to property managers and homeowners (DESIGN.md roles table).
  { to: paths.properties, label: 'Properties', icon: IconBuilding, roles: ['propertyManager', 'homeOwner'] },
  // Leasing (issue 3): landlords manage tenants, leases and applications; a tenant sees only their own lease.
  { to: paths.tenants, label: 'Tenants', icon: IconUsers, roles: ['propertyManager', 'homeOwner'] },
  { to: paths.leases, label: 'Leases', icon: IconSignature, roles: ['propertyManager', 'homeOwner'] },
  { to: paths.applications, label: 'Applications', icon: IconClipboard, roles: ['propertyManager', 'homeOwner'] },
  { to: paths.myLease, label: 'My lease', icon: IconHome, roles: ['tenant'] },
  // Money (issue 4): landlords' Payments page; a tenant pays and downloads receipts of their tenancy.
  { to: paths.payments, label: 'Payments', icon: IconWallet, roles: ['propertyManager', 'homeOwner'] },
  { to: paths.myPayments, label: 'My payments', icon: IconWallet, roles: ['tenant'] },
  // The configurator (spec point 1): homeowners and visitors configure windows and doors; managers for their buildings.
  { to: paths.configurator, label: 'Windows & doors', icon: IconWindow, roles: ['propertyManager', 'homeOwner'] },
  // Quotes: requesters see the quotes sent for their requests; service providers quote.
  { to: paths.quoteRequests, label: 'Quote requests', icon: IconClipboard, roles: ['propertyManager', 'homeOwner'] },
  { to: paths.quoteRequestsInbox, label: 'Quote requests', icon: IconClipboard, roles: ['serviceProvider'] },
  { to: paths.quotes, label: 'Quotes', icon: IconDocument, roles: ['serviceProvider'], end: true },
  // Household records (DESIGN.md roles): contacts also for service providers.
  { to: paths.inventory, label: 'Inventory', icon: IconBox, roles: ['propertyManager', 'homeOwner'] },
  { to: paths.contacts, label: 'Contacts', icon: IconContacts, roles: ['propertyManager', 'homeOwner', 'serviceProvider'] },
  { to: paths.documents, label: 'Documents', icon: IconDocument, roles: ['propertyManager', 'homeOwner'] },
  { to: paths.gallery, label: 'Gallery', icon: IconPhoto, roles: ['propertyManager', 'homeOwner'] },
  { to: paths.settings, label: 'Settings', icon: IconSettings },
];

export function NavItems({ onNavigate, compact }: { onNavigate?: () => void; compact?: boolean }) {
  const role = useAppSelector((state) => state.auth.user?.role);
  return (
    <ul className="shell-nav">
      {items
        .filter((item) => !item.roles || (role && item.roles.includes(role)))
        .map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              onClick={onNavigate}
              aria-label={compact ? label : undefined}
              title={compact ? label : undefined}
            >
              <Icon size={22} />
              <span className="shell-nav__label">{label}</span>
            </NavLink>
          </li>
        ))}
    </ul>
  );
}
