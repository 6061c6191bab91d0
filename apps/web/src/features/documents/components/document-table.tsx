/** Documents table: selection for bulk actions, preview on the name, virtualised rows (cards on phones). */
import { ActionIcon, Anchor, Badge, Checkbox, Menu, Text } from '@mantine/core';
import { documentFormatLabel } from '@lintel/shared';
import type { Document } from '@lintel/shared';
import { VirtualTable } from '../../../components/ui/infinite-list/virtual-table.tsx';
import type { VirtualColumn } from '../../../components/ui/infinite-list/virtual-table.tsx';
import { IconDots } from '../../../components/ui/icons.tsx';
import { useDocumentActions } from './document-actions.ts';
import { formatDate } from '../../../lib/format.ts';


export interface DocumentTableProps {
  items: readonly Document[];
  selectedIds: readonly string[];
  onToggle: (id: string) => void;
  onToggleAll: (all: boolean) => void;
  onDelete: (document: Document) => void;
}

export function DocumentTable({ items, selectedIds, onToggle, onToggleAll, onDelete }: DocumentTableProps) {
  const actions = useDocumentActions();
  const selected = new Set(selectedIds);
  const allSelected = items.length > 0 && items.every((item) => selected.has(item.id));
  const columns: VirtualColumn<Document>[] = [
    {
      key: 'select',
      width: 44,
      header: (
        <Checkbox
          aria-label="Select all loaded documents"
          checked={allSelected}
          indeterminate={!allSelected && selected.size > 0}
          onChange={() => onToggleAll(!allSelected)}
        />
      ),
      cell: (document) => (
        <Checkbox
          aria-label={`Select ${document.name}`}
          checked={selected.has(document.id)}
          onChange={() => onToggle(document.id)}
        />
      ),
    },
    {
      key: 'name',
      header: 'Name',
      cell: (document) => (
        <Anchor component="button" type="button" fw={600} ta="left" onClick={() => actions.preview(document)}>
          <Text span inherit truncate="end" maw={280} display="inline-block" style={{ verticalAlign: 'bottom' }}>
            {document.name}
          </Text>
        </Anchor>
      ),
    },
    {
      key: 'type',
      header: 'Type',
      card: 'status',
      cell: (document) => (
        <Badge variant="light" color={document.type === 'pdf' ? 'red' : document.type === 'image' ? 'teal' : 'gray'}>
          {documentFormatLabel(document)}
        </Badge>
      ),
    },
    { key: 'folder', header: 'Folder', cell: (document) => document.folder?.name ?? 'Unfiled' },
    { key: 'property', header: 'Property', cell: (document) => document.property?.nickname ?? '—' },
    { key: 'added', header: 'Added', cell: (document) => formatDate(document.createdAt) },
    {
      key: 'actions',
      header: <span className="skip-link">Actions</span>,
      align: 'right',
      cell: (document) => (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${document.name}`}>
              <IconDots />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => actions.preview(document)}>Preview</Menu.Item>
            <Menu.Item component="a" href={document.file.url} target="_blank" rel="noopener">
              Open in new tab
            </Menu.Item>
            <Menu.Item onClick={() => actions.edit(document)}>Edit</Menu.Item>
            <Menu.Item onClick={() => actions.move([document.id])}>Move to folder</Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red.8" onClick={() => onDelete(document)}>
              Delete
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ),
    },
  ];
  return (
    <VirtualTable
      items={items}
      columns={columns}
      caption="Documents"
      getKey={(document) => document.id}
      isSelected={(document) => selected.has(document.id)}
    />
  );
}
