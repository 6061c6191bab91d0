/** Desktop sidebar with the three states of spec point 2: open (pinned), closed (rail) and hover (rail expanded while hovered). */
import { useAppDispatch, useAppSelector } from '../../../lib/redux-hooks.ts';
import { sidebarHovered } from '../state/ui-slice.ts';
import { NavItems } from './nav-items.tsx';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

export function Sidebar() {
  const state = useAppSelector((s) => s.ui.sidebar);
  const dispatch = useAppDispatch();
  return (
    <nav
      className="shell-sidebar"
      data-state={state}
      aria-label="Main"
      onMouseEnter={() => dispatch(sidebarHovered(true))}
      onMouseLeave={() => dispatch(sidebarHovered(false))}
      onFocus={() => dispatch(sidebarHovered(true))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) dispatch(sidebarHovered(false));
      }}
    >
      <Link to={paths.dashboard} className="shell-sidebar__brand" aria-label="Lintel home">
        <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" style={{ flex: 'none' }}>
          <rect width="32" height="32" rx="6" fill="#4c6ef5" />
          <path d="M6 12h20v3H6zM9 15h3v11H9zM20 15h3v11h-3z" fill="#fff" />
        </svg>
        <span className="shell-sidebar__name">Lintel</span>
      </Link>
      <NavItems compact={state === 'closed'} />
    </nav>
  );
}
