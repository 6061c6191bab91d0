/** 'Create unit' modal: a unit of parentId (no location or taxes of its own — spec point 5). */
import { Modal } from '@mantine/core';
import { buildPropertyPayload, emptyPropertyForm } from '@lintel/shared';
import { usePropertiesDispatch, usePropertiesSelector } from '../state/hooks.ts';
import { createProperty } from '../api/property-calls.ts';
import { PropertyForm } from '../components/property-form.tsx';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';

export default function CreateUnitModal({
  onClose,
  parentId,
  parentName,
}: StackedModalProps & { parentId: string; parentName?: string }) {
  const dispatch = usePropertiesDispatch();
  const pending = usePropertiesSelector((state) => state.properties.createStatus === 'pending');
  return (
    <Modal
      opened
      onClose={onClose}
      title={parentName ? `Create unit in ${parentName}` : 'Create unit'}
      size="xl"
      fullScreen={window.innerWidth < 640}
    >
      <PropertyForm
        initialValues={emptyPropertyForm(parentId)}
        typeLocked
        submitLabel="Create unit"
        pending={pending}
        onCancel={onClose}
        onSubmit={async (values) => {
          const result = await dispatch(createProperty(buildPropertyPayload(values)));
          if (createProperty.fulfilled.match(result)) onClose();
        }}
      />
    </Modal>
  );
}
