/** 'Add property' modal: the multi-section form, payload built by buildPropertyPayload (spec point 5). */
import { Modal } from '@mantine/core';
import { buildPropertyPayload, emptyPropertyForm } from '@lintel/shared';
import { useCreatePropertyMutation } from '../api/properties-api.ts';
import { PropertyForm } from '../components/property-form.tsx';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';

export default function AddPropertyModal({ onClose }: StackedModalProps) {
  const [createProperty, creation] = useCreatePropertyMutation();
  const pending = creation.isLoading;
  return (
    <Modal opened onClose={onClose} title="Add property" size="xl" fullScreen={window.innerWidth < 640}>
      <PropertyForm
        initialValues={emptyPropertyForm()}
        submitLabel="Add property"
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
