/** Test factory for inventory items (shape from @lintel/shared). */
import type { InventoryItem } from '@lintel/shared';

let counter = 0;
export function makeItem(overrides: Partial<InventoryItem> = {}): InventoryItem {
  counter += 1;
  return {
    id: `018f0000-0000-7000-8000-${String(counter).padStart(12, '0')}`,
    name: `Item ${counter}`,
    description: null,
    categoryId: null,
    category: null,
    propertyId: null,
    property: null,
    roomId: null,
    room: null,
    groupId: null,
    group: null,
    purchaseDate: null,
    price: null,
    serialNumber: null,
    warrantyEnd: null,
    receipt: null,
    images: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
