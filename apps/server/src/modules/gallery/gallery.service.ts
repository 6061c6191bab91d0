/**
 * Gallery (spec points 3, 7 and 9 "Gallery"): an account's photos placed on a property, a unit or a
 * room; nested by place or flat, page size 5; moved between places; the widget's newest 4. Another
 * account's image reads as GALLERY_IMAGE_NOT_FOUND (404); another account's file is refused (422).
 */
import {
  buildPagination,
  GALLERY_WIDGET_LIMIT,
  galleryLevelOf,
  galleryMessages,
  type BulkDeleteResponse,
  type GalleryEntry,
  type GalleryImage,
  type GalleryImagesMessageResponse,
  type GalleryListResponse,
  type StoredFile,
  type listGalleriesQuerySchema,
} from '@lintel/shared';
import type { z } from 'zod';
import { inArray } from 'drizzle-orm';
import type { AppDeps, AuthContext, Executor } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { FilesService } from '../files/index.ts';
import { findProperty, findRoom, type PropertyPhotosChange } from '../properties/index.ts';
import * as repo from './gallery.repository.ts';
import type { ImageWithPlace } from './gallery.repository.ts';
import { galleryImages } from './gallery.table.ts';

type ParsedList = z.output<typeof listGalleriesQuerySchema>;

export type GalleryService = ReturnType<typeof createGalleryService>;

