/** Public surface of the configurator: its screens (open to visitors), sidebar entry, modals and slices. */
import { createElement, lazy, Suspense } from 'react';
import type { AppFeature } from '../../lib/app-feature.tsx';
import { page } from '../../lib/app-feature.tsx';
import { paths } from '../../lib/paths.ts';
import { IconWindow } from './nav-icon.tsx';
import { FullPageLoader } from '../../components/ui/full-page-loader/full-page-loader.tsx';
import { rolesAllowed } from '@lintel/shared';
import { cartSlot, configuratorSlot, simpleConfiguratorSlot } from './state/configurator-slots.ts';

export { persistConfiguratorState } from './state/persistence.ts';

const ConfiguratorShell = lazy(() => import('./routes/configurator-shell.tsx'));
const ConfiguratorHomePage = lazy(() => import('./routes/configurator-home-page.tsx'));
const ConfiguratorPage = lazy(() => import('./routes/configurator-page.tsx'));
const CartPage = lazy(() => import('./routes/cart-page.tsx'));
const CheckoutPage = lazy(() => import('./routes/checkout-page.tsx'));
const ProjectsPage = lazy(() => import('./routes/projects-page.tsx'));

/** The modals this feature registers, opened by name (`modalNames.<name>`): declaration merging adds their names to ModalName. */
const modals = {
  removeProjectModel: lazy(() => import('./modals/remove-project-model-modal.tsx')),
  saveProjectModels: lazy(() => import('./modals/save-project-models-modal.tsx')),
  installationTypes: lazy(() => import('./modals/installation-types-modal.tsx')),
  simplifiedConfigurator: lazy(() => import('./modals/simplified-configurator-modal.tsx')),
  preview3d: lazy(() => import('./modals/preview-3d-modal.tsx')),
};
declare module '../../components/ui/modal-stack/modal-names.ts' {
  interface FeatureModals {
    configurator: typeof modals;
  }
}

export const configuratorFeature: AppFeature = {
  name: 'configurator',
  publicRoutes: ({ appLayout }) => [
    {
      // The configurator (spec point 2) is open to visitors; signed-in users get it inside the app shell.
      element: createElement(Suspense, { fallback: createElement(FullPageLoader) }, createElement(ConfiguratorShell, { signedInLayout: appLayout })),
      children: [
        { path: paths.configurator, element: page(ConfiguratorHomePage) },
        { path: paths.configuratorCart, element: page(CartPage) },
        { path: paths.configuratorCheckout, element: page(CheckoutPage) },
        { path: paths.configuratorProjects, element: page(ProjectsPage) },
        { path: '/configurator/:projectType', element: page(ConfiguratorPage) },
      ],
    },
  ],
  // Homeowners and visitors configure windows and doors; managers for their buildings.
  nav: [{ to: paths.configurator, label: 'Windows & doors', icon: IconWindow, roles: rolesAllowed('projectModel.manage') }],
  modals,
  reducers: { configurator: configuratorSlot.reducer, cart: cartSlot.reducer, simpleConfigurator: simpleConfiguratorSlot.reducer },
};
