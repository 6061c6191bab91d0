/** Display helpers for inventory values (dates are YYYY-MM-DD, prices decimal dollars). */
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatPrice = (price: number | null) => (price === null ? '—' : money.format(price));

export function formatDate(date: string | null): string {
  if (!date) return '—';
  const [year, month, day] = date.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return date;
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export function placeOf(item: {
  property: { nickname: string } | null;
  room: { name: string; nickname: string | null } | null;
}): string {
  if (!item.property) return '—';
  const room = item.room ? ` · ${item.room.nickname ?? item.room.name}` : '';
  return `${item.property.nickname}${room}`;
}
