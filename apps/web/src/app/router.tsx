/** Routes: every screen is its own lazily loaded chunk (DESIGN.md: route chunks ≤ 60 KB gzipped). */
import { lazy, Suspense } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { paths } from './paths.ts';
import { modalRegistry } from './modal-registry.ts';
import { ModalHost } from '../components/ui/modal-stack/modal-host.tsx';
import { FullPageLoader, RequireAuth } from '../features/auth/components/session-gate.tsx';
import { OfflineAlert } from '../features/shell/components/offline-alert.tsx';
import { RootRouteError, RouteError } from '../features/shell/components/route-error.tsx';

const LoginPage = lazy(() => import('../features/auth/routes/login-page.tsx'));
const SignUpPage = lazy(() => import('../features/auth/routes/sign-up-page.tsx'));
const SignUpStepsPage = lazy(() => import('../features/auth/routes/sign-up-steps-page.tsx'));
const VerifyEmailPage = lazy(() => import('../features/auth/routes/verify-email-page.tsx'));
const ForgotPasswordPage = lazy(() => import('../features/auth/routes/forgot-password-page.tsx'));
const ResetPasswordPage = lazy(() => import('../features/auth/routes/reset-password-page.tsx'));
const AppLayout = lazy(() => import('../features/shell/routes/app-layout-route.tsx'));
const DashboardPage = lazy(() => import('../features/dashboard/routes/dashboard-page.tsx'));
const PropertiesPage = lazy(() => import('../features/properties/routes/properties-page.tsx'));
const PropertyPage = lazy(() => import('../features/properties/routes/property-page.tsx'));
const SettingsPage = lazy(() => import('../features/settings/routes/settings-page.tsx'));
const NotFoundPage = lazy(() => import('../features/shell/routes/not-found-page.tsx'));
const ConfiguratorShell = lazy(() => import('../features/configurator/routes/configurator-shell.tsx'));
const ConfiguratorHomePage = lazy(() => import('../features/configurator/routes/configurator-home-page.tsx'));
const ConfiguratorPage = lazy(() => import('../features/configurator/routes/configurator-page.tsx'));
const CartPage = lazy(() => import('../features/configurator/routes/cart-page.tsx'));
const CheckoutPage = lazy(() => import('../features/configurator/routes/checkout-page.tsx'));
const ProjectsPage = lazy(() => import('../features/configurator/routes/projects-page.tsx'));
const InventoryPage = lazy(() => import('../features/inventory/routes/inventory-page.tsx'));
const ContactsPage = lazy(() => import('../features/contacts/routes/contacts-page.tsx'));
const SharedContactPage = lazy(() => import('../features/contacts/routes/shared-contact-page.tsx'));
const DocumentsPage = lazy(() => import('../features/documents/routes/documents-page.tsx'));
const GalleryPage = lazy(() => import('../features/gallery/routes/gallery-page.tsx'));
const TenantsPage = lazy(() => import('../features/tenants/routes/tenants-page.tsx'));
const LeasesPage = lazy(() => import('../features/leases/routes/leases-page.tsx'));
const LeasePage = lazy(() => import('../features/leases/routes/lease-page.tsx'));
const SignLeasePage = lazy(() => import('../features/leases/routes/sign-lease-page.tsx'));
const MyLeasePage = lazy(() => import('../features/leases/routes/my-lease-page.tsx'));
const ApplicationsPage = lazy(() => import('../features/applications/routes/applications-page.tsx'));
const ApplicationPage = lazy(() => import('../features/applications/routes/application-page.tsx'));
const ApplyPage = lazy(() => import('../features/applications/routes/apply-page.tsx'));
const LeaseTemplatesPage = lazy(() => import('../features/lease-templates/routes/lease-templates-page.tsx'));
const SharedLeaseTemplatePage = lazy(() => import('../features/lease-templates/routes/shared-lease-template-page.tsx'));
const QuotesPage = lazy(() => import('../features/quotes/routes/quotes-page.tsx'));
const QuoteRequestsInboxPage = lazy(() => import('../features/quotes/routes/quote-requests-inbox-page.tsx'));
const QuoteEditorPage = lazy(() => import('../features/quotes/routes/quote-editor-page.tsx'));
const QuoteRequestsPage = lazy(() => import('../features/quotes/routes/quote-requests-page.tsx'));
const PaymentsPage = lazy(() => import('../features/payments/routes/payments-page.tsx'));
const MyPaymentsPage = lazy(() => import('../features/payments/routes/my-payments-page.tsx'));

