/** Gallery enumerations (spec points 3 and 9 "Gallery"). */

/** Spec point 3: images hang at the level of a property, a unit or a room. */
export const galleryLevels = ['property', 'unit', 'room'] as const;
export type GalleryLevel = (typeof galleryLevels)[number];
export const galleryLevelLabels: Record<GalleryLevel, string> = { property: 'Property', unit: 'Unit', room: 'Room' };

/** Spec point 9: gallery page size 5. */
export const GALLERY_PAGE_SIZE = 5;
/** Spec point 9: the gallery widget keeps at most 4 (GET /galleries/widget-data). */
export const GALLERY_WIDGET_LIMIT = 4;
/** Newest images shown per place in the nested listing; imagesCount tells how many there are. */
export const GALLERY_ENTRY_IMAGES = 12;

export const galleryMessages = {
  added: 'Images were added to the gallery',
  moved: 'Images were moved',
  deleted: 'Images were deleted',
} as const;
