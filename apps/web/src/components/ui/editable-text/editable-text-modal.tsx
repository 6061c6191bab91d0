/**
 * The "editable text" modal of spec point 2: one long text in a roomy field, with a character count,
 * Save and Cancel. Opened through `useEditableText` (editable-text-savers.ts), which keeps the saver;
 * Save stays open with the text kept when saving fails, and Cancel asks before discarding a change
 * (the modal host's discard guard).
 */
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { StackedModalProps } from '../modal-stack/modal-host.tsx';
import { editableTextSaver, type EditableTextOptions } from './editable-text-savers.ts';

export default function EditableTextModal({ onClose, title, label, text, maxLength, description, saveKey }: StackedModalProps & EditableTextOptions & { saveKey: string }) {
  const [value, setValue] = useState(text);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const changed = value.trim() !== text.trim();

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const saver = editableTextSaver(saveKey);
    if (!saver) return setError('This text can no longer be saved here; close and open it again.');
    setError(null);
    setSaving(true);
    const saved = await saver(value.trim());
    setSaving(false);
    if (saved) onClose();
  }

  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <form onSubmit={(event) => void save(event)} noValidate>
        <Stack>
          <Textarea
            label={label}
            description={description}
            data-autofocus
            autosize
            minRows={6}
            maxRows={16}
            maxLength={maxLength}
            value={value}
            error={error}
            onChange={(event) => setValue(event.currentTarget.value)}
          />
          <Text size="xs" c="dimmed" ta="right" aria-live="polite">
            {value.length} / {maxLength} characters
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={!changed}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
