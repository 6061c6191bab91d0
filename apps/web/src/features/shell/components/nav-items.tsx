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

/**
 * The badges of the role's nav entries alone (e.g. Chat's unread count), shown on the phone's menu
 * button so a message that arrived is visible without opening the drawer (issue 21 item 11).
 */
export function NavBadges() {
  const role = useAppSelector((state) => state.auth.user?.role);
  const badges = useFeatureCatalogue()
    .nav.filter((item) => item.badge && (!item.roles || (role && item.roles.includes(role))))
    .map((item) => ({ to: item.to, Badge: item.badge! }));
  return (
    <span className="shell-burger__badges" data-testid="menu-badges">
      {badges.map(({ to, Badge }) => (
        <Suspense key={to} fallback={null}>
          <Badge />
        </Suspense>
      ))}
    </span>
  );
}
