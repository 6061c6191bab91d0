/** Public surface of the quotes feature: screens and sidebar entries (requesters and service providers). */
import { lazy } from 'react';
import type { AppFeature } from '../../lib/app-feature.tsx';
import { page } from '../../lib/app-feature.tsx';
import { paths } from '../../lib/paths.ts';
import { rolesAllowed } from '@lintel/shared';
import { IconClipboard, IconDocument } from '../../components/ui/icons.tsx';

const QuotesPage = lazy(() => import('./routes/quotes-page.tsx'));
const QuoteRequestsInboxPage = lazy(() => import('./routes/quote-requests-inbox-page.tsx'));
const QuoteEditorPage = lazy(() => import('./routes/quote-editor-page.tsx'));
const QuoteRequestsPage = lazy(() => import('./routes/quote-requests-page.tsx'));

/**
 * The open configurator quote requests a provider may answer, as a section of their one inbox of
 * requests for quotes (issue 21 item 8; features/work-orders' inbox page shows it).
 */
export const ConfiguratorQuoteRequests = lazy(() => import('./components/configurator-quote-requests.tsx'));

export const quotesFeature: AppFeature = {
  name: 'quotes',
  appRoutes: [
    { path: paths.quotes, element: page(QuotesPage) },
    // Screens notifications link to without a sidebar entry declare their roles (`handle.roles`, app/notification-links.test.tsx).
    { path: paths.quoteRequestsInbox, element: page(QuoteRequestsInboxPage), handle: { roles: rolesAllowed('quote.manage') } },
    { path: '/quotes/new/:requestId', element: page(QuoteEditorPage) },
    { path: '/quotes/:id/edit', element: page(QuoteEditorPage) },
    { path: paths.quoteRequests, element: page(QuoteRequestsPage) },
    { path: '/quote-requests/:id', element: page(QuoteRequestsPage), handle: { roles: rolesAllowed('quoteRequest.manage') } },
  ],
  // Requesters see the quotes sent for their requests; service providers quote (their requests for
  // quotes are in the one inbox of features/work-orders, /quotes/requests leads there).
  nav: [
    { to: paths.quoteRequests, label: 'Quote requests', icon: IconClipboard, roles: rolesAllowed('quoteRequest.manage') },
    { to: paths.quotes, label: 'Quotes', icon: IconDocument, roles: rolesAllowed('quote.manage'), end: true },
  ],
};
