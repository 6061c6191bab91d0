/**
 * The size panel (spec points 5 and 9): the standard presets that fit the exterior door's kind, required
 * numeric width and height ('Sizes are mandatory' / 'Mandatory.' once the missing-error flag is set),
 * exterior door limits by door kind clamped on blur with the help text and a note saying what was
 * clamped, garage headroom (a garage door's type fills its width and height); windows look up layouts.
 */
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import {
  clampDoorDimensionWithMessage,
  doorKindOfChoices,
  doorSizeLimits,
  parseSizeValue,
  sizeErrors,
  sizePresetsFor,
} from '@lintel/shared';
import type { DoorKind, Size } from '@lintel/shared';
import type { ConfiguredModel } from '../model.ts';
import { draftPropertiesChanged } from '../state/configurator-slice.ts';
import { useCfgDispatch } from '../state/hooks.ts';
import { useLayoutLookup } from './use-layout-lookup.ts';

export function SizePanel({ model }: { model: ConfiguredModel }) {
  const dispatch = useCfgDispatch();
  useLayoutLookup(model);
  const { size, showMissingError } = model.properties;
  const errors = sizeErrors(size, showMissingError);
  const kind: DoorKind | null = model.projectType === 'exteriorDoor' ? doorKindOfChoices(model.choices) : null;
  const setSize = (change: Partial<Size>) => dispatch(draftPropertiesChanged({ size: { ...size, ...change } }));


  return (
    <Stack gap="sm" component="section" aria-labelledby="size-panel-title">
      <Title order={3} size="h5" id="size-panel-title">
        Size (inches)
      </Title>
      {errors.message && (
        <Alert color="red" variant="light" p="xs" role="alert">
          {errors.message}
        </Alert>
      )}
      {kind && (
        <Group gap={6} role="group" aria-label="Standard sizes">
          {sizePresetsFor(kind).map((preset) => (
            <Button
              key={preset.label}
              size="compact-xs"
              variant={size.id === preset.label ? 'filled' : 'default'}
              onClick={() => setSize({ width: preset.width, height: preset.height, id: preset.label })}
            >
              {preset.label}
            </Button>
          ))}
        </Group>
      )}
      <Group grow align="flex-start">
        <SizeField
          label="Width"
          value={size.width}
          error={errors.width}
          onValue={(width) => setSize({ width, id: null })}
          clamp={kind ? (raw) => clampDoorDimensionWithMessage(kind, 'width', raw) : undefined}
        />
        <SizeField
          label="Height"
          value={size.height}
          error={errors.height}
          onValue={(height) => setSize({ height, id: null })}
          clamp={kind ? (raw) => clampDoorDimensionWithMessage(kind, 'height', raw) : undefined}
        />
      </Group>
      {kind && (
        <Text size="xs" c="dimmed" data-testid="door-size-help">
          {doorSizeLimits[kind].helpText}
        </Text>
      )}
      {model.projectType === 'garageDoor' && (
        <SizeField
          label="Headroom"
          value={size.headroomSize ?? null}
          error={null}
          optional
          onValue={(headroomSize) => setSize({ headroomSize })}
        />
      )}
    </Stack>
  );
}

interface SizeFieldProps {
  label: string;
  value: number | null;
  error: string | null;
  onValue: (value: number | null) => void;
  /** Exterior doors: the value clamped to the kind's limits (applied on blur) and the note saying so. */
  clamp?: (raw: string) => { value: number | null; message: string | null };
  optional?: boolean;
}

function SizeField({ label, value, error, onValue, clamp, optional }: SizeFieldProps) {
  const [text, setText] = useState(value === null ? '' : String(value));
  const [shown, setShown] = useState(value);
  // What the last blur clamped, until the value changes again (issue 11 item 13: never silently).
  const [clampNote, setClampNote] = useState<string | null>(null);
  // A preset, a door type or a clamp changed the value from outside: show it.
  if (value !== shown) {
    setShown(value);
    setClampNote(null);
    if (parseSizeValue(text) !== value) setText(value === null ? '' : String(value));
  }
  return (
    <Stack gap={4}>
      <TextInput
        label={`${label} (in)`}
        inputMode="decimal"
        required={!optional}
        value={text}
        error={error}
        onChange={(event) => {
          const raw = event.currentTarget.value;
          setText(raw);
          setClampNote(null);
          const parsed = parseSizeValue(raw);
          setShown(parsed);
          onValue(parsed);
        }}
        onBlur={() => {
          if (!clamp) return;
          const clamped = clamp(text);
          if (clamped.value === null) return;
          setText(String(clamped.value));
          setShown(clamped.value);
          setClampNote(clamped.message);
          if (clamped.value !== value) onValue(clamped.value);
        }}
      />
      <Text size="xs" c="orange.9" role="status" aria-live="polite">
        {clampNote}
      </Text>
    </Stack>
  );
}
