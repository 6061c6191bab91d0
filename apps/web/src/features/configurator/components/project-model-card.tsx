/**
 * One saved project model on the projects list: title, status, size, price estimate, Rename (PUT
 * /project-models/{id} with a new name, spec point 3 "name (nickname)", through the data cache) and Remove.
 */
import { Badge, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { projectModelStatusLabels, projectModelTitle } from '@lintel/shared';
import type { ProjectModel } from '@lintel/shared';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { useRenameProjectModelMutation } from '../api/configurator-api.ts';
import { formatMoney } from '../model.ts';
import { useCfgDispatch } from '../state/hooks.ts';

export function ProjectModelCard({ model }: { model: ProjectModel }) {
  const dispatch = useCfgDispatch();
  const title = projectModelTitle(model);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(model.name ?? '');
  const [rename, { isLoading: saving }] = useRenameProjectModelMutation();

  async function save(event: FormEvent) {
    event.preventDefault();
    // The answer replaces the model in the cached list pages (the card shows it from there).
    const result = await rename({ id: model.id, name: name.trim() });
    if ('data' in result) setEditing(false);
  }

  return (
    <Card withBorder padding="md" radius="md" component="article" aria-label={title}>
      <Stack gap={4}>
        {editing ? (
          <form onSubmit={(event) => void save(event)} aria-label={`Rename ${title}`}>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                label="Name"
                description="Leave empty to use the opening's own title"
                maxLength={120}
                autoFocus
                style={{ flex: 1 }}
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') setEditing(false);
                }}
              />
            </Group>
            <Group gap="xs" mt="xs">
              <Button type="submit" size="compact-sm" loading={saving}>
                Save name
              </Button>
              <Button size="compact-sm" variant="default" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </Group>
          </form>
        ) : (
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text fw={700}>{title}</Text>
            <Badge variant="light" style={{ flexShrink: 0 }}>
              {projectModelStatusLabels[model.status]}
            </Badge>
          </Group>
        )}
        <Text size="sm" c="dimmed">
          {model.properties.size.width && model.properties.size.height
            ? `${model.properties.size.width}" x ${model.properties.size.height}"`
            : 'No size'}
        </Text>
        <Text fw={600}>{formatMoney(model.priceEstimate)}</Text>
        {!editing && (
          <Group gap={6}>
            <Button
              size="compact-sm"
              variant="subtle"
              aria-label={`Rename ${title}`}
              onClick={() => {
                setName(model.name ?? '');
                setEditing(true);
              }}
            >
              Rename
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              c="red.8"
              onClick={() =>
                dispatch(modalOpened({ name: modalNames.removeProjectModel, props: { uuid: model.uuid, id: model.id, title } }))
              }
            >
              Remove
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
