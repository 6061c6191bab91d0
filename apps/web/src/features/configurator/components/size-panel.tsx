/**
 * The size panel (spec points 5 and 9): standard presets for doors, required numeric width and height
 * ('Sizes are mandatory' / 'Mandatory.' once the missing-error flag is set), exterior door limits by
 * door kind clamped on blur with the help text, garage headroom; windows look up their layouts.
 */
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import {
  clampDoorDimension,
  doorKindOfChoices,
  doorSizeLimits,
  parseSizeValue,
  sizeErrors,
  standardSizePresets,
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

  function applyPreset(width: number, height: number, label: string) {
    const next = kind
      ? { width: clampDoorDimension(kind, 'width', width), height: clampDoorDimension(kind, 'height', height) }
      : { width, height };
    setSize({ ...next, id: label });
  }

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
      {model.projectType === 'exteriorDoor' && (
        <Group gap={6} role="group" aria-label="Standard sizes">
          {standardSizePresets.map((preset) => (
            <Button
              key={preset.label}
              size="compact-xs"
              variant={size.id === preset.label ? 'filled' : 'default'}
              onClick={() => applyPreset(preset.width, preset.height, preset.label)}
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
          clamp={kind ? (raw) => clampDoorDimension(kind, 'width', raw) : undefined}
        />
        <SizeField
          label="Height"
          value={size.height}
          error={errors.height}
          onValue={(height) => setSize({ height, id: null })}
          clamp={kind ? (raw) => clampDoorDimension(kind, 'height', raw) : undefined}
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
  /** Exterior doors: the value clamped to the kind's limits, applied on blur. */
  clamp?: (raw: string) => number | null;
  optional?: boolean;
}

function SizeField({ label, value, error, onValue, clamp, optional }: SizeFieldProps) {
  const [text, setText] = useState(value === null ? '' : String(value));
  const [shown, setShown] = useState(value);
  // A preset or a clamp changed the value from outside: show it.
  if (value !== shown) {
    setShown(value);
    if (parseSizeValue(text) !== value) setText(value === null ? '' : String(value));
  }
  return (
    <TextInput
      label={`${label} (in)`}
      inputMode="decimal"
      required={!optional}
      value={text}
      error={error}
      onChange={(event) => {
        const raw = event.currentTarget.value;
        setText(raw);
        const parsed = parseSizeValue(raw);
        setShown(parsed);
        onValue(parsed);
      }}
      onBlur={() => {
        if (!clamp) return;
        const clamped = clamp(text);
        if (clamped === null) return;
        setText(String(clamped));
        setShown(clamped);
        if (clamped !== value) onValue(clamped);
      }}
    />
  );
}
