/** 'Preview in 3D' (spec point 2): the live 3D preview of the opening being configured, full screen on phones. */
import { Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { LazyPreview } from '../components/preview-block.tsx';
import { useCfgSelector } from '../state/hooks.ts';

export default function Preview3dModal({ onClose }: StackedModalProps) {
  const draft = useCfgSelector((state) => state.configurator.draft);
  const isPhone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  return (
    <Modal opened onClose={onClose} title="3D preview" size="xl" fullScreen={isPhone} centered>
      {draft ? (
        <LazyPreview model={draft} height={isPhone ? 'calc(100vh - 90px)' : 520} />
      ) : (
        <Text>Nothing to preview yet.</Text>
      )}
    </Modal>
  );
}
