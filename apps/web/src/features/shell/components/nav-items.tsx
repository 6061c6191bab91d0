/** Sidebar entries, shared by the desktop sidebar and the phone drawer. */
import { NavLink } from 'react-router';
import type { ComponentType } from 'react';
import { paths } from '../../../app/paths.ts';
import { IconBuilding, IconDashboard, IconSettings } from '../../../components/ui/icons.tsx';

const items: { to: string; label: string; icon: ComponentType<{ size?: number }> }[] = [
  { to: paths.dashboard, label: 'Dashboard', icon: IconDashboard },
  { to: paths.properties, label: 'Properties', icon: IconBuilding },
  { to: paths.settings, label: 'Settings', icon: IconSettings },
];

export function NavItems({ onNavigate, compact }: { onNavigate?: () => void; compact?: boolean }) {
  return (
    <ul className="shell-nav">
      {items.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink to={to} onClick={onNavigate} aria-label={compact ? label : undefined} title={compact ? label : undefined}>
            <Icon size={22} />
            <span className="shell-nav__label">{label}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
