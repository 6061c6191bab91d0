/** Public surface of the inventory feature: screen, sidebar entry, modals and dashboard widget (server data in the data cache). */
import { lazy } from 'react';
import type { AppFeature } from '../../lib/app-feature.tsx';
import { page } from '../../lib/app-feature.tsx';
import { paths } from '../../lib/paths.ts';
import { rolesAllowed } from '@lintel/shared';
import { IconBox } from './nav-icon.tsx';

const InventoryPage = lazy(() => import('./routes/inventory-page.tsx'));

/** The modals this feature registers, opened by name (`modalNames.<name>`): declaration merging adds their names to ModalName. */
const modals = {
  inventoryItem: lazy(() => import('./modals/inventory-item-modal.tsx')),
  inventoryDetails: lazy(() => import('./modals/inventory-details-modal.tsx')),
  inventoryGroup: lazy(() => import('./modals/inventory-group-modal.tsx')),
  addInventoriesToGroup: lazy(() => import('./modals/add-inventories-to-group-modal.tsx')),
};
declare module '../../components/ui/modal-stack/modal-names.ts' {
  interface FeatureModals {
    inventory: typeof modals;
  }
}

export const inventoryFeature: AppFeature = {
  name: 'inventory',
  appRoutes: [{ path: paths.inventory, element: page(InventoryPage) }],
  nav: [{ to: paths.inventory, label: 'Inventory', icon: IconBox, roles: rolesAllowed('inventory.manage') }],
  modals,
  widgets: [{ id: 'inventory', roles: rolesAllowed('inventory.manage'), component: lazy(() => import('./inventory-widget.ts')) }],
};
