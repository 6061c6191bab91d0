/** Folder sidebar: All, Unfiled and each folder with its count (spec point 3), create and delete folder. */
import { ActionIcon, Button, Group, Menu, NavLink, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { UNFILED_FOLDER } from '@lintel/shared';
import type { DocumentFolder, FolderCounts } from '@lintel/shared';
import { IconDots, IconPlus } from '../../../components/ui/icons.tsx';

export interface FolderSidebarProps {
  folders: DocumentFolder[];
  counts: FolderCounts;
  active: string | undefined;
  creating: boolean;
  onSelect: (folder: string | undefined) => void;
  onCreate: (name: string) => Promise<boolean>;
  onDelete: (folder: DocumentFolder) => void;
}

function Count({ value }: { value: number }) {
  return (
    <Text size="xs" c="dimmed" component="span" aria-hidden="true">
      {value}
    </Text>
  );
}

export function FolderSidebar({ folders, counts, active, creating, onSelect, onCreate, onDelete }: FolderSidebarProps) {
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const entry = (key: string | undefined, label: string, count: number, folder?: DocumentFolder) => (
    <Group key={key ?? 'all'} gap={0} wrap="nowrap">
      <NavLink
        component="button"
        type="button"
        active={active === key}
        label={label}
        aria-label={`${label}, ${count} ${count === 1 ? 'document' : 'documents'}`}
        aria-current={active === key ? 'true' : undefined}
        rightSection={<Count value={count} />}
        onClick={() => onSelect(key)}
        style={{ borderRadius: 6 }}
      />
      {folder && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Folder actions for ${folder.name}`}>
              <IconDots size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item color="red.8" onClick={() => onDelete(folder)}>
              Delete folder
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );

  return (
    <nav aria-label="Document folders">
      <Stack gap={2}>
        {entry(undefined, 'All documents', counts.all)}
        {entry(UNFILED_FOLDER, 'Unfiled', counts.unfiled)}
        {folders.map((folder) => entry(folder.id, folder.name, counts.byFolder[folder.id] ?? 0, folder))}
        {adding ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (!name.trim()) return;
              void onCreate(name.trim()).then((ok) => {
                if (ok) {
                  setName('');
                  setAdding(false);
                }
              });
            }}
          >
            <Stack gap={4} mt="xs">
              <TextInput
                label="Folder name"
                size="xs"
                autoFocus
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
              />
              <Group gap={4}>
                <Button type="submit" size="xs" loading={creating}>
                  Create
                </Button>
                <Button size="xs" variant="subtle" onClick={() => setAdding(false)}>
                  Cancel
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => setAdding(true)}
            mt={4}
            justify="flex-start"
          >
            New folder
          </Button>
        )}
      </Stack>
    </nav>
  );
}
