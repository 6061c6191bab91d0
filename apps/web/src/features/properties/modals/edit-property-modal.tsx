/** 'Edit property' modal (also edits a unit): PUT with the create payload minus type and parent. */
import { Modal } from '@mantine/core';
import { buildPropertyPayload, canHoldUnits } from '@lintel/shared';
import type { Property } from '@lintel/shared';
import { usePropertiesDispatch, usePropertiesSelector } from '../state/hooks.ts';
import { fetchPropertyDetails, updateProperty } from '../api/property-calls.ts';
import { formValuesOf, PropertyForm } from '../components/property-form.tsx';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';

export default function EditPropertyModal({ onClose, property }: StackedModalProps & { property: Property }) {
  const dispatch = usePropertiesDispatch();
  const pending = usePropertiesSelector((state) => state.properties.updateStatus === 'pending');
  const isUnit = property.type === 'unit';
  const detailsShown = usePropertiesSelector((state) => state.properties.details.item?.id === property.id);
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Edit ${isUnit ? 'unit' : 'property'}`}
      size="xl"
      fullScreen={window.innerWidth < 640}
    >
      <PropertyForm
        initialValues={formValuesOf(property)}
        initialImages={property.images}
        typeLocked
        existingUnits={canHoldUnits(property.type) ? property.unitsCount : undefined}
        submitLabel="Save changes"
        pending={pending}
        onCancel={onClose}
        onSubmit={async (values) => {
          // eslint-disable-next-line @typescript-eslint/no-unused-vars -- PUT takes neither type nor parent
          const { type, parentId, unitsCount, ...rest } = buildPropertyPayload(values);
          // The count is derived from the units: send it only to add units.
          const input = unitsCount !== undefined && unitsCount !== property.unitsCount ? { ...rest, unitsCount } : rest;
          const result = await dispatch(updateProperty({ id: property.id, input, isUnit }));
          if (!updateProperty.fulfilled.match(result)) return;
          // Units the new count created belong in the open property page's unit list.
          if (detailsShown && result.payload.unitsCount !== property.unitsCount) void dispatch(fetchPropertyDetails(property.id));
          onClose();
        }}
      />
    </Modal>
  );
}
