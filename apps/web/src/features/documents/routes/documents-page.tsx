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
import { useDocumentsDispatch, useDocumentsSelector } from '../state/hooks.ts';
import {
  createFolder,
  deleteDocument,
  deleteDocuments,
  deleteFolder,
  fetchDocuments,
  fetchFolders,
} from '../api/document-calls.ts';
import {
  defaultDocumentFilters,
  documentFiltersChanged,
  documentSelectionSet,
  documentSelectionToggled,
} from '../state/documents-slice.ts';
import { FolderSidebar } from '../components/folder-sidebar.tsx';
import { DocumentTable } from '../components/document-table.tsx';
import { useDocumentActions } from '../components/document-actions.ts';
import { usePagedList } from '../../../components/ui/paged-list/use-paged-list.ts';
import { ListToolbar } from '../../../components/ui/paged-list/list-toolbar.tsx';
import { ListEmpty, PagedListBody } from '../../../components/ui/paged-list/paged-list-body.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog.tsx';
import { IconPlus } from '../../../components/ui/icons.tsx';
import { PropertyFilter } from '../../../components/ui/property-picker/property-filter.tsx';

type PendingDelete =
  { kind: 'single'; document: Document } | { kind: 'bulk'; ids: string[] } | { kind: 'folder'; folder: DocumentFolder };

export default function DocumentsPage() {
  const dispatch = useDocumentsDispatch();
  const role = useDocumentsSelector((state) => state.auth.user?.role);
  const state = useDocumentsSelector((root) => root.documents);
  const { filters, list, counts, folders, selectedIds } = state;
  const actions = useDocumentActions();
  const allowed = role === 'propertyManager' || role === 'homeOwner';
  const [search, setSearch] = useSearchFilter(filters.search, (value) =>
    dispatch(documentFiltersChanged({ search: value })),
  );
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);
  const controls = usePagedList({
    list,
    filters,
    enabled: allowed,
    load: (query, append) => dispatch(fetchDocuments({ query, append })),
  });

  useEffect(() => {
    if (!allowed) return;
    const request = dispatch(fetchFolders());
    return () => request.abort();
  }, [allowed, dispatch]);

  async function confirmDelete() {
    if (!pendingDelete) return;
    if (pendingDelete.kind === 'single')
      await dispatch(deleteDocument({ id: pendingDelete.document.id, folderId: pendingDelete.document.folderId }));
    else if (pendingDelete.kind === 'bulk') {
      const folderIds: Record<string, string | null> = {};
      for (const document of list.items)
        if (pendingDelete.ids.includes(document.id)) folderIds[document.id] = document.folderId;
      await dispatch(deleteDocuments({ ids: pendingDelete.ids, folderIds }));
    } else await dispatch(deleteFolder(pendingDelete.folder.id));
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

  const activeFolder = folders.items.find((folder) => folder.id === filters.folder);
  const heading = activeFolder?.name ?? (filters.folder === UNFILED_FOLDER ? 'Unfiled' : 'All documents');
  const uploadFolder = activeFolder?.id ?? null;
  const filtered = Boolean(filters.search || filters.type || filters.propertyId || filters.folder);
  const clearFilters = () => {
    setSearch('');
    dispatch(
      documentFiltersChanged({
        ...defaultDocumentFilters,
        search: undefined,
        type: undefined,
        propertyId: undefined,
        folder: undefined,
      }),
    );
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
              folders={folders.items}
              counts={counts}
              active={filters.folder}
              creating={state.folderStatus === 'pending'}
              onSelect={(folder) => dispatch(documentFiltersChanged({ folder }))}
              onCreate={async (name) => createFolder.fulfilled.match(await dispatch(createFolder(name)))}
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
                onChange: (value) => dispatch(documentFiltersChanged({ sortBy: value as RecordSort })),
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
                    onChange={(value) =>
                      dispatch(documentFiltersChanged({ type: (value as DocumentType | null) ?? undefined }))
                    }
                    style={{ flex: '1 1 120px', maxWidth: 160 }}
                  />
                  <PropertyFilter
                    value={filters.propertyId}
                    enabled={allowed}
                    onChange={(propertyId) => dispatch(documentFiltersChanged({ propertyId }))}
                  />
                </>
              }
            />
            {state.deleteStatus === 'rejected' && state.error && (
              <Alert color="red" role="alert">
                {state.error}
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
                  onToggle={(id) => dispatch(documentSelectionToggled(id))}
                  onToggleAll={(all) => dispatch(documentSelectionSet(all ? items.map((item) => item.id) : []))}
                  onDelete={(document) => setPendingDelete({ kind: 'single', document })}
                />
              )}
              empty={
                state.hasDocuments === false ? (
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
                <Button size="xs" variant="subtle" onClick={() => dispatch(documentSelectionSet([]))}>
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
        loading={state.deleteStatus === 'pending'}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
    </Stack>
  );
}
