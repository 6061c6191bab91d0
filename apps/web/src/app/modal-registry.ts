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
  [modalNames.gallery]: lazy(() => import('../components/ui/gallery-modal/gallery-modal.tsx')),
  [modalNames.inventoryItem]: lazy(() => import('../features/inventory/modals/inventory-item-modal.tsx')),
  [modalNames.inventoryDetails]: lazy(() => import('../features/inventory/modals/inventory-details-modal.tsx')),
  [modalNames.inventoryGroup]: lazy(() => import('../features/inventory/modals/inventory-group-modal.tsx')),
  [modalNames.addInventoriesToGroup]: lazy(() => import('../features/inventory/modals/add-inventories-to-group-modal.tsx')),
  [modalNames.createContact]: lazy(() => import('../features/contacts/modals/create-contact-modal.tsx')),
  [modalNames.contactDetails]: lazy(() => import('../features/contacts/modals/contact-details-modal.tsx')),
  [modalNames.shareContact]: lazy(() => import('../features/contacts/modals/share-contact-modal.tsx')),
  [modalNames.uploadDocument]: lazy(() => import('../features/documents/modals/upload-document-modal.tsx')),
  [modalNames.editDocument]: lazy(() => import('../features/documents/modals/edit-document-modal.tsx')),
  [modalNames.moveDocumentToFolder]: lazy(() => import('../features/documents/modals/move-document-modal.tsx')),
  [modalNames.documentPreview]: lazy(() => import('../features/documents/modals/document-preview-modal.tsx')),
  [modalNames.uploadGallery]: lazy(() => import('../features/gallery/modals/upload-gallery-modal.tsx')),
  [modalNames.moveGalleryImage]: lazy(() => import('../features/gallery/modals/move-gallery-image-modal.tsx')),
};
