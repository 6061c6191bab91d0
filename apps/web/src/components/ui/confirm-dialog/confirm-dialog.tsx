/**
 * The one 'are you sure?' dialog for destructive actions (delete, bulk delete, terminate): the caller owns
 * the state; a stacked modal renders it with `opened` always true.
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Label of the button that keeps things as they are (default 'Cancel'). */
  cancelLabel?: string;
  /** Colour of the confirm button: red (default) for destructive actions, e.g. indigo for a weighty but safe one. */
  confirmColor?: string;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Fields the confirmation needs (a date, a reason), shown below the message. */
  children?: ReactNode;
}

export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  confirmColor = 'red',
  loading,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Stack>
        <Text>{message}</Text>
        {children}
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button color={confirmColor} onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
