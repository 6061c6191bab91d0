/** Drizzle queries for gallery images and the places (properties, units, rooms) they hang on. */
import { and, count, desc, eq, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { GALLERY_ENTRY_IMAGES, type GalleryLevel } from '@lintel/shared';
import type { Executor } from '../../platform/db.ts';
import { properties, rooms } from '../properties/properties.table.ts';
import { galleryImages } from './gallery.table.ts';

export type GalleryImageRow = typeof galleryImages.$inferSelect;

/** Where something hangs: its top-level property, the unit when there is one, the room when there is one. */
export interface Place {
  property: { id: string; nickname: string };
  unit: { id: string; nickname: string } | null;
  room: { id: string; name: string; nickname: string | null } | null;
}

export interface ImageWithPlace extends GalleryImageRow, Place {}

const place = alias(properties, 'place');
const parent = alias(properties, 'parent');

/** The place of a row that joined `place` (the image's property or unit) and its `parent`. */
function placeOf(row: {
  placeId: string;
  placeNickname: string;
  parentId: string | null;
  parentNickname: string | null;
  roomId: string | null;
  roomName: string | null;
  roomNickname: string | null;
}): Place {
  const isUnit = row.parentId !== null && row.parentNickname !== null;
  return {
    property: isUnit ? { id: row.parentId!, nickname: row.parentNickname! } : { id: row.placeId, nickname: row.placeNickname },
    unit: isUnit ? { id: row.placeId, nickname: row.placeNickname } : null,
    room: row.roomId && row.roomName !== null ? { id: row.roomId, name: row.roomName, nickname: row.roomNickname } : null,
  };
}

const placeColumns = {
  placeId: place.id,
  placeNickname: place.nickname,
  parentId: parent.id,
  parentNickname: parent.nickname,
  roomId: rooms.id,
  roomName: rooms.name,
  roomNickname: rooms.nickname,
};

export interface ImageFilter {
  accountId: string;
  level?: GalleryLevel | undefined;
  propertyId?: string | undefined;
  roomId?: string | undefined;
  parentId?: string | undefined;
}

function imageWhere(filter: ImageFilter): SQL {
  const conditions: SQL[] = [eq(galleryImages.accountId, filter.accountId)];
  if (filter.propertyId) conditions.push(eq(galleryImages.propertyId, filter.propertyId));
  if (filter.roomId) conditions.push(eq(galleryImages.roomId, filter.roomId));
  if (filter.parentId) {
    conditions.push(
      inArray(
        galleryImages.propertyId,
        sqlUnitsOf(filter.accountId, filter.parentId),
      ),
    );
  }
  if (filter.level === 'room') conditions.push(isNotNull(galleryImages.roomId));
  if (filter.level === 'property' || filter.level === 'unit') {
    conditions.push(isNull(galleryImages.roomId));
    conditions.push(
      sql`exists (select 1 from ${properties} where ${properties.id} = ${galleryImages.propertyId} and ${properties.parentId} is ${sql.raw(filter.level === 'unit' ? 'not null' : 'null')})`,
    );
  }
  return and(...conditions)!;
}

function sqlUnitsOf(accountId: string, parentId: string) {
  return sql`(select ${properties.id} from ${properties} where ${properties.parentId} = ${parentId} and ${properties.accountId} = ${accountId})`;
}

const newestImages = [desc(galleryImages.createdAt), desc(galleryImages.id)];

/** Images with their places, in one query. */
export async function imagesWithPlaces(db: Executor, where: SQL): Promise<ImageWithPlace[]> {
  const rows = await db
    .select({ image: galleryImages, ...placeColumns })
    .from(galleryImages)
    .innerJoin(place, eq(place.id, galleryImages.propertyId))
    .leftJoin(parent, eq(parent.id, place.parentId))
    .leftJoin(rooms, eq(rooms.id, galleryImages.roomId))
    .where(where)
    .orderBy(...newestImages);
  return rows.map((row) => ({ ...row.image, ...placeOf(row) }));
}

/** A flat page of images, newest first: ids on the (account, created) index, then the rows. */
export async function listImages(db: Executor, filter: ImageFilter, page: number, pageSize: number): Promise<ImageWithPlace[]> {
  const pageIds = db
    .select({ id: galleryImages.id })
    .from(galleryImages)
    .where(imageWhere(filter))
    .orderBy(...newestImages)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return imagesWithPlaces(db, inArray(galleryImages.id, pageIds));
}

export async function countImages(db: Executor, filter: ImageFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(galleryImages).where(imageWhere(filter));
  return row?.total ?? 0;
}

export async function newestImagesOf(db: Executor, accountId: string, limit: number): Promise<ImageWithPlace[]> {
  const ids = db
    .select({ id: galleryImages.id })
    .from(galleryImages)
    .where(eq(galleryImages.accountId, accountId))
    .orderBy(...newestImages)
    .limit(limit);
  return imagesWithPlaces(db, inArray(galleryImages.id, ids));
}

export async function accountHasImages(db: Executor, accountId: string): Promise<boolean> {
  const rows = await db.select({ id: galleryImages.id }).from(galleryImages).where(eq(galleryImages.accountId, accountId)).limit(1);
  return rows.length > 0;
}

export interface PlaceFilter {
  accountId: string;
  level: GalleryLevel;
  propertyId?: string | undefined;
  roomId?: string | undefined;
  parentId?: string | undefined;
}

export interface PlaceRow extends Place {
  /** The id of the property, unit or room. */
  id: string;
}

function placeWhere(filter: PlaceFilter): SQL {
  if (filter.level === 'room') {
    const conditions: SQL[] = [eq(rooms.accountId, filter.accountId)];
    if (filter.propertyId) conditions.push(eq(rooms.propertyId, filter.propertyId));
    if (filter.roomId) conditions.push(eq(rooms.id, filter.roomId));
    if (filter.parentId) conditions.push(eq(place.parentId, filter.parentId));
    return and(...conditions)!;
  }
  const conditions: SQL[] = [eq(place.accountId, filter.accountId), isNull(place.archivedAt)];
  conditions.push(filter.level === 'unit' ? isNotNull(place.parentId) : isNull(place.parentId));
  if (filter.propertyId) conditions.push(eq(place.id, filter.propertyId));
  if (filter.level === 'unit' && filter.parentId) conditions.push(eq(place.parentId, filter.parentId));
  return and(...conditions)!;
}

/** One page of places of a level, newest first (properties and units by the account's indexes, rooms likewise). */
export async function listPlaces(db: Executor, filter: PlaceFilter, page: number, pageSize: number): Promise<PlaceRow[]> {
  const offset = (page - 1) * pageSize;
  if (filter.level === 'room') {
    const rows = await db
      .select(placeColumns)
      .from(rooms)
      .innerJoin(place, eq(place.id, rooms.propertyId))
      .leftJoin(parent, eq(parent.id, place.parentId))
      .where(placeWhere(filter))
      .orderBy(desc(rooms.createdAt), desc(rooms.id))
      .limit(pageSize)
      .offset(offset);
    return rows.map((row) => ({ id: row.roomId!, ...placeOf(row) }));
  }
  const rows = await db
    .select({ ...placeColumns, roomId: sql<string | null>`null`, roomName: sql<string | null>`null`, roomNickname: sql<string | null>`null` })
    .from(place)
    .leftJoin(parent, eq(parent.id, place.parentId))
    .where(placeWhere(filter))
    .orderBy(desc(place.createdAt), desc(place.id))
    .limit(pageSize)
    .offset(offset);
  return rows.map((row) => ({ id: row.placeId, ...placeOf(row) }));
}

export async function countPlaces(db: Executor, filter: PlaceFilter): Promise<number> {
  if (filter.level === 'room') {
    const [row] = await db.select({ total: count() }).from(rooms).innerJoin(place, eq(place.id, rooms.propertyId)).where(placeWhere(filter));
    return row?.total ?? 0;
  }
  const [row] = await db.select({ total: count() }).from(place).where(placeWhere(filter));
  return row?.total ?? 0;
}

/**
 * The newest GALLERY_ENTRY_IMAGES images placed right on each place, and how many each has, in one
 * query (a window over the (property, room) index). Properties and units: images with no room.
 */
export async function imagesOfPlaces(db: Executor, accountId: string, level: GalleryLevel, placeIds: string[]) {
  if (placeIds.length === 0) return [];
  const where =
    level === 'room'
      ? and(eq(galleryImages.accountId, accountId), inArray(galleryImages.roomId, placeIds))
      : and(eq(galleryImages.accountId, accountId), inArray(galleryImages.propertyId, placeIds), isNull(galleryImages.roomId));
  const partition = level === 'room' ? galleryImages.roomId : galleryImages.propertyId;
  const ranked = db
    .select({
      id: galleryImages.id,
      fileId: galleryImages.fileId,
      placeId: sql<string>`${partition}`.as('place_id'),
      rank: sql<number>`(row_number() over (partition by ${partition} order by ${galleryImages.createdAt} desc, ${galleryImages.id} desc))::int`.as('rank'),
      total: sql<number>`(count(*) over (partition by ${partition}))::int`.as('total'),
    })
    .from(galleryImages)
    .where(where)
    .as('ranked');
  return db.select().from(ranked).where(lte(ranked.rank, GALLERY_ENTRY_IMAGES)).orderBy(ranked.placeId, ranked.rank);
}

/** Those of `ids` the account owns. */
export async function ownImageIds(db: Executor, accountId: string, ids: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: galleryImages.id })
    .from(galleryImages)
    .where(and(eq(galleryImages.accountId, accountId), inArray(galleryImages.id, ids)));
  return rows.map((row) => row.id);
}

