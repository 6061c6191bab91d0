/**
 * "+ New category" under the contact's category select (POST /categories, entity contact): a name,
 * Enter or Add creates the account's own category and hands it to `onCreated` to select it.
 */
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Category } from '@lintel/shared';
import { useCreateCategoryMutation } from '../api/contacts-api.ts';
import type { ApiFailure } from '../../../lib/data-cache.ts';

export function NewCategoryField({ onCreated }: { onCreated: (category: Category) => void }) {
  const [createCategory, creating] = useCreateCategoryMutation();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function add() {
    const trimmed = name.trim();
    if (!trimmed) return setError('Name the category');
    const result = await createCategory({ name: trimmed, entity: 'contact' });
    if (result.error) return setError((result.error as ApiFailure).message || 'Failed to create category');
    onCreated(result.data);
    setName('');
    setError(null);
    setOpen(false);
  }

  if (!open)
    return (
      <Button variant="subtle" size="compact-sm" onClick={() => setOpen(true)} style={{ alignSelf: 'flex-start' }}>
        + New category
      </Button>
    );
  return (
    <Stack gap={6}>
      <TextInput
        label="New category"
        placeholder="e.g. Landscaper"
        maxLength={80}
        autoFocus
        value={name}
        error={error}
        onChange={(event) => setName(event.currentTarget.value)}
        onKeyDown={(event) => {
          // The field sits inside the contact form: Enter adds the category, never submits the contact.
          if (event.key === 'Enter') {
            event.preventDefault();
            void add();
          } else if (event.key === 'Escape') {
            event.stopPropagation();
            setOpen(false);
          }
        }}
      />
      <Group gap="xs">
        <Button size="compact-sm" loading={creating.isLoading} onClick={() => void add()}>
          Add
        </Button>
        <Button size="compact-sm" variant="default" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
