/** One configurator step: its questions as option cards (grouped steps show their children), layout or summary. */
import { Stack, Switch } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { indexQuestions } from '@lintel/shared';
import type { ConfiguratorStep, Question } from '@lintel/shared';
import type { ConfiguredModel } from '../model.ts';
import { chooseAnswer, toggleHandleAndLock } from '../state/configurator-thunks.ts';
import { useCfgDispatch } from '../state/hooks.ts';
import { LayoutPicker } from './layout-picker.tsx';
import { OptionCards } from './option-cards.tsx';
import { questionKeysOfStep } from './step-meta.ts';
import { SummaryStep } from './summary-step.tsx';

export function HandleAndLockToggle({ model }: { model: ConfiguredModel }) {
  const dispatch = useCfgDispatch();
  if (model.projectType !== 'exteriorDoor') return null;
  return (
    <Switch
      label="Don't need handle & lock"
      checked={!model.properties.isHandleAndLockNeeded}
      onChange={(event) => dispatch(toggleHandleAndLock(!event.currentTarget.checked))}
    />
  );
}

export function StepPanel({
  step,
  model,
  questions,
}: {
  step: ConfiguratorStep;
  model: ConfiguredModel;
  questions: Question[];
}) {
  const dispatch = useCfgDispatch();
  const index = useMemo(() => indexQuestions(questions), [questions]);
  // One handler for every card: a choice renders again only the cards whose answer changed.
  const choose = useCallback((key: string, optionId: number) => dispatch(chooseAnswer(key, optionId)), [dispatch]);
  if (step === 'SUMMARY') return <SummaryStep model={model} />;
  if (step === 'LAYOUT') return <LayoutPicker model={model} />;
  const grouped = step === 'COLOR' || step === 'HANDLE_AND_LOCK';
  // Colour tabs show the answered sides; handle & lock shows the set and the separate handle and lock.
  const keys = questionKeysOfStep(step).filter((key) => step === 'HANDLE_AND_LOCK' || !grouped || model.choices[key]);
  const disabled = step.startsWith('HANDLE_AND_LOCK') && !model.properties.isHandleAndLockNeeded;
  return (
    <Stack gap="lg">
      {step === 'HANDLE_AND_LOCK' && <HandleAndLockToggle model={model} />}
      {keys.map((key) => {
        const ref = index.get(key);
        if (!ref) return null;
        return (
          <OptionCards
            key={key}
            questionKey={key}
            question={ref.question}
            entry={model.choices[key]}
            disabled={disabled}
            withMaterialFilter={model.projectType === 'exteriorDoor' && key === 'STYLE'}
            onChoose={choose}
          />
        );
      })}
    </Stack>
  );
}
