/** 'Create unit' modal: a unit of parentId (no location or taxes of its own — spec point 5). */
import { Modal } from '@mantine/core';
import { buildPropertyPayload, emptyPropertyForm } from '@lintel/shared';
import { useCreatePropertyMutation } from '../api/properties-api.ts';
import { PropertyForm } from '../components/property-form.tsx';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';

export default function CreateUnitModal({
  onClose,
  parentId,
  parentName,
}: StackedModalProps & { parentId: string; parentName?: string }) {
  const [createProperty, creation] = useCreatePropertyMutation();
  const pending = creation.isLoading;
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
          const result = await createProperty(buildPropertyPayload(values));
          if (!('error' in result)) onClose();
        }}
      />
    </Modal>
  );
}
