/** Gallery contract (spec points 3 and 7 "Gallery"). */
import { z } from 'zod';
import { paginationSchema, queryBooleanSchema, MAX_PAGE_SIZE } from '../common/pagination.ts';
import { idListSchema } from '../common/id-list.ts';
import { fileSchema } from '../files/file.schema.ts';
import { MAX_ATTACHMENT_FILES } from '../files/file.rules.ts';
import { roomNames } from '../properties/property.enums.ts';
import { GALLERY_PAGE_SIZE, galleryLevels } from './gallery.enums.ts';

const placeSchema = z.object({ id: z.string().uuid(), nickname: z.string() });
const roomRefSchema = z.object({ id: z.string().uuid(), name: z.enum(roomNames), nickname: z.string().nullable() });

/** One image of the gallery: the file and where it hangs (property, unit of it, room of either). */
export const galleryImageSchema = z.object({
  id: z.string().uuid(),
  image: fileSchema,
  level: z.enum(galleryLevels),
  property: placeSchema.describe('The top-level property'),
  unit: placeSchema.nullable().describe('The unit, when the image hangs on a unit or a room of a unit'),
  room: roomRefSchema.nullable(),
  createdAt: z.string(),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

/** One place of the nested listing (a property, a unit or a room) with its newest images. */
export const galleryEntrySchema = z.object({
  id: z.string().uuid().describe('The id of the property, unit or room'),
  level: z.enum(galleryLevels),
  property: placeSchema,
  unit: placeSchema.nullable(),
  room: roomRefSchema.nullable(),
  gallery: z.array(z.object({ id: z.string().uuid(), image: fileSchema })).describe('Newest images placed right here, at most 12'),
  imagesCount: z.number().int(),
  hasGallery: z.boolean(),
});
export type GalleryEntry = z.infer<typeof galleryEntrySchema>;

/**
 * GET /galleries. Nested (default): places of one level, paged — level property (default): the
 * account's properties, or `property`; unit: units of `parentId` (or all); room: rooms of `property`
 * (or all), or `room`. Flat (isFlatStructure=true): images newest first, filtered by level,
 * property (with its rooms), room and parentId (images of its units).
 */
export const listGalleriesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(GALLERY_PAGE_SIZE),
  level: z.enum(galleryLevels).optional(),
  property: z.string().uuid().optional(),
  room: z.string().uuid().optional(),
  parentId: z.string().uuid().optional(),
  isFlatStructure: queryBooleanSchema.default(false),
});
export type ListGalleriesQuery = z.input<typeof listGalleriesQuerySchema>;

const galleryMetaSchema = z.object({ hasGallery: z.boolean().describe('The account has at least one image'), isFlatStructure: z.boolean() });

export const galleryFlatResponseSchema = z.object({ results: z.array(galleryImageSchema), pagination: paginationSchema, meta: galleryMetaSchema });
export const galleryNestedResponseSchema = z.object({ results: z.array(galleryEntrySchema), pagination: paginationSchema, meta: galleryMetaSchema });
export type GalleryFlatResponse = z.infer<typeof galleryFlatResponseSchema>;
export type GalleryNestedResponse = z.infer<typeof galleryNestedResponseSchema>;
export const galleryListResponseSchema = z.union([galleryFlatResponseSchema, galleryNestedResponseSchema]);
export type GalleryListResponse = z.infer<typeof galleryListResponseSchema>;

/** POST /galleries: image files placed on a property or unit, or a room of it. */
export const addGalleryImagesInputSchema = z
  .object({
    images: z.array(z.string().uuid()).min(1, 'Choose at least one image').max(MAX_ATTACHMENT_FILES).describe('Image file ids'),
    property: z.string().uuid().describe('A property or a unit'),
    room: z.string().uuid().nullable().optional().describe('A room of that property or unit'),
  })
  .strict();
export type AddGalleryImagesInput = z.input<typeof addGalleryImagesInputSchema>;

/** PUT /galleries/move-images */
export const moveGalleryImagesInputSchema = z
  .object({ galleryIds: idListSchema, property: z.string().uuid(), room: z.string().uuid().nullable().optional() })
  .strict();
export type MoveGalleryImagesInput = z.input<typeof moveGalleryImagesInputSchema>;

export const galleryImagesMessageResponseSchema = z.object({ message: z.string(), images: z.array(galleryImageSchema) });
export type GalleryImagesMessageResponse = z.infer<typeof galleryImagesMessageResponseSchema>;

export const galleryWidgetResponseSchema = z.object({ images: z.array(galleryImageSchema).describe('Newest 4') });
export type GalleryWidgetResponse = z.infer<typeof galleryWidgetResponseSchema>;
