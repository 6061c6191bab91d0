/**
 * /inventory: groups bar, search, sort and property filter, table/cards, paged list that loads more on
 * scroll, selection with bulk delete (confirmed; clears the selection), 'no inventory' empty state.
 */
import { useSearchFilter } from '../../../lib/use-search-filter.ts';
import { Affix, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { recordSortLabels, recordSortOptions, toggleSelection } from '@lintel/shared';
import type { InventoryItem, RecordSort } from '@lintel/shared';
import { useAppSelector } from '../../../lib/redux-hooks.ts';
import {
  defaultInventoryFilters,
  INVENTORY_GROUP_KEYS,
  useAddInventoriesToGroupMutation,
  useCreateGroupMutation,
  useDeleteGroupMutation,
  useDeleteInventoriesMutation,
  useDeleteInventoryMutation,
  useInventoriesInfiniteQuery,
  useInventoryGroupsQuery,
  useUngroupInventoriesMutation,
} from '../api/inventory-api.ts';
import type { InventoryFilters } from '../api/inventory-api.ts';
import { InventoryTable } from '../components/inventory-table.tsx';
import { InventoryCards } from '../components/inventory-cards.tsx';
import { GroupsBar } from '../components/groups-bar.tsx';
import { GroupIcon } from '../components/group-icon.tsx';
import { useInventoryActions } from '../components/inventory-actions.ts';
import { useCachedPagedList } from '../../../components/ui/paged-list/use-cached-paged-list.ts';
import { ListToolbar } from '../../../components/ui/paged-list/list-toolbar.tsx';
import { ListEmpty, ListHeader, PagedListBody } from '../../../components/ui/paged-list/paged-list-body.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog.tsx';
import { IconPlus } from '../../../components/ui/icons.tsx';
import { PropertyFilter } from '../../../components/ui/property-picker/property-filter.tsx';

const VIEW_KEY = 'lintel.inventoryView';

type PendingDelete =
  | { kind: 'single'; item: InventoryItem }
  | { kind: 'bulk'; ids: string[] }
  | { kind: 'group'; id: string; name: string };

export default function InventoryPage() {
  const role = useAppSelector((state) => state.auth.user?.role);
  const allowed = role === 'propertyManager' || role === 'homeOwner';
  const [filters, setFilters] = useState<InventoryFilters>(defaultInventoryFilters);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const filtersChanged = (change: Partial<InventoryFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setSelectedIds([]);
  };
  const query = useInventoriesInfiniteQuery(filters, { skip: !allowed });
  const { list, controls } = useCachedPagedList(query, 'Failed to fetch Inventory Items');
  const hasInventory = query.data?.pages[0]?.meta.hasInventory;
  const groups = useInventoryGroupsQuery(undefined, { skip: !allowed }).data?.results ?? [];
  const [deleteInventory, deletingOne] = useDeleteInventoryMutation();
  const [deleteInventories, deletingMany] = useDeleteInventoriesMutation();
  const [deleteGroup, deletingGroup] = useDeleteGroupMutation();
  const [ungroupInventories, ungrouped] = useUngroupInventoriesMutation();
  const [, grouped] = useCreateGroupMutation({ fixedCacheKey: INVENTORY_GROUP_KEYS.create });
  const [, added] = useAddInventoriesToGroupMutation({ fixedCacheKey: INVENTORY_GROUP_KEYS.addTo });
  const deleting = deletingOne.isLoading || deletingMany.isLoading || deletingGroup.isLoading;
  const actions = useInventoryActions();
  const [view, setView] = useLocalStorage<'table' | 'cards'>({
    key: VIEW_KEY,
    defaultValue: typeof window !== 'undefined' && window.innerWidth < 768 ? 'cards' : 'table',
    getInitialValueInEffect: false,
  });
  const [search, setSearch] = useSearchFilter(filters.search, (value) => filtersChanged({ search: value }));
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);

  // A group made of the selection, the selection added to a group, or an ungroup: the selection goes.
  useEffect(() => {
    if (grouped.isSuccess || added.isSuccess || ungrouped.isSuccess) setSelectedIds([]);
  }, [grouped.isSuccess, grouped.requestId, added.isSuccess, added.requestId, ungrouped.isSuccess, ungrouped.requestId]);
  // A reload keeps only the selected items it still lists.
  const listed = list.items;
  useEffect(() => {
    setSelectedIds((current) => {
      const kept = current.filter((id) => listed.some((item) => item.id === id));
      return kept.length === current.length ? current : kept;
    });
  }, [listed]);

  async function confirmDelete() {
    if (!pendingDelete) return;
    if (pendingDelete.kind === 'single') await deleteInventory(pendingDelete.item.id);
    else if (pendingDelete.kind === 'bulk') {
      if (!(await deleteInventories(pendingDelete.ids)).error) setSelectedIds([]);
    } else {
      const { id } = pendingDelete;
      if (!(await deleteGroup(id)).error && filters.groupId === id) setFilters((current) => ({ ...current, groupId: undefined }));
    }
    setPendingDelete(null);
  }

  const ungroupOne = (item: InventoryItem) => {
    if (item.groupId) void ungroupInventories({ groupId: item.groupId, inventoryIds: [item.id] });
  };
  const activeGroup = groups.find((group) => group.id === filters.groupId);
  const filtered = Boolean(filters.search || filters.propertyId || filters.groupId);

  if (role && !allowed) {
    return (
      <Stack>
        <Title order={1}>Inventory</Title>
        <Text>Inventory is kept by property managers and homeowners.</Text>
      </Stack>
    );
  }

  const clearFilters = () => {
    setSearch('');
    filtersChanged(defaultInventoryFilters);
  };
  const listProps = {
    items: list.items,
    selectedIds,
    onToggle: (id: string) => setSelectedIds((current) => toggleSelection(current, id)),
    onToggleAll: (all: boolean) => setSelectedIds(all ? list.items.map((item) => item.id) : []),
    onDelete: (item: InventoryItem) => setPendingDelete({ kind: 'single', item }),
    onUngroup: ungroupOne,
  };

  return (
    <Stack gap="md" pb={selectedIds.length ? 80 : 0}>
      <ListHeader
        title="Inventory"
        total={list.pagination?.total}
        noun={['item', 'items']}
        suffix={activeGroup ? ` in ${activeGroup.name}` : ''}
        action={
          <Button leftSection={<IconPlus size={18} />} onClick={actions.add}>
            Add item
          </Button>
        }
      />

      <GroupsBar
        groups={groups}
        activeGroupId={filters.groupId}
        onSelect={(groupId) => filtersChanged({ groupId })}
        onCreate={() => actions.createGroup()}
      />

      {activeGroup && (
        <Paper withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Group gap="xs">
              <GroupIcon name={activeGroup.icon} />
              <Text fw={600}>{activeGroup.name}</Text>
              <Text size="sm" c="dimmed">
                {activeGroup.itemsCount} {activeGroup.itemsCount === 1 ? 'item' : 'items'}
              </Text>
            </Group>
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={() => actions.editGroup(activeGroup.id)}>
                Edit group
              </Button>
              <Button
                size="xs"
                variant="default"
                disabled={activeGroup.itemsCount === 0}
                onClick={() => void ungroupInventories({ groupId: activeGroup.id })}
              >
                Ungroup all
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red.8"
                onClick={() => setPendingDelete({ kind: 'group', id: activeGroup.id, name: activeGroup.name })}
              >
                Delete group
              </Button>
            </Group>
          </Group>
        </Paper>
      )}

      <ListToolbar
        search={{ label: 'Search inventory', placeholder: 'Name or serial number', value: search, onChange: setSearch }}
        sort={{
          value: filters.sortBy,
          options: recordSortOptions.map((value) => ({ value, label: recordSortLabels[value] })),
          onChange: (value) => filtersChanged({ sortBy: value as RecordSort }),
        }}
        activeFilters={filters.propertyId ? 1 : 0}
        filters={
          <PropertyFilter
            value={filters.propertyId}
            enabled={allowed}
            onChange={(propertyId) => filtersChanged({ propertyId })}
          />
        }
        view={{ value: view, onChange: setView }}
      />
      <PagedListBody
        list={list}
        controls={controls}
        noun="inventory"
        view={view}
        table={() => <InventoryTable {...listProps} />}
        cards={() => <InventoryCards {...listProps} />}
        empty={
          hasInventory === false ? (
            <ListEmpty
              title="No inventory yet"
              text="List what you own — purchase date, price, serial number, warranty, receipt and photos — so an insurance claim takes minutes, not days."
              action={
                <Button leftSection={<IconPlus size={18} />} onClick={actions.add}>
                  Add your first item
                </Button>
              }
            />
          ) : (
            <ListEmpty
              title={activeGroup ? 'This group is empty' : 'No items match'}
              action={
                filtered && (
                  <Button variant="light" onClick={clearFilters}>
                    Show all items
                  </Button>
                )
              }
            />
          )
        }
      />

      {selectedIds.length > 0 && (
        <Affix position={{ bottom: 16, left: 16, right: 16 }} zIndex={150}>
          <Paper shadow="md" withBorder p="sm" radius="md" maw={720} mx="auto" role="region" aria-label="Selection">
            <Group justify="space-between" gap="xs">
              <Text fw={600} aria-live="polite">
                {selectedIds.length} selected
              </Text>
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={() => actions.addToGroup(selectedIds)}>
                  Add to group
                </Button>
                <Button size="xs" variant="default" onClick={() => actions.createGroup(selectedIds)}>
                  New group from selection
                </Button>
                <Button size="xs" color="red" onClick={() => setPendingDelete({ kind: 'bulk', ids: [...selectedIds] })}>
                  Delete selected
                </Button>
                <Button size="xs" variant="subtle" onClick={() => setSelectedIds([])}>
                  Clear
                </Button>
              </Group>
            </Group>
          </Paper>
        </Affix>
      )}

      <ConfirmDialog
        opened={pendingDelete !== null}
        title={
          pendingDelete?.kind === 'group'
            ? 'Delete group'
            : pendingDelete?.kind === 'bulk'
              ? 'Delete items'
              : 'Delete item'
        }
        message={
          pendingDelete?.kind === 'single'
            ? `Delete ${pendingDelete.item.name}? Its photos and receipt stay in your files.`
            : pendingDelete?.kind === 'bulk'
              ? `Delete ${pendingDelete.ids.length} selected ${pendingDelete.ids.length === 1 ? 'item' : 'items'}?`
              : pendingDelete?.kind === 'group'
                ? `Delete the group ${pendingDelete.name}? Its items stay in your inventory, ungrouped.`
                : ''
        }
        confirmLabel="Delete"
        loading={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
    </Stack>
  );
}
