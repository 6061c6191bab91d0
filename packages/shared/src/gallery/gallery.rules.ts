/** Pure gallery rules (spec points 3, 4 and 9 "Gallery"). */
import { insertFirst, removeByIds } from '../common/list.rules.ts';
import { GALLERY_WIDGET_LIMIT, type GalleryLevel } from './gallery.enums.ts';

/** Spec point 3: an image on a room is at room level; on a unit (a property with a parent) at unit level. */
export function galleryLevelOf(place: { parentId: string | null }, roomId: string | null): GalleryLevel {
  if (roomId) return 'room';
  return place.parentId ? 'unit' : 'property';
}

/** Spec point 9: the gallery widget keeps the newest 4 images. */
export function addImagesToWidget<T extends { id: string }>(list: readonly T[], added: readonly T[]): T[] {
  return [...added].reverse().reduce<T[]>((next, image) => insertFirst(next, image, GALLERY_WIDGET_LIMIT), [...list]);
}

/** Removes deleted images from a widget or flat list. */
export function removeGalleryImages<T extends { id: string }>(list: readonly T[], ids: readonly string[]): T[] {
  return removeByIds(list, ids);
}
