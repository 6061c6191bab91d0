/**
 * Project-model modal 'save' (spec points 2, 4): saves the cart of ONE project type (all or nothing)
 * and empties the cart of that type; openings of other types stay in the cart. With several types in
 * the cart the person picks which (`projectType` preselects one). On failure the cart is cleared and
 * the spec's message shows.
 */
import { useState } from 'react';
import { Button, Group, List, Modal, Radio, Stack, Text } from '@mantine/core';
import { projectTypeLabels, type ProjectTypeKey } from '@lintel/shared';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { SAVE_CART_KEY, useSaveCartMutation } from '../api/configurator-api.ts';
import { useCfgSelector } from '../state/hooks.ts';
import { modelName } from '../components/summary-step.tsx';

export default function SaveProjectModelsModal({ onClose, projectType }: StackedModalProps & { projectType?: ProjectTypeKey }) {
  const [saveCart, save] = useSaveCartMutation({ fixedCacheKey: SAVE_CART_KEY });
  const models = useCfgSelector((state) => state.cart.models);
  const activeType = useCfgSelector((state) => state.cart.models.find((model) => model.uuid === state.cart.activeUuid)?.projectType);
  const types = [...new Set(models.map((model) => model.projectType))];
  const [chosen, setChosen] = useState<ProjectTypeKey | undefined>(projectType ?? activeType ?? types[0]);
  const type = chosen && types.includes(chosen) ? chosen : types[0];
  const ofType = models.filter((model) => model.projectType === type);
  const label = type ? projectTypeLabels[type] : '';
  return (
    <Modal opened onClose={onClose} title="Save to your projects" centered>
      <Stack gap="sm">
        {types.length > 1 && (
          <Radio.Group
            label="Which openings?"
            description="The cart is saved one project type at a time; the others stay in the cart."
            value={type ?? null}
            onChange={(value) => setChosen(value as ProjectTypeKey)}
          >
            <Group mt="xs">
              {types.map((key) => (
                <Radio
                  key={key}
                  value={key}
                  label={`${projectTypeLabels[key]} (${models.filter((model) => model.projectType === key).length})`}
                />
              ))}
            </Group>
          </Radio.Group>
        )}
        <Text size="sm">These openings become saved project models and leave the cart:</Text>
        <List size="sm">
          {ofType.map((model) => (
            <List.Item key={model.uuid}>
              {projectTypeLabels[model.projectType]}: {model.name || modelName(model)}
            </List.Item>
          ))}
        </List>
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          loading={save.isLoading}
          disabled={!type || ofType.length === 0}
          onClick={async () => {
            if (!type) return;
            // Either way the cart slice follows the answer (saved: that type leaves the cart; failed: cleared).
            await saveCart({ projectType: type, models });
            onClose();
          }}
        >
          Save {ofType.length} {label} {ofType.length === 1 ? 'model' : 'models'}
        </Button>
      </Group>
    </Modal>
  );
}