export function createGalleryService(deps: AppDeps, files: FilesService) {
  const { db } = deps;

  function toDto(row: ImageWithPlace, file: StoredFile): GalleryImage {
    return {
      id: row.id,
      image: file,
      level: galleryLevelOf({ parentId: row.unit ? row.property.id : null }, row.roomId),
      property: row.property,
      unit: row.unit,
      room: row.room as GalleryImage['room'],
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function toDtos(executor: Executor, rows: ImageWithPlace[]): Promise<GalleryImage[]> {
    const fileDtos = await files.dtosByIds(rows.map((row) => row.fileId), executor);
    return rows.map((row) => toDto(row, fileDtos.get(row.fileId)!));
  }

  async function imagesByIds(executor: Executor, ids: string[]): Promise<GalleryImage[]> {
    return toDtos(executor, await repo.imagesWithPlaces(executor, inArray(galleryImages.id, ids)));
  }

  /** The target of an upload or a move: the account's property or unit, and a room of it. */
  async function resolvePlace(executor: Executor, auth: AuthContext, propertyId: string, roomId: string | null | undefined) {
    const property = await findProperty(executor, auth.accountId, propertyId);
    if (!property) throw new AppError('PROPERTY_NOT_FOUND', 'Property not found');
    if (roomId && !(await findRoom(executor, auth.accountId, property.id, roomId))) {
      throw new AppError('ROOM_NOT_FOUND', 'Room not found in this property');
    }
    return { propertyId: property.id, roomId: roomId ?? null };
  }

  async function assertOwnImages(executor: Executor, auth: AuthContext, ids: string[]) {
    const own = await repo.ownImageIds(executor, auth.accountId, ids);
    if (own.length !== ids.length) throw new AppError('GALLERY_IMAGE_NOT_FOUND', 'Some gallery images were not found');
  }

  async function nested(auth: AuthContext, query: ParsedList): Promise<GalleryListResponse> {
    const filter: repo.PlaceFilter = {
      accountId: auth.accountId,
      level: query.level ?? (query.room ? 'room' : query.parentId ? 'unit' : 'property'),
      propertyId: query.property,
      roomId: query.room,
      parentId: query.parentId,
    };
    const [places, total, hasGallery] = await Promise.all([
      repo.listPlaces(db, filter, query.page, query.pageSize),
      repo.countPlaces(db, filter),
      repo.accountHasImages(db, auth.accountId),
    ]);
    const images = await repo.imagesOfPlaces(db, auth.accountId, filter.level, places.map((entry) => entry.id));
    const fileDtos = await files.dtosByIds(images.map((image) => image.fileId));
    const results: GalleryEntry[] = places.map((entry) => {
      const own = images.filter((image) => image.placeId === entry.id);
      const imagesCount = own[0]?.total ?? 0;
      return {
        id: entry.id,
        level: filter.level,
        property: entry.property,
        unit: entry.unit,
        room: entry.room as GalleryEntry['room'],
        gallery: own.map((image) => ({ id: image.id, image: fileDtos.get(image.fileId)! })),
        imagesCount,
        hasGallery: imagesCount > 0,
      };
    });
    return { results, pagination: buildPagination(query.page, query.pageSize, total), meta: { hasGallery, isFlatStructure: false } };
  }

  async function flat(auth: AuthContext, query: ParsedList): Promise<GalleryListResponse> {
    const filter: repo.ImageFilter = {
      accountId: auth.accountId,
      level: query.level,
      propertyId: query.property,
      roomId: query.room,
      parentId: query.parentId,
    };
    const [rows, total] = await Promise.all([repo.listImages(db, filter, query.page, query.pageSize), repo.countImages(db, filter)]);
    const [results, hasGallery] = await Promise.all([
      toDtos(db, rows),
      total > 0 ? Promise.resolve(true) : repo.accountHasImages(db, auth.accountId),
    ]);
    return { results, pagination: buildPagination(query.page, query.pageSize, total), meta: { hasGallery, isFlatStructure: true } };
  }

  return {
    /** GET /galleries: nested places with their images, or (isFlatStructure) a flat page of images. */
    async list(auth: AuthContext, query: ParsedList): Promise<GalleryListResponse> {
      return query.isFlatStructure ? flat(auth, query) : nested(auth, query);
    },

    /** POST /galleries: the caller's image files placed on a property or unit, or a room of it. */
    async add(auth: AuthContext, input: { images: string[]; property: string; room?: string | null | undefined }): Promise<GalleryImagesMessageResponse> {
      return db.transaction(async (tx) => {
        const target = await resolvePlace(tx, auth, input.property, input.room);
        const fileIds = [...new Set(input.images)];
        await files.assertOwnFiles(auth.accountId, fileIds, { kind: 'image', path: 'images', executor: tx });
        const already = await repo.imagesOfFiles(tx, fileIds);
        if (already.length > 0) {
          throw new AppError('GALLERY_IMAGE_EXISTS', 'Some images are already in the gallery; move them instead', already.map((id) => ({ path: 'images', message: `File ${id} is already in the gallery` })));
        }
        const ids = await repo.insertImages(tx, fileIds.map((fileId) => ({ accountId: auth.accountId, fileId, ...target })));
        return { message: galleryMessages.added, images: await imagesByIds(tx, ids) };
      });
    },

    /** PUT /galleries/move-images: all or nothing. */
    async move(auth: AuthContext, input: { galleryIds: string[]; property: string; room?: string | null | undefined }): Promise<GalleryImagesMessageResponse> {
      return db.transaction(async (tx) => {
        await assertOwnImages(tx, auth, input.galleryIds);
        const target = await resolvePlace(tx, auth, input.property, input.room);
        await repo.moveImages(tx, auth.accountId, input.galleryIds, target.propertyId, target.roomId);
        return { message: galleryMessages.moved, images: await imagesByIds(tx, input.galleryIds) };
      });
    },

    /** DELETE /galleries/delete-images?images=: all or nothing; the files stay. */
    async remove(auth: AuthContext, ids: string[]): Promise<BulkDeleteResponse> {
      return db.transaction(async (tx) => {
        await assertOwnImages(tx, auth, ids);
        await repo.deleteImages(tx, auth.accountId, ids);
        return { message: galleryMessages.deleted, deletedIds: ids };
      });
    },

    /**
     * A property's or unit's photos are gallery images placed on it (issue 11 item 10): added ones
     * join at its level (a file already in the gallery stays where it is), removed ones leave when
     * they still hang right there. Runs in the caller's transaction.
     */
    async syncPropertyPhotos(executor: Executor, change: PropertyPhotosChange): Promise<void> {
      await repo.insertImagesIfAbsent(
        executor,
        change.added.map((fileId) => ({ accountId: change.accountId, fileId, propertyId: change.propertyId, roomId: null })),
      );
      await repo.deletePlacedFiles(executor, change.accountId, change.propertyId, change.removed);
    },

    /** GET /galleries/widget-data: the newest 4 images (spec point 9). */
    async widgetData(auth: AuthContext): Promise<{ images: GalleryImage[] }> {
      return { images: await toDtos(db, await repo.newestImagesOf(db, auth.accountId, GALLERY_WIDGET_LIMIT)) };
    },
  };
}
