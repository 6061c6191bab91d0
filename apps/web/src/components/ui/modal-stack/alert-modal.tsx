/** The generic 'alert' modal of spec point 2: a title and a message to acknowledge. */
import { Button, Group, Modal, Text } from '@mantine/core';
import type { StackedModalProps } from './modal-host.tsx';

export default function AlertModal({
  title,
  message,
  onClose,
}: StackedModalProps & { title: string; message: string }) {
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>OK</Button>
      </Group>
    </Modal>
  );
}
