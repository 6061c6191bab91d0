/** Public surface of the documents feature: screen, sidebar entry, modals and dashboard widget (server data in the data cache). */
import { lazy } from 'react';
import type { AppFeature } from '../../lib/app-feature.tsx';
import { page } from '../../lib/app-feature.tsx';
import { paths } from '../../lib/paths.ts';
import { rolesAllowed } from '@lintel/shared';
import { IconDocument } from '../../components/ui/icons.tsx';

const DocumentsPage = lazy(() => import('./routes/documents-page.tsx'));

/** The modals this feature registers, opened by name (`modalNames.<name>`): declaration merging adds their names to ModalName. */
const modals = {
  uploadDocument: lazy(() => import('./modals/upload-document-modal.tsx')),
  editDocument: lazy(() => import('./modals/edit-document-modal.tsx')),
  moveDocumentToFolder: lazy(() => import('./modals/move-document-modal.tsx')),
  documentPreview: lazy(() => import('./modals/document-preview-modal.tsx')),
};
declare module '../../components/ui/modal-stack/modal-names.ts' {
  interface FeatureModals {
    documents: typeof modals;
  }
}

export const documentsFeature: AppFeature = {
  name: 'documents',
  appRoutes: [{ path: paths.documents, element: page(DocumentsPage) }],
  nav: [{ to: paths.documents, label: 'Documents', icon: IconDocument, roles: rolesAllowed('document.manage') }],
  modals,
  widgets: [{ id: 'documents', roles: rolesAllowed('document.manage'), component: lazy(() => import('./documents-widget.ts')) }],
};
