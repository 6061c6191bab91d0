/** 'Edit property' modal (also edits a unit): PUT with the create payload minus type and parent. */
import { Modal } from '@mantine/core';
import { buildPropertyPayload, canHoldUnits } from '@lintel/shared';
import type { Property } from '@lintel/shared';
import { useUpdatePropertyMutation } from '../api/properties-api.ts';
import { formValuesOf, PropertyForm } from '../components/property-form.tsx';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';

export default function EditPropertyModal({ onClose, property }: StackedModalProps & { property: Property }) {
  const [updateProperty, update] = useUpdatePropertyMutation();
  const pending = update.isLoading;
  const isUnit = property.type === 'unit';
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
          // Units a new count creates reach the open property page through the cache (updateProperty).
          const result = await updateProperty({ id: property.id, input, isUnit });
          if (!('error' in result)) onClose();
        }}
      />
    </Modal>
  );
}