export async function imagesOfFiles(db: Executor, fileIds: string[]): Promise<string[]> {
  const rows = await db.select({ fileId: galleryImages.fileId }).from(galleryImages).where(inArray(galleryImages.fileId, fileIds));
  return rows.map((row) => row.fileId);
}

export async function insertImages(db: Executor, values: Array<typeof galleryImages.$inferInsert>): Promise<string[]> {
  const rows = await db.insert(galleryImages).values(values).returning({ id: galleryImages.id });
  return rows.map((row) => row.id);
}

export async function moveImages(db: Executor, accountId: string, ids: string[], propertyId: string, roomId: string | null): Promise<void> {
  await db
    .update(galleryImages)
    .set({ propertyId, roomId })
    .where(and(eq(galleryImages.accountId, accountId), inArray(galleryImages.id, ids)));
}

export async function deleteImages(db: Executor, accountId: string, ids: string[]): Promise<void> {
  await db.delete(galleryImages).where(and(eq(galleryImages.accountId, accountId), inArray(galleryImages.id, ids)));
}

/** Inserts images, leaving out files that are in the gallery already (one image per file). */
export async function insertImagesIfAbsent(db: Executor, values: Array<typeof galleryImages.$inferInsert>): Promise<void> {
  if (values.length > 0) await db.insert(galleryImages).values(values).onConflictDoNothing({ target: galleryImages.fileId });
}

/** Removes the images of `fileIds` placed right on a property or unit (not in one of its rooms). */
export async function deletePlacedFiles(db: Executor, accountId: string, propertyId: string, fileIds: string[]): Promise<void> {
  if (fileIds.length === 0) return;
  await db
    .delete(galleryImages)
    .where(
      and(
        eq(galleryImages.accountId, accountId),
        eq(galleryImages.propertyId, propertyId),
        isNull(galleryImages.roomId),
        inArray(galleryImages.fileId, fileIds),
      ),
    );
}
