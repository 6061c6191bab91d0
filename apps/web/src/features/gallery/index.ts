/** Public surface of the gallery feature: screen, sidebar entry, modals and dashboard widget (server data in the data cache). */
import { lazy } from 'react';
import type { AppFeature } from '../../lib/app-feature.tsx';
import { page } from '../../lib/app-feature.tsx';
import { paths } from '../../lib/paths.ts';
import { rolesAllowed } from '@lintel/shared';
import { IconPhoto } from '../../components/ui/icons.tsx';

const GalleryPage = lazy(() => import('./routes/gallery-page.tsx'));

/** The modals this feature registers, opened by name (`modalNames.<name>`): declaration merging adds their names to ModalName. */
const modals = {
  uploadGallery: lazy(() => import('./modals/upload-gallery-modal.tsx')),
  moveGalleryImage: lazy(() => import('./modals/move-gallery-image-modal.tsx')),
};
declare module '../../components/ui/modal-stack/modal-names.ts' {
  interface FeatureModals {
    gallery: typeof modals;
  }
}

export const galleryFeature: AppFeature = {
  name: 'gallery',
  appRoutes: [{ path: paths.gallery, element: page(GalleryPage) }],
  nav: [{ to: paths.gallery, label: 'Gallery', icon: IconPhoto, roles: rolesAllowed('gallery.manage') }],
  modals,
  widgets: [{ id: 'gallery', roles: rolesAllowed('gallery.manage'), component: lazy(() => import('./gallery-widget.ts')) }],
};
