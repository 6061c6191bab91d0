/** Display helpers for inventory values (dates are YYYY-MM-DD, prices decimal dollars). */
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatPrice = (price: number | null) => (price === null ? '—' : money.format(price));

export { formatDate } from '../../../lib/format.ts';

export function placeOf(item: {
  property: { nickname: string } | null;
  room: { name: string; nickname: string | null } | null;
}): string {
  if (!item.property) return '—';
  const room = item.room ? ` · ${item.room.nickname ?? item.room.name}` : '';
  return `${item.property.nickname}${room}`;
}

/**
 * The alt text of an item's photo (issue 30 item 14): what it shows and where, and which photo of how
 * many — "Dishwasher in Kitchen, photo 2 of 3"; "Dishwasher" alone for a lone photo of an unplaced item.
 */
export function inventoryPhotoAlt(
  item: { name: string; images: readonly unknown[]; room: { name: string; nickname: string | null } | null },
  index = 0,
): string {
  const where = item.room ? ` in ${item.room.nickname ?? item.room.name}` : '';
  const which = item.images.length > 1 ? `, photo ${index + 1} of ${item.images.length}` : '';
  return `${item.name}${where}${which}`;
}
