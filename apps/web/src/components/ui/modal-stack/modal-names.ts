/** Names of the spec point 2 modals this app registers; features open each other's modals by name only. */
export const modalNames = {
  logout: 'logout',
  addProperty: 'addProperty',
  editProperty: 'editProperty',
  propertyDetails: 'propertyDetails',
  createUnit: 'createUnit',
  createRoom: 'createRoom',
  addImage: 'addImage',
  moveImage: 'moveImage',
  editAmenities: 'editAmenities',
  alert: 'alert',
  deleteProperty: 'deleteProperty',
  // Project-model modals of spec point 2 (remove, save, installation types, simplified) and the 3D preview.
  removeProjectModel: 'removeProjectModel',
  saveProjectModels: 'saveProjectModels',
  installationTypes: 'installationTypes',
  simplifiedConfigurator: 'simplifiedConfigurator',
  preview3d: 'preview3d',
} as const;
export type ModalName = (typeof modalNames)[keyof typeof modalNames];
