/** Public surface of the books feature (issue 14): the Guides list and the reader, and their sidebar entry. */
import { lazy } from 'react';
import { rolesAllowed } from '@lintel/shared';
import type { AppFeature } from '../../lib/app-feature.tsx';
import { page } from '../../lib/app-feature.tsx';
import { paths } from '../../lib/paths.ts';
import { IconBook } from './nav-icon.tsx';

const GuidesPage = lazy(() => import('./routes/guides-page.tsx'));
const GuideReaderPage = lazy(() => import('./routes/guide-reader-page.tsx'));

export const booksFeature: AppFeature = {
  name: 'books',
  appRoutes: [
    { path: paths.guides, element: page(GuidesPage) },
    { path: '/guides/:id', element: page(GuideReaderPage) },
  ],
  nav: [{ to: paths.guides, label: 'Guides', icon: IconBook, roles: rolesAllowed('book.read') }],
};
