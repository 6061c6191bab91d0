/** The spec point 2 modals this app renders through the modal stack, each loaded on first open. */
import { lazy } from 'react';
import { modalNames } from '../components/ui/modal-stack/modal-names.ts';
import type { ModalRegistry } from '../components/ui/modal-stack/modal-host.tsx';

export const modalRegistry: ModalRegistry = {
  [modalNames.logout]: lazy(() => import('../features/auth/modals/logout-modal.tsx')),
  [modalNames.addProperty]: lazy(() => import('../features/properties/modals/add-property-modal.tsx')),
  [modalNames.editProperty]: lazy(() => import('../features/properties/modals/edit-property-modal.tsx')),
  [modalNames.createUnit]: lazy(() => import('../features/properties/modals/create-unit-modal.tsx')),
  [modalNames.propertyDetails]: lazy(() => import('../features/properties/modals/property-details-modal.tsx')),
  [modalNames.createRoom]: lazy(() => import('../features/properties/modals/create-room-modal.tsx')),
  [modalNames.addImage]: lazy(() => import('../features/properties/modals/add-image-modal.tsx')),
  [modalNames.moveImage]: lazy(() => import('../features/properties/modals/move-image-modal.tsx')),
  [modalNames.editAmenities]: lazy(() => import('../features/properties/modals/edit-amenities-modal.tsx')),
  [modalNames.deleteProperty]: lazy(() => import('../features/properties/modals/delete-property-modal.tsx')),
  [modalNames.alert]: lazy(() => import('../components/ui/modal-stack/alert-modal.tsx')),
  [modalNames.removeProjectModel]: lazy(() => import('../features/configurator/modals/remove-project-model-modal.tsx')),
  [modalNames.saveProjectModels]: lazy(() => import('../features/configurator/modals/save-project-models-modal.tsx')),
  [modalNames.installationTypes]: lazy(() => import('../features/configurator/modals/installation-types-modal.tsx')),
  [modalNames.simplifiedConfigurator]: lazy(() => import('../features/configurator/modals/simplified-configurator-modal.tsx')),
  [modalNames.preview3d]: lazy(() => import('../features/configurator/modals/preview-3d-modal.tsx')),
};
