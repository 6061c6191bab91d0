/**
 * Project-model modal 'save' (spec points 2, 4): saves the whole cart (all or nothing). On failure the
 * cart is cleared and the spec's message shows.
 */
import { Button, Group, List, Modal, Text } from '@mantine/core';
import { projectTypeLabels } from '@lintel/shared';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { saveCart } from '../api/project-model-calls.ts';
import { useCfgDispatch, useCfgSelector } from '../state/hooks.ts';
import { modelName } from '../components/summary-step.tsx';

export default function SaveProjectModelsModal({ onClose }: StackedModalProps) {
  const dispatch = useCfgDispatch();
  const models = useCfgSelector((state) => state.cart.models);
  const pending = useCfgSelector((state) => state.cart.saveStatus === 'pending');
  return (
    <Modal opened onClose={onClose} title="Save to your projects" centered>
      <Text size="sm">These openings become saved project models:</Text>
      <List size="sm" mt="xs">
        {models.map((model) => (
          <List.Item key={model.uuid}>
            {projectTypeLabels[model.projectType]}: {model.name || modelName(model)}
          </List.Item>
        ))}
      </List>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          loading={pending}
          disabled={models.length === 0}
          onClick={async () => {
            await dispatch(saveCart(models));
            onClose();
          }}
        >
          Save {models.length} {models.length === 1 ? 'model' : 'models'}
        </Button>
      </Group>
    </Modal>
  );
}
