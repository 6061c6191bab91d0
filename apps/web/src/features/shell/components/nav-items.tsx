/** Sidebar entries, shared by the desktop sidebar and the phone drawer: every feature's `nav` (app/features.ts), filtered by role. */
import { Suspense } from 'react';
import { NavLink } from 'react-router';
import { useAppSelector } from '../../../lib/redux-hooks.ts';
import { useFeatureCatalogue } from '../../../lib/app-feature.tsx';

export function NavItems({ onNavigate, compact }: { onNavigate?: () => void; compact?: boolean }) {
  const role = useAppSelector((state) => state.auth.user?.role);
  const items = useFeatureCatalogue().nav;
  return (
    <ul className="shell-nav">
      {items
        .filter((item) => !item.roles || (role && item.roles.includes(role)))
        .map(({ to, label, icon: Icon, end, badge: Badge }) => (
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
              {Badge && (
                <Suspense fallback={null}>
                  <Badge />
                </Suspense>
              )}
            </NavLink>
          </li>
        ))}
    </ul>
  );
}
