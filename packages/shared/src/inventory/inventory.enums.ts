/** Inventory enumerations (spec points 3, 4 and 9 "Inventory"). */

/** Spec point 3: the icon names an inventory group may use. */
export const inventoryGroupIcons = [
  'Package',
  'DeliveryBox02',
  'DeliveryBox01',
  'Layers02',
  'ShoppingBasket01',
  'ShoppingBasket03',
  'Luggage01',
] as const;
export type InventoryGroupIcon = (typeof inventoryGroupIcons)[number];

/** Spec point 9: the inventory widget keeps at most 4. */
export const INVENTORY_WIDGET_LIMIT = 4;

/** Spec point 8 success messages the server answers with ("Group create and update show the server message"). */
export const inventoryMessages = {
  groupCreated: 'Group was successfully created',
  groupUpdated: 'Group was successfully updated',
  ungrouped: 'Items were ungrouped',
  addedToGroup: 'Items were added to the group',
  itemsDeleted: 'Items deleted successfully',
} as const;
