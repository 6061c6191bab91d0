/**
 * Summary step (spec points 2-5): the opening's name (a window: opening type + room in brackets),
 * room and floor, every counted answer with its 'Auto Changed' badge, size, layout and the instant
 * price; Add to cart checks the mandatory sizes first.
 */
import { Badge, Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import {
  AUTO_CHANGED_LABEL,
  activeChoices,
  activeLayoutOf,
  floorChoices,
  isSizeComplete,
  layoutLabel,
  openingRoomChoices,
  projectModelTitle,
  windowName,
} from '@lintel/shared';
import type { FloorChoice, OpeningRoom } from '@lintel/shared';
import { paths } from '../../../lib/paths.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import type { ConfiguredModel } from '../model.ts';
import { cartModelUpserted } from '../state/cart-slice.ts';
import { draftCleared, draftModelPropertiesChanged, draftPropertiesChanged } from '../state/configurator-slice.ts';
import { useCfgDispatch } from '../state/hooks.ts';
import { PriceCard } from './price-card.tsx';

export function modelName(model: ConfiguredModel): string {
  if (model.projectType === 'window')
    return windowName(model.choices.OPENING_TYPE?.option.name, model.modelProperties.room);
  return projectModelTitle({ ...model, name: '' });
}

export function SummaryStep({ model }: { model: ConfiguredModel }) {
  const dispatch = useCfgDispatch();
  const navigate = useNavigate();
  const answers = Object.values(activeChoices(model.projectType, model.choices, model.properties));
  const layout = model.projectType === 'window' ? activeLayoutOf(model.properties) : undefined;
  const { size } = model.properties;

  function addToCart() {
    if (!isSizeComplete(size)) {
      dispatch(draftPropertiesChanged({ showMissingError: true }));
      document.getElementById('size-panel-title')?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      return;
    }
    dispatch(cartModelUpserted({ ...model, properties: { ...model.properties, showMissingError: false } }));
    dispatch(draftCleared());
    toastSuccess(model.uuid ? 'Cart updated' : 'Added to cart');
    void navigate(paths.configuratorCart);
  }

  return (
    <Stack gap="md">
      <div>
        <Text size="sm" c="dimmed">
          Your {model.projectType === 'window' ? 'window' : 'door'}
        </Text>
        <Title order={3} data-testid="model-name">
          {modelName(model)}
        </Title>
      </div>
      <Group grow align="flex-start">
        <Select
          label="Room"
          placeholder="Choose a room"
          clearable
          data={openingRoomChoices.map((choice) => ({ value: choice.value, label: choice.label }))}
          value={model.modelProperties.room}
          onChange={(room) => dispatch(draftModelPropertiesChanged({ room: (room as OpeningRoom | null) ?? null }))}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Floor"
          placeholder="Choose a floor"
          clearable
          data={[...floorChoices]}
          value={model.modelProperties.floor}
          onChange={(floor) => dispatch(draftModelPropertiesChanged({ floor: (floor as FloorChoice | null) ?? null }))}
        />
      </Group>
      <Paper withBorder p="sm" radius="md">
        <Table verticalSpacing={6} aria-label="Your choices">
          <Table.Tbody>
            {answers.map((entry) => (
              <Table.Tr key={entry.questionKey}>
                <Table.Th scope="row" fw={500} w="40%">
                  {entry.questionName}
                </Table.Th>
                <Table.Td>
                  <Group gap={6}>
                    {entry.option.metadata.color && (
                      <span
                        aria-hidden="true"
                        style={{
                          width: 14,
                          height: 14,
                          borderRadius: 3,
                          background: entry.option.metadata.color,
                          border: '1px solid #0002',
                        }}
                      />
                    )}
                    <span>{entry.option.name}</span>
                    {entry.isAutoChanged && (
                      <Badge color="orange" variant="light" size="sm">
                        {AUTO_CHANGED_LABEL}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th scope="row" fw={500}>
                Size
              </Table.Th>
              <Table.Td>{isSizeComplete(size) ? `${size.width}" x ${size.height}"` : 'Not entered yet'}</Table.Td>
            </Table.Tr>
            {layout && (
              <Table.Tr>
                <Table.Th scope="row" fw={500}>
                  Layout
                </Table.Th>
                <Table.Td>{layoutLabel(layout)}</Table.Td>
              </Table.Tr>
            )}
            {model.projectType === 'exteriorDoor' && !model.properties.isHandleAndLockNeeded && (
              <Table.Tr>
                <Table.Th scope="row" fw={500}>
                  Handle & lock
                </Table.Th>
                <Table.Td>Not needed</Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Paper>
      <PriceCard model={model} detailed />
      <Group justify="flex-end">
        <Button size="md" onClick={addToCart}>
          {model.uuid ? 'Update cart' : 'Add to cart'}
        </Button>
      </Group>
    </Stack>
  );
}
