/**
 * /documents: folder sidebar with per-folder counts, search, sort, type and property filters, a paged
 * list that loads more on scroll, upload, preview, edit, move, delete and bulk delete (confirmed);
 * the 'no documents' state when the account has none.
 */
import { useSearchFilter } from '../../../lib/use-search-filter.ts';
import { Affix, Alert, Button, Card, Grid, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { documentTypeLabels, documentTypes, recordSortLabels, recordSortOptions, UNFILED_FOLDER } from '@lintel/shared';
import type { Document, DocumentFolder, DocumentType, RecordSort } from '@lintel/shared';
import { toggleSelection } from '@lintel/shared';
import { useAppSelector } from '../../../lib/redux-hooks.ts';
import type { ApiFailure } from '../../../lib/data-cache.ts';
import {
  defaultDocumentFilters,
  MOVE_DOCUMENTS_KEY,
  useCreateFolderMutation,
  useDeleteDocumentMutation,
  useDeleteDocumentsMutation,
  useDeleteFolderMutation,
  useDocumentFoldersQuery,
  useDocumentsInfiniteQuery,
  useMoveDocumentsMutation,
} from '../api/documents-api.ts';
import type { DocumentFilters } from '../api/documents-api.ts';
import { FolderSidebar } from '../components/folder-sidebar.tsx';
import { DocumentTable } from '../components/document-table.tsx';
import { useDocumentActions } from '../components/document-actions.ts';
import { useCachedPagedList } from '../../../components/ui/paged-list/use-cached-paged-list.ts';
import { ListToolbar } from '../../../components/ui/paged-list/list-toolbar.tsx';
import { ListEmpty, PagedListBody } from '../../../components/ui/paged-list/paged-list-body.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog.tsx';
import { IconPlus } from '../../../components/ui/icons.tsx';
import { PropertyFilter } from '../../../components/ui/property-picker/property-filter.tsx';

type PendingDelete =
  { kind: 'single'; document: Document } | { kind: 'bulk'; ids: string[] } | { kind: 'folder'; folder: DocumentFolder };

export default function DocumentsPage() {
  const role = useAppSelector((state) => state.auth.user?.role);
  const allowed = role === 'propertyManager' || role === 'homeOwner';
  const [filters, setFilters] = useState<DocumentFilters>(defaultDocumentFilters);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const filtersChanged = (change: Partial<DocumentFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setSelectedIds([]);
  };
  const query = useDocumentsInfiniteQuery(filters, { skip: !allowed });
  const { list, controls } = useCachedPagedList(query, 'Failed to fetch documents');
  const hasDocuments = query.data?.pages[0]?.meta.hasDocuments;
  const foldersQuery = useDocumentFoldersQuery(undefined, { skip: !allowed });
  const folders = foldersQuery.data?.folders ?? [];
  const counts = foldersQuery.data?.counts ?? query.data?.pages[0]?.meta.counts ?? { all: 0, unfiled: 0, byFolder: {} };
  const [createFolder, creatingFolder] = useCreateFolderMutation();
  const [deleteDocument, deletingOne] = useDeleteDocumentMutation();
  const [deleteDocuments, deletingMany] = useDeleteDocumentsMutation();
  const [deleteFolder, deletingFolder] = useDeleteFolderMutation();
  const [, moved] = useMoveDocumentsMutation({ fixedCacheKey: MOVE_DOCUMENTS_KEY });
  const deleting = deletingOne.isLoading || deletingMany.isLoading || deletingFolder.isLoading;
  const actions = useDocumentActions();
  const [search, setSearch] = useSearchFilter(filters.search, (value) => filtersChanged({ search: value }));
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);

  // A move from the selection bar's modal empties the selection.
  useEffect(() => {
    if (moved.isSuccess) setSelectedIds([]);
  }, [moved.isSuccess, moved.requestId]);

  async function confirmDelete() {
    if (!pendingDelete) return;
    if (pendingDelete.kind === 'single') await deleteDocument(pendingDelete.document.id);
    else if (pendingDelete.kind === 'bulk') {
      const result = await deleteDocuments(pendingDelete.ids);
      if (!result.error) setSelectedIds([]);
    } else {
      const { id } = pendingDelete.folder;
      const result = await deleteFolder(id);
      if (!result.error && filters.folder === id) setFilters((current) => ({ ...current, folder: undefined }));
    }
    setPendingDelete(null);
  }

  if (role && !allowed) {
    return (
      <Stack>
        <Title order={1}>Documents</Title>
        <Text>Documents are kept by property managers and homeowners.</Text>
      </Stack>
    );
  }

  const activeFolder = folders.find((folder) => folder.id === filters.folder);
  const heading = activeFolder?.name ?? (filters.folder === UNFILED_FOLDER ? 'Unfiled' : 'All documents');
  const uploadFolder = activeFolder?.id ?? null;
  const filtered = Boolean(filters.search || filters.type || filters.propertyId || filters.folder);
  const clearFilters = () => {
    setSearch('');
    filtersChanged(defaultDocumentFilters);
  };

  return (
    <Stack gap="md" pb={selectedIds.length ? 80 : 0}>
      <Group justify="space-between">
        <div>
          <Title order={1}>Documents</Title>
          <Text c="dimmed" size="sm" aria-live="polite">
            {heading}
            {list.pagination
              ? ` · ${list.pagination.total} ${list.pagination.total === 1 ? 'document' : 'documents'}`
              : ''}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={18} />} onClick={() => actions.upload(uploadFolder)}>
          Upload documents
        </Button>
      </Group>

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Card withBorder padding="xs">
            <FolderSidebar
              folders={folders}
              counts={counts}
              active={filters.folder}
              creating={creatingFolder.isLoading}
              onSelect={(folder) => filtersChanged({ folder })}
              onCreate={async (name) => !(await createFolder(name)).error}
              onDelete={(folder) => setPendingDelete({ kind: 'folder', folder })}
            />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="md">
            <ListToolbar
              search={{ label: 'Search documents', placeholder: 'Name', value: search, onChange: setSearch }}
              sort={{
                value: filters.sortBy,
                options: recordSortOptions.map((value) => ({ value, label: recordSortLabels[value] })),
                onChange: (value) => filtersChanged({ sortBy: value as RecordSort }),
              }}
              activeFilters={[filters.type, filters.propertyId].filter(Boolean).length}
              filters={
                <>
                  <Select
                    label="Type"
                    placeholder="All types"
                    clearable
                    value={filters.type ?? null}
                    data={documentTypes.map((value) => ({ value, label: documentTypeLabels[value] }))}
                    onChange={(value) => filtersChanged({ type: (value as DocumentType | null) ?? undefined })}
                    style={{ flex: '1 1 120px', maxWidth: 160 }}
                  />
                  <PropertyFilter
                    value={filters.propertyId}
                    enabled={allowed}
                    onChange={(propertyId) => filtersChanged({ propertyId })}
                  />
                </>
              }
            />
            {deletingMany.isError && (
              <Alert color="red" role="alert">
                {(deletingMany.error as ApiFailure).message || 'Failed to delete documents'}
              </Alert>
            )}
            <PagedListBody
              list={list}
              controls={controls}
              noun="documents"
              table={(items) => (
                <DocumentTable
                  items={items}
                  selectedIds={selectedIds}
                  onToggle={(id) => setSelectedIds((current) => toggleSelection(current, id))}
                  onToggleAll={(all) => setSelectedIds(all ? items.map((item) => item.id) : [])}
                  onDelete={(document) => setPendingDelete({ kind: 'single', document })}
                />
              )}
              empty={
                hasDocuments === false ? (
                  <ListEmpty
                    title="No documents yet"
                    text="Keep deeds, insurance policies, warranties and manuals in folders — PDFs and photos open right here."
                    action={
                      <Button leftSection={<IconPlus size={18} />} onClick={() => actions.upload(uploadFolder)}>
                        Upload your first document
                      </Button>
                    }
                  />
                ) : (
                  <ListEmpty
                    title={
                      filters.folder && !filters.search && !filters.type && !filters.propertyId
                        ? 'This folder is empty'
                        : 'No documents match'
                    }
                    action={
                      filtered && (
                        <Button variant="light" onClick={clearFilters}>
                          Show all documents
                        </Button>
                      )
                    }
                  />
                )
              }
            />
          </Stack>
        </Grid.Col>
      </Grid>

      {selectedIds.length > 0 && (
        <Affix position={{ bottom: 16, left: 16, right: 16 }} zIndex={150}>
          <Paper shadow="md" withBorder p="sm" radius="md" maw={640} mx="auto" role="region" aria-label="Selection">
            <Group justify="space-between" gap="xs">
              <Text fw={600} aria-live="polite">
                {selectedIds.length} selected
              </Text>
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={() => actions.move(selectedIds)}>
                  Move to folder
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
          pendingDelete?.kind === 'folder'
            ? 'Delete folder'
            : pendingDelete?.kind === 'bulk'
              ? 'Delete documents'
              : 'Delete document'
        }
        message={
          pendingDelete?.kind === 'single'
            ? `Delete ${pendingDelete.document.name}?`
            : pendingDelete?.kind === 'bulk'
              ? `Delete ${pendingDelete.ids.length} selected ${pendingDelete.ids.length === 1 ? 'document' : 'documents'}?`
              : pendingDelete?.kind === 'folder'
                ? `Delete the folder ${pendingDelete.folder.name}? Its documents stay, unfiled.`
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
