/** Project-model modal 'installation types' (spec point 2): what each kind of job means; picks one. */
import { Button, Modal, Radio, Stack } from '@mantine/core';
import { installationTypeLabels, installationTypes } from '@lintel/shared';
import type { InstallationType } from '@lintel/shared';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { simpleFieldsChanged } from '../state/simple-configurator-slice.ts';
import { useCfgDispatch, useCfgSelector } from '../state/hooks.ts';

const descriptions: Record<InstallationType, string> = {
  newConstruction: 'A new opening, or a house being built: the frame goes into bare studs or masonry.',
  replacement: 'The old unit comes out and the new one goes into the existing opening.',
  repair: 'Fix what is there: glass, hardware, weatherstripping, springs or openers.',
};

export default function InstallationTypesModal({ onClose }: StackedModalProps) {
  const dispatch = useCfgDispatch();
  const value = useCfgSelector((state) => state.simpleConfigurator.installationType);
  return (
    <Modal opened onClose={onClose} title="Installation types" centered>
      <Radio.Group
        value={value}
        onChange={(next) => dispatch(simpleFieldsChanged({ installationType: next as InstallationType }))}
      >
        <Stack gap="sm">
          {installationTypes.map((type) => (
            <Radio key={type} value={type} label={installationTypeLabels[type]} description={descriptions[type]} />
          ))}
        </Stack>
      </Radio.Group>
      <Button fullWidth mt="lg" onClick={onClose}>
        Done
      </Button>
    </Modal>
  );
}
