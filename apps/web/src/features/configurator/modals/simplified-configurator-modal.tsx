/**
 * Project-model modal 'simplified' — the simple configurator of spec point 4: project type and
 * installation type, how many and when (start time), photos; changing the type resets to step 1 and
 * the defaults. It adds that many openings with the default choices to the cart.
 */
import { Anchor, Button, Group, Modal, Radio, SegmentedControl, Stack, Stepper, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  installationTypeLabels,
  projectTypeKeys,
  projectTypeLabels,
  timingOptionLabels,
  timingOptions,
} from '@lintel/shared';
import type { ProjectTypeKey, StoredFile, TimingOption } from '@lintel/shared';
import { paths } from '../../../lib/paths.ts';
import { AttachmentInput } from '../../../components/ui/attachments/attachment-input.tsx';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { newConfiguredModel } from '../model.ts';
import { cartModelUpserted } from '../state/cart-slice.ts';
import { ensureQuestions } from '../state/configurator-thunks.ts';
import { useCfgDispatch, useCfgSelector } from '../state/hooks.ts';
import {
  simpleConfiguratorReset,
  simpleFieldsChanged,
  simpleProjectTypeChanged,
  simpleStepChanged,
} from '../state/simple-configurator-slice.ts';

const STEPS = 3;

export default function SimplifiedConfiguratorModal({ onClose }: StackedModalProps) {
  const dispatch = useCfgDispatch();
  const navigate = useNavigate();
  const simple = useCfgSelector((state) => state.simpleConfigurator);
  const [files, setFiles] = useState<StoredFile[]>([]);
  const [pending, setPending] = useState(false);

  async function addToCart() {
    setPending(true);
    const questions = await dispatch(ensureQuestions(simple.projectType));
    setPending(false);
    if (!questions) return;
    const note = `${installationTypeLabels[simple.installationType]}; start: ${timingOptionLabels[simple.startTime]}`;
    for (let i = 0; i < simple.count; i += 1) {
      const model = newConfiguredModel(simple.projectType, questions);
      dispatch(cartModelUpserted({ ...model, properties: { ...model.properties, note, files } }));
    }
    toastSuccess(`${simple.count} added to cart`);
    dispatch(simpleConfiguratorReset());
    onClose();
    void navigate(paths.configuratorCart);
  }

  return (
    <Modal opened onClose={onClose} title="Quick request" size="lg" centered>
      <Stepper active={simple.step - 1} size="xs" allowNextStepsSelect={false}>
        <Stepper.Step label="Project" />
        <Stepper.Step label="Details" />
        <Stepper.Step label="Photos" />
      </Stepper>
      <Stack gap="md" mt="md">
        {simple.step === 1 && (
          <>
            <SegmentedControl
              aria-label="Project type"
              value={simple.projectType}
              onChange={(value) => {
                dispatch(simpleProjectTypeChanged(value as ProjectTypeKey));
                setFiles([]);
              }}
              data={projectTypeKeys.map((value) => ({ value, label: projectTypeLabels[value] }))}
            />
            <Text size="sm">
              Installation type: <strong>{installationTypeLabels[simple.installationType]}</strong>{' '}
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => dispatch(modalOpened({ name: modalNames.installationTypes }))}
              >
                Change
              </Anchor>
            </Text>
          </>
        )}
        {simple.step === 2 && (
          <>
            <TextInput
              label="How many"
              type="number"
              min={1}
              max={20}
              value={String(simple.count)}
              onChange={(event) =>
                dispatch(
                  simpleFieldsChanged({
                    count: Math.min(20, Math.max(1, Math.floor(Number(event.currentTarget.value) || 1))),
                  }),
                )
              }
            />
            <Radio.Group
              label="When do you want to start?"
              value={simple.startTime}
              onChange={(value) => dispatch(simpleFieldsChanged({ startTime: value as TimingOption }))}
            >
              <Stack gap={6} mt={6}>
                {timingOptions.map((option) => (
                  <Radio key={option} value={option} label={timingOptionLabels[option]} />
                ))}
              </Stack>
            </Radio.Group>
          </>
        )}
        {simple.step === 3 && (
          <AttachmentInput
            label="Photos of the openings (optional)"
            value={files}
            onChange={(next) => {
              setFiles(next);
              dispatch(simpleFieldsChanged({ files: next.map((file) => file.id) }));
            }}
          />
        )}
        <Group justify="space-between">
          <Button
            variant="default"
            disabled={simple.step === 1}
            onClick={() => dispatch(simpleStepChanged(simple.step - 1))}
          >
            Back
          </Button>
          {simple.step < STEPS ? (
            <Button onClick={() => dispatch(simpleStepChanged(simple.step + 1))}>Next</Button>
          ) : (
            <Button loading={pending} onClick={() => void addToCart()}>
              Add {simple.count} to cart
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
