/** Routes: every screen is its own lazily loaded chunk (DESIGN.md: route chunks ≤ 60 KB gzipped); each feature lists its own (app/features.ts). */
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { paths } from '../lib/paths.ts';
import { page } from '../lib/app-feature.tsx';
import { modalRegistry } from './modal-registry.ts';
import { appFeatures } from './features.ts';
import { ModalHost } from '../components/ui/modal-stack/modal-host.tsx';
import { RequireAuth } from '../features/auth/index.ts';
import { AppLayout, NotFoundPage, OfflineAlert } from '../features/shell/index.ts';
import { LiveStatus } from '../lib/live/live-status.tsx';

/** Root: the outlet plus what every screen shares (offline alert, live channel and its state, modal stack). */
function Root() {
  return (
    <>
      <OfflineAlert />
      <LiveStatus />
      <Outlet />
      <ModalHost registry={modalRegistry} />
    </>
  );
}

export function createAppRouter() {
  const context = { appLayout: page(AppLayout) };
  return createBrowserRouter([
    {
      element: <Root />,
      children: [
        { path: paths.home, element: <Navigate to={paths.dashboard} replace /> },
        ...appFeatures.flatMap((feature) => feature.publicRoutes?.(context) ?? []),
        {
          element: <RequireAuth>{page(AppLayout)}</RequireAuth>,
          children: appFeatures.flatMap((feature) => feature.appRoutes ?? []),
        },
        { path: '*', element: page(NotFoundPage) },
      ],
    },
  ]);
}
