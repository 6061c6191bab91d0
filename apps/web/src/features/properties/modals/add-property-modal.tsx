/** 'Add property' modal: the multi-section form, payload built by buildPropertyPayload (spec point 5). */
import { Modal } from '@mantine/core';
import { buildPropertyPayload, emptyPropertyForm } from '@lintel/shared';
import { usePropertiesDispatch, usePropertiesSelector } from '../state/hooks.ts';
import { createProperty } from '../api/property-calls.ts';
import { PropertyForm } from '../components/property-form.tsx';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';

export default function AddPropertyModal({ onClose }: StackedModalProps) {
  const dispatch = usePropertiesDispatch();
  const pending = usePropertiesSelector((state) => state.properties.createStatus === 'pending');
  return (
    <Modal opened onClose={onClose} title="Add property" size="xl" fullScreen={window.innerWidth < 640}>
      <PropertyForm
        initialValues={emptyPropertyForm()}
        submitLabel="Add property"
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
