/** Row and page actions on a property or unit, opening the spec point 2 modals by name. */
import { useCallback, useMemo } from 'react';
import type { Property, Room } from '@lintel/shared';
import { useAppDispatch } from '../../../lib/redux-hooks.ts';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { useArchivePropertyMutation } from '../api/properties-api.ts';

export function usePropertyActions() {
  const dispatch = useAppDispatch();
  const [archive] = useArchivePropertyMutation();
  const open = useCallback(
    (name: string, props: Record<string, unknown> = {}) => dispatch(modalOpened({ name, props })),
    [dispatch],
  );
  return useMemo(
    () => ({
      details: (property: Property) => open(modalNames.propertyDetails, { propertyId: property.id }),
      edit: (property: Property) => open(modalNames.editProperty, { property }),
      addUnit: (property: Property) =>
        open(modalNames.createUnit, { parentId: property.id, parentName: property.nickname }),
      addRoom: (property: Property) => open(modalNames.createRoom, { propertyId: property.id }),
      addImage: (property: Property) => open(modalNames.addImage, { property }),
      moveImage: (property: Property) => open(modalNames.moveImage, { propertyId: property.parent?.id ?? property.id }),
      editAmenities: (property: Property) => open(modalNames.editAmenities, { property }),
      remove: (property: Property) =>
        open(modalNames.deleteProperty, {
          id: property.id,
          nickname: property.nickname,
          isUnit: property.type === 'unit',
        }),
      /** Restores at once; archiving asks first and says what happens (issue 11 item 8). */
      toggleArchive: (property: Property) =>
        property.archived
          ? archive({ id: property.id, archived: false, isUnit: property.type === 'unit' })
          : open(modalNames.archiveProperty, {
              id: property.id,
              nickname: property.nickname,
              isUnit: property.type === 'unit',
              rentStatus: property.rentStatus,
            }),
      /** The room's own property: a building's page also lists its units' rooms. */
      editRoom: (room: Room) => open(modalNames.createRoom, { propertyId: room.propertyId, room }),
      deleteRoom: (room: Pick<Room, 'id' | 'propertyId' | 'name' | 'nickname'>) =>
        open(modalNames.deleteRoom, { propertyId: room.propertyId, roomId: room.id, name: room.nickname ?? room.name }),
    }),
    [open, archive],
  );
}
