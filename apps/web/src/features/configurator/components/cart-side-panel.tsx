/**
 * The side panel of an opening in the cart (spec point 2): an optional nickname revealed by
 * '+ Add nickname', the add-ons list (switches, spec point 4 toggle), and a note with attachments.
 */
import { Button, Group, Paper, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { AttachmentInput } from '../../../components/ui/attachments/attachment-input.tsx';
import type { CartModel } from '../model.ts';
import { formatMoney } from '../model.ts';
import { cartAddonToggled, cartModelChanged } from '../state/cart-slice.ts';
import { useCfgDispatch, useCfgSelector } from '../state/hooks.ts';
import { modelName } from './summary-step.tsx';

export function CartSidePanel({ model }: { model: CartModel }) {
  const dispatch = useCfgDispatch();
  const addons = useCfgSelector((state) => state.configurator.addons).filter((addon) =>
    addon.projectTypes.includes(model.projectType),
  );
  const [showNickname, setShowNickname] = useState(model.name !== '');
  const change = (changes: Parameters<typeof cartModelChanged>[0]['changes']) =>
    dispatch(cartModelChanged({ uuid: model.uuid, changes }));
  return (
    <Paper withBorder p="md" radius="md" component="aside" aria-label="Opening details">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {model.name || modelName(model)}
          </Title>
          {model.name && (
            <Text size="sm" c="dimmed">
              {modelName(model)}
            </Text>
          )}
        </div>
        {showNickname ? (
          <TextInput
            label="Nickname"
            description="Optional"
            maxLength={120}
            value={model.name}
            onChange={(event) => change({ name: event.currentTarget.value })}
          />
        ) : (
          <Group>
            <Button variant="subtle" size="compact-sm" onClick={() => setShowNickname(true)}>
              + Add nickname
            </Button>
          </Group>
        )}
        <Stack gap={6} role="group" aria-label="Add-ons">
          <Text fw={600}>Add-ons</Text>
          {addons.length === 0 && <Text c="dimmed">No add-ons for this type.</Text>}
          {addons.map((addon) => (
            <Switch
              key={addon.id}
              checked={model.properties.addons.includes(addon.id)}
              onChange={() => dispatch(cartAddonToggled({ uuid: model.uuid, addonId: addon.id }))}
              label={`${addon.name} (+${formatMoney(addon.price)})`}
              description={addon.description}
            />
          ))}
        </Stack>
        <Textarea
          label="Note"
          autosize
          minRows={2}
          maxLength={2000}
          value={model.properties.note}
          onChange={(event) => change({ properties: { ...model.properties, note: event.currentTarget.value } })}
        />
        <AttachmentInput
          label="Photos and videos"
          value={model.properties.files}
          onChange={(files) => change({ properties: { ...model.properties, files } })}
        />
      </Stack>
    </Paper>
  );
}
