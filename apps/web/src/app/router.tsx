/** Routes: every screen is its own lazily loaded chunk (docs/performance-budgets.md#web: route chunks ≤ 60 KB gzipped); each feature lists its own (app/features.ts). */
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { page } from '../lib/app-feature.tsx';
import { modalRegistry } from './modal-registry.ts';
import { appFeatures } from './features.ts';
import { ModalHost } from '../components/ui/modal-stack/modal-host.tsx';
import { RequireAuth } from '../features/auth/index.ts';
import { AppLayout, NotFoundPage, OfflineAlert, RootRouteError, RouteError } from '../features/shell/index.ts';
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

/**
 * Every route gets Lintel's error screen (issue 11 item 3): the nearest one to the failure renders,
 * so a screen that fails inside the app shell keeps the shell around it.
 */
function withErrorBoundaries(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const withBoundary = { ...route, errorElement: route.errorElement ?? <RouteError /> } as RouteObject;
    if (route.children) withBoundary.children = withErrorBoundaries(route.children);
    return withBoundary;
  });
}

export function createAppRouter() {
  const context = { appLayout: page(AppLayout) };
  return createBrowserRouter([
    {
      element: <Root />,
      errorElement: <RootRouteError />,
      children: withErrorBoundaries([
        ...appFeatures.flatMap((feature) => feature.publicRoutes?.(context) ?? []),
        {
          element: <RequireAuth>{page(AppLayout)}</RequireAuth>,
          children: appFeatures.flatMap((feature) => feature.appRoutes ?? []),
        },
        { path: '*', element: page(NotFoundPage) },
      ]),
    },
  ]);
}