function page(Component: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<FullPageLoader />}>
      <Component />
    </Suspense>
  );
}

/** Root: the outlet plus what every screen shares (offline alert, modal stack). */
function Root() {
  return (
    <>
      <OfflineAlert />
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
  return createBrowserRouter([
    {
      element: <Root />,
      errorElement: <RootRouteError />,
      children: withErrorBoundaries([
        { path: paths.home, element: <Navigate to={paths.dashboard} replace /> },
        { path: paths.login, element: page(LoginPage) },
        { path: paths.signUp, element: page(SignUpPage) },
        { path: paths.signUpSteps, element: page(SignUpStepsPage) },
        { path: paths.verifyEmail, element: page(VerifyEmailPage) },
        { path: paths.forgotPassword, element: page(ForgotPasswordPage) },
        { path: paths.resetPassword, element: page(ResetPasswordPage) },
        {
          element: <RequireAuth>{page(AppLayout)}</RequireAuth>,
          children: [
            { path: paths.dashboard, element: page(DashboardPage) },
            { path: paths.properties, element: page(PropertiesPage) },
            { path: '/properties/:id', element: page(PropertyPage) },
            { path: paths.settings, element: page(SettingsPage) },
            { path: paths.inventory, element: page(InventoryPage) },
            { path: paths.contacts, element: page(ContactsPage) },
            { path: '/contacts/shared/:token', element: page(SharedContactPage) },
            { path: paths.documents, element: page(DocumentsPage) },
            { path: paths.gallery, element: page(GalleryPage) },
            { path: paths.tenants, element: page(TenantsPage) },
            { path: paths.leases, element: page(LeasesPage) },
            { path: '/leases/:id', element: page(LeasePage) },
            { path: '/leases/:id/sign', element: page(SignLeasePage) },
            { path: paths.myLease, element: page(MyLeasePage) },
            { path: paths.applications, element: page(ApplicationsPage) },
            { path: '/tenant-applications/:id', element: page(ApplicationPage) },
            { path: paths.leaseTemplates, element: page(LeaseTemplatesPage) },
            { path: paths.quotes, element: page(QuotesPage) },
            { path: paths.quoteRequestsInbox, element: page(QuoteRequestsInboxPage) },
            { path: '/quotes/new/:requestId', element: page(QuoteEditorPage) },
            { path: '/quotes/:id/edit', element: page(QuoteEditorPage) },
            { path: paths.quoteRequests, element: page(QuoteRequestsPage) },
            { path: '/quote-requests/:id', element: page(QuoteRequestsPage) },
            { path: paths.payments, element: page(PaymentsPage) },
            { path: paths.myPayments, element: page(MyPaymentsPage) },
          ],
        },
        {
          // The configurator (spec point 2) is open to visitors; signed-in users get it inside the app shell.
          element: (
            <Suspense fallback={<FullPageLoader />}>
              <ConfiguratorShell signedInLayout={page(AppLayout)} />
            </Suspense>
          ),
          children: [
            { path: paths.configurator, element: page(ConfiguratorHomePage) },
            { path: paths.configuratorCart, element: page(CartPage) },
            { path: paths.configuratorCheckout, element: page(CheckoutPage) },
            { path: paths.configuratorProjects, element: page(ProjectsPage) },
            { path: '/configurator/:projectType', element: page(ConfiguratorPage) },
          ],
        },
        // Opened from e-mailed links without an account (spec point 1: shared by token; tenant applications).
        { path: '/apply/:token', element: page(ApplyPage) },
        { path: '/lease-form-templates/shared/:token', element: page(SharedLeaseTemplatePage) },
        { path: '*', element: page(NotFoundPage) },
      ]),
    },
  ]);
}
