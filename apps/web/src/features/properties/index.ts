/** Public surface of the properties feature: screens, sidebar entry, modals and dashboard widgets (server data: api/properties-api.ts). */
import { lazy } from 'react';
import type { AppFeature } from '../../lib/app-feature.tsx';
import { page } from '../../lib/app-feature.tsx';
import { paths } from '../../lib/paths.ts';
import { IconBuilding } from './nav-icon.tsx';
import { rolesAllowed } from '@lintel/shared';

const PropertiesPage = lazy(() => import('./routes/properties-page.tsx'));
const PropertyPage = lazy(() => import('./routes/property-page.tsx'));

/** The modals this feature registers, opened by name (`modalNames.<name>`): declaration merging adds their names to ModalName. */
const modals = {
  addProperty: lazy(() => import('./modals/add-property-modal.tsx')),
  editProperty: lazy(() => import('./modals/edit-property-modal.tsx')),
  createUnit: lazy(() => import('./modals/create-unit-modal.tsx')),
  propertyDetails: lazy(() => import('./modals/property-details-modal.tsx')),
  createRoom: lazy(() => import('./modals/create-room-modal.tsx')),
  addImage: lazy(() => import('./modals/add-image-modal.tsx')),
  moveImage: lazy(() => import('./modals/move-image-modal.tsx')),
  editAmenities: lazy(() => import('./modals/edit-amenities-modal.tsx')),
  deleteProperty: lazy(() => import('./modals/delete-property-modal.tsx')),
  archiveProperty: lazy(() => import('./modals/archive-property-modal.tsx')),
  deleteRoom: lazy(() => import('./modals/delete-room-modal.tsx')),
};
declare module '../../components/ui/modal-stack/modal-names.ts' {
  interface FeatureModals {
    properties: typeof modals;
  }
}

export const propertiesFeature: AppFeature = {
  name: 'properties',
  appRoutes: [
    { path: paths.properties, element: page(PropertiesPage) },
    { path: '/properties/:id', element: page(PropertyPage) },
  ],
  // Properties belong to property managers and homeowners (docs/design.md#roles-and-what-they-may-do).
  nav: [{ to: paths.properties, label: 'Properties', icon: IconBuilding, roles: rolesAllowed('property.manage') }],
  modals,
  widgets: [
    {
      id: 'propertyStatistics',
      // Occupancy and rent status are about renting out: the property manager's portfolio.
      roles: rolesAllowed('lease.manage'),
      component: lazy(() => import('./components/property-statistics-card.tsx').then((m) => ({ default: m.PropertyStatisticsCard }))),
    },
    {
      id: 'newestProperties',
      roles: rolesAllowed('property.manage'),
      component: lazy(() => import('./components/newest-properties-widget.tsx').then((m) => ({ default: m.NewestPropertiesWidget }))),
    },
  ],
};
