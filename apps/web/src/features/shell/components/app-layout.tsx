/** The signed-in shell: sidebar (desktop), drawer navigation (phones), top bar with the account menu, main landmark. */
import { ActionIcon, Box, Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { lazy, Suspense, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../lib/redux-hooks.ts';
import { sidebarToggled, SIDEBAR_STORAGE_KEY } from '../state/ui-slice.ts';
import { Sidebar } from './sidebar.tsx';
import { NavBadges } from './nav-items.tsx';
import { AccountMenuTrigger } from './account-menu-trigger.tsx';
import { IconChevronLeft, IconChevronRight } from '../../../components/ui/icons.tsx';
import { NotificationBell } from '../../notifications/index.ts';

const MobileDrawer = lazy(() => import('./mobile-drawer.tsx'));

export function AppLayout() {
  const sidebar = useAppSelector((state) => state.ui.sidebar);
  const dispatch = useAppDispatch();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const pinned = sidebar === 'open';

  // Only a choice the user made is remembered: with none, a tablet starts on the rail and a desktop open.
  const toggleSidebar = () => {
    try {
      localStorage.setItem(SIDEBAR_STORAGE_KEY, pinned ? 'closed' : 'open');
    } catch {
      // Storage unavailable: the choice lasts for this visit.
    }
    dispatch(sidebarToggled());
  };

  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Sidebar />
      <div className="shell-main" data-sidebar={sidebar}>
        <header className="shell-topbar">
          <Box hiddenFrom="sm" className="shell-burger">
            <Burger
              opened={drawerOpened}
              onClick={() => {
                setDrawerLoaded(true);
                drawer.toggle();
              }}
              size="sm"
              aria-label="Open navigation"
            />
            <NavBadges />
          </Box>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            visibleFrom="sm"
            onClick={toggleSidebar}
            aria-label={pinned ? 'Collapse sidebar' : 'Pin sidebar open'}
          >
            {pinned ? <IconChevronLeft /> : <IconChevronRight />}
          </ActionIcon>
          <div style={{ flex: 1 }} />
          <NotificationBell />
          <AccountMenuTrigger />
        </header>
        <main id="main" className="shell-content" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <MobileDrawer opened={drawerOpened} onClose={drawer.close} />
        </Suspense>
      )}
    </>
  );
}
