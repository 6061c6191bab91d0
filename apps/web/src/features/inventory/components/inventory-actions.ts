/** What a row, card or the details modal can do with an item: open the stacked modals by name. */
import type { InventoryItem } from '@lintel/shared';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { useAppDispatch } from '../../../lib/redux-hooks.ts';
import { inventoryPhotoAlt } from './format.ts';

export function useInventoryActions() {
  const dispatch = useAppDispatch();
  return {
    details(item: InventoryItem) {
      dispatch(modalOpened({ name: modalNames.inventoryDetails, props: { id: item.id } }));
    },
    edit(item: InventoryItem) {
      dispatch(modalOpened({ name: modalNames.inventoryItem, props: { id: item.id } }));
    },
    add() {
      dispatch(modalOpened({ name: modalNames.inventoryItem }));
    },
    addToGroup(ids: string[]) {
      dispatch(modalOpened({ name: modalNames.addInventoriesToGroup, props: { inventoryIds: ids } }));
    },
    createGroup(inventoryIds: string[] = []) {
      dispatch(modalOpened({ name: modalNames.inventoryGroup, props: { inventoryIds } }));
    },
    editGroup(groupId: string) {
      dispatch(modalOpened({ name: modalNames.inventoryGroup, props: { groupId } }));
    },
    photos(item: InventoryItem, startIndex = 0) {
      dispatch(
        modalOpened({
          name: modalNames.gallery,
          props: {
            title: item.name,
            startIndex,
            files: item.images.map((image, index) => ({
              id: image.id,
              url: image.url,
              name: image.name,
              mimeType: image.mimeType,
              alt: inventoryPhotoAlt(item, index),
            })),
          },
        }),
      );
    },
  };
}
