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
